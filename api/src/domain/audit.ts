/**
 * The audit log of the administrators' actions (`audit_log`, `GET /admin/audit`): who did what to
 * which row, when, why, and the values before and after. An entry is written by the transaction
 * of the change it describes, so the log holds an action if and only if it was committed.
 */
import { z } from '@hono/zod-openapi';
import type { Db, SqlQuery } from '../db/client';
import { auditLog } from '../db/schema';
import { readPage, type Page, type PageText } from './paging';

/** What an admin did (`action`), as `<target type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'commande.cancel',
  'livraison.assign',
  'restaurant.pause',
  'restaurant.reopen',
  'restaurant.delete',
  'user.role',
  'user.status',
  'user.verify',
  'user.reject',
  'review.hide',
  'review.unhide',
  'settings.update',
  'restaurant.commission',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `settings`: the platform's one settings row (target id `platform`). */
export const AUDIT_TARGET_TYPES = ['commande', 'livraison', 'restaurant', 'user', 'review', 'settings'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export type AuditValues = Record<string, unknown>;

export interface AuditInput {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  reason?: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
  /** The time of the change (the same `now` as the change's own columns). */
  at: Date | string;
}

/** Appends one entry inside the transaction `tx` of the change it describes. */
export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    before: entry.before,
    after: entry.after,
    createdAt: typeof entry.at === 'string' ? entry.at : entry.at.toISOString(),
  });
}

const values = z.record(z.string(), z.any()).nullable();

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    actor_id: z.string().nullable().openapi({ description: 'null si le compte de l’administrateur a été supprimé' }),
    actor_name: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string(),
    target_name: z.string().nullable().openapi({
      description:
        'Le compte ou le restaurant visé ; pour une commande, une livraison ou un avis, « restaurant · client » ; lu au moment de la lecture, null si la cible n’existe plus',
    }),
    reason: z.string().nullable(),
    before: values.openapi({ description: 'Les valeurs modifiées, avant' }),
    after: values.openapi({ description: 'Les mêmes valeurs, après' }),
    created_at: z.string(),
  })
  .openapi('AuditEntry');

export type AuditEntryJson = z.infer<typeof AuditEntrySchema>;

/**
 * The target's name, read with the entry rather than copied into it: the log shows who or what
 * it is now (a renamed restaurant), and entries written before names were kept get one too.
 * Same SQL on both engines.
 */
const ORDER_NAME = `(SELECT r.name || ' · ' || cu.name FROM commandes c
    JOIN restaurants r ON r.id = c.restaurant_id JOIN users cu ON cu.id = c.client_id WHERE c.id = %s)`;
const TARGET_NAME = `CASE a.target_type
    WHEN 'user' THEN (SELECT tu.name FROM users tu WHERE tu.id = a.target_id)
    WHEN 'restaurant' THEN (SELECT tr.name FROM restaurants tr WHERE tr.id = a.target_id)
    WHEN 'commande' THEN ${ORDER_NAME.replace('%s', 'a.target_id')}
    WHEN 'livraison' THEN ${ORDER_NAME.replace('%s', '(SELECT tl.commande_id FROM livraisons tl WHERE tl.id = a.target_id)')}
    WHEN 'review' THEN ${ORDER_NAME.replace('%s', '(SELECT trv.commande_id FROM reviews trv WHERE trv.id = a.target_id)')}
  END`;

/** One entry's JSON built by the database, keys in the order of `AuditEntrySchema`. */
const AUDIT_JSON = {
  sqlite: `json_object('id', a.id, 'actor_id', a.actor_id, 'actor_name', u.name, 'action', a.action,
  'target_type', a.target_type, 'target_id', a.target_id, 'target_name', ${TARGET_NAME}, 'reason', a.reason,
  'before', json(a.before), 'after', json(a.after), 'created_at', a.created_at)`,
  pg: `json_build_object('id', a.id, 'actor_id', a.actor_id, 'actor_name', u.name, 'action', a.action,
  'target_type', a.target_type, 'target_id', a.target_id, 'target_name', ${TARGET_NAME}, 'reason', a.reason,
  'before', a.before, 'after', a.after, 'created_at', a.created_at)`,
};

const AUDIT_FROM = 'FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id';

/** `GET /admin/audit` pages, one statement per combination of filters (see `readPage`). */
const PAGES = new Map<string, SqlQuery>();

export interface AuditFilters {
  targetType?: string;
  targetId?: string;
  actorId?: string;
}

/** One page of the log, newest first, as a JSON array text. */
export function listAuditPage(db: Db, filters: AuditFilters, page: Page): Promise<PageText> {
  const where = { 'a.target_type': filters.targetType, 'a.target_id': filters.targetId, 'a.actor_id': filters.actorId };
  return readPage(db, PAGES, { json: AUDIT_JSON, from: AUDIT_FROM, alias: 'a', filters: where }, page);
}
