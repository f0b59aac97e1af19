/**
 * The live event log: every change of the order lifecycle writes one row here, in the
 * transaction of the change, so an event exists if and only if its change was committed.
 * `GET /events` (routes/events) streams the rows each user may see; `live/hub.ts` reads the
 * table to fan them out, which is what makes several API processes on one database work.
 *
 * Visibility (`visibleTo`) is the one rule both the replay (`Last-Event-ID`) and the live
 * fan-out apply:
 * - admin: everything;
 * - client: the events of their own orders, and their courier's position once the order is
 *   on its way (`en_cours`), not before;
 * - restaurateur: the events of their restaurants' orders and deliveries, the courier's
 *   position while they come to pick the order up;
 * - courier (approved): their own deliveries; open offers as they appear, disappear and their
 *   order moves on, with no more than the offer list shows (another courier's acceptance reads
 *   `livraison.taken`, without who took it).
 */
import { EVENT_TYPES, TAKEN_EVENT, type EventType } from '@teranga/shared-ui/rules';
import type { Statement } from 'better-sqlite3';
import { lt, sql } from 'drizzle-orm';
import type { AppDatabase, SqliteDatabase } from '../db/client';
import { events, type DeliveryStatus, type OrderPaymentStatus, type OrderStatus, type Role } from '../db/schema';

// The types and their meaning are shared with the screens that follow them.
export { EVENT_TYPES, TAKEN_EVENT, type EventType };

export type StreamEventType = EventType | typeof TAKEN_EVENT;

/** Default retention of the log (`EVENTS_RETENTION_DAYS`). */
export const DEFAULT_EVENT_RETENTION_DAYS = 7;

/** The small payload of an event, sent in its `data` besides its ids. */
export interface EventPayload {
  status?: OrderStatus | DeliveryStatus;
  /** The delivery's status, for position events (who may see them depends on it). */
  livraison_status?: DeliveryStatus;
  payment_status?: OrderPaymentStatus;
  latitude?: number;
  longitude?: number;
  reason?: string;
}

export interface EventInput {
  type: EventType;
  commandeId: string;
  restaurantId: string;
  clientId: string;
  livraisonId?: string | null;
  livreurId?: string | null;
  payload?: EventPayload;
}

export type EventRow = typeof events.$inferSelect;

type Tx = Pick<AppDatabase, 'insert'>;

function toRow(input: EventInput, at: string) {
  return {
    type: input.type,
    commandeId: input.commandeId,
    restaurantId: input.restaurantId,
    clientId: input.clientId,
    livraisonId: input.livraisonId ?? null,
    livreurId: input.livreurId ?? null,
    payload: JSON.stringify(input.payload ?? {}),
    createdAt: at,
  };
}

/** Appends events inside the caller's transaction (drizzle). */
export function recordEvents(tx: Tx, inputs: EventInput[], at: string): void {
  if (inputs.length === 0) return;
  tx.insert(events)
    .values(inputs.map((input) => toRow(input, at)))
    .run();
}

/** The same through a prepared statement, for the order placement's hot path (raw better-sqlite3). */
export function eventInsertStatement(sqlite: SqliteDatabase): (input: EventInput, at: string) => void {
  const insert = sqlite.prepare(
    `INSERT INTO events (type, commande_id, restaurant_id, client_id, livraison_id, livreur_id, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ) as Statement<unknown[]>;
  return (input, at) => {
    const row = toRow(input, at);
    insert.run(
      row.type,
      row.commandeId,
      row.restaurantId,
      row.clientId,
      row.livraisonId,
      row.livreurId,
      row.payload,
      row.createdAt,
    );
  };
}

/** Who is listening, as far as visibility goes. */
export interface Viewer {
  id: string;
  role: Role;
  /** Restaurants a restaurateur owns. */
  restaurantIds: ReadonlySet<string>;
}

/** One event as it is sent to one viewer: `id:`, `event:` and the JSON of `data:`. */
export interface StreamEvent {
  id: number;
  /** `ready` (the starting position) and `resync` (missed events no longer in the log) are the stream's own. */
  type: StreamEventType | 'ready' | 'resync';
  data: string;
}

const OFFER_TYPES: ReadonlySet<string> = new Set(['livraison.offered', 'livraison.cancelled']);

function typeFor(viewer: Viewer, row: EventRow, payload: EventPayload): StreamEventType | null {
  const type = row.type as EventType;
  switch (viewer.role) {
    case 'admin':
      return type;
    case 'client':
      if (row.clientId !== viewer.id) return null;
      if (type === 'livraison.position' && payload.livraison_status !== 'en_cours') return null;
      return type;
    case 'restaurateur':
      if (!row.restaurantId || !viewer.restaurantIds.has(row.restaurantId)) return null;
      if (type === 'livraison.position' && payload.livraison_status !== 'acceptee') return null;
      return type;
    case 'livreur':
      if (row.livreurId === viewer.id) return type;
      // An open offer appears, disappears (cancelled while nobody had taken it), or its order
      // moves on (the offer list shows the order's status): no more than the list shows.
      if (row.livreurId === null && OFFER_TYPES.has(type)) return type;
      if (row.livreurId === null && row.livraisonId !== null && type === 'commande.status') return type;
      if (type === 'livraison.accepted') return TAKEN_EVENT;
      return null;
    default:
      return null;
  }
}

/** The event as `viewer` receives it, or null when they may not see it. */
export function visibleTo(viewer: Viewer, row: EventRow): StreamEvent | null {
  const payload = JSON.parse(row.payload) as EventPayload;
  const type = typeFor(viewer, row, payload);
  if (!type) return null;
  const data =
    type === TAKEN_EVENT
      ? { type, commande_id: row.commandeId, livraison_id: row.livraisonId, at: row.createdAt }
      : {
          type,
          commande_id: row.commandeId,
          livraison_id: row.livraisonId,
          restaurant_id: row.restaurantId,
          ...(viewer.role === 'livreur' && row.livreurId !== viewer.id ? {} : { livreur_id: row.livreurId }),
          ...payload,
          at: row.createdAt,
        };
  return { id: row.id, type, data: JSON.stringify(data) };
}

/** Events after `afterId`, oldest first, at most `limit`. */
export function readEventsAfter(db: AppDatabase, afterId: number, limit: number): EventRow[] {
  return db
    .select()
    .from(events)
    .where(sql`${events.id} > ${afterId}`)
    .orderBy(events.id)
    .limit(limit)
    .all();
}

/** The id of the newest event (0 when the log is empty). */
export function lastEventId(db: AppDatabase): number {
  return db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM events`)?.id ?? 0;
}

/** The id of the oldest event kept (null when the log is empty). */
export function firstEventId(db: AppDatabase): number | null {
  return db.get<{ id: number | null }>(sql`SELECT min(id) AS id FROM events`)?.id ?? null;
}

/** Deletes the events older than `retentionDays`; returns how many. Idempotent: any process may run it. */
export function pruneEvents(db: AppDatabase, retentionDays: number, now = new Date()): number {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  return db.delete(events).where(lt(events.createdAt, before)).run().changes;
}
