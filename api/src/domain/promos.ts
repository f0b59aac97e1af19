/**
 * Promo codes applied to orders (issue 17). The checks, in this order (a 422 with the reason,
 * nothing written): unknown code; switched off; not started; expired; another restaurant's;
 * free delivery on a take-away order; the dishes below its minimum; first order only; the
 * client's own cap; the total cap.
 *
 * Caps hold under concurrency: the promo's row is locked (PostgreSQL: `FOR UPDATE`, held until
 * the order commits; SQLite: the order's IMMEDIATE transaction) before its uses are counted,
 * and `uses_count` grows by a conditional UPDATE guarded by a CHECK. A cancelled order gives its
 * use back (`releasePromo`, in the cancellation's transaction).
 */
import { z } from '@hono/zod-openapi';
import {
  MONEY_MESSAGES,
  normalizePromoCode,
  promoDiscountCents,
  promoTermsRefusal,
  PROMO_FUNDERS,
  PROMO_KINDS,
  type PromoBody,
  type PromoFunder,
  type PromoKind,
  type PromoRequest,
} from '@teranga/shared-ui/rules';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { query, type Db } from '../db/client';
import { promos, promoUses, restaurants, type Promo } from '../db/schema';
import { conflict, conflictOnDuplicate, forbidden, notFound, unprocessable } from '../lib/errors';
import { toCents, toEuros } from '../lib/money';
import { isAdmin, OWNERSHIP_MESSAGES, type Actor } from './ownership';

export interface AppliedPromo {
  promoId: string;
  code: string;
  kind: PromoKind;
  discountCents: number;
  fundedBy: PromoFunder;
}

export const fundedBy = (promo: Pick<Promo, 'restaurantId'>): PromoFunder =>
  promo.restaurantId ? 'restaurant' : 'platform';

// Orders of the client that count as earlier ones: any not cancelled (a platform code), or any
// not cancelled at this restaurant (a restaurant's code).
// PostgreSQL cannot type a parameter that is only tested for NULL: it is cast.
const EARLIER_ORDER = query({
  sqlite:
    "SELECT 1 AS found FROM commandes WHERE client_id = ? AND status <> 'annulee' AND (? IS NULL OR restaurant_id = ?) LIMIT 1",
  pg: "SELECT 1 AS found FROM commandes WHERE client_id = ? AND status <> 'annulee' AND (?::text IS NULL OR restaurant_id = ?) LIMIT 1",
});
const CLIENT_USES = query('SELECT count(*) AS n FROM promo_uses WHERE promo_id = ? AND client_id = ?');

/** Every check but the caps' race: the promo and the discount it gives this order, or a 422. */
async function evaluate(
  tx: Db,
  request: PromoRequest,
  lock: boolean,
): Promise<{ promo: Promo; applied: AppliedPromo }> {
  const code = normalizePromoCode(request.code);
  let [promo] = await tx.select().from(promos).where(eq(promos.code, code)).limit(1);
  if (!promo) throw unprocessable(MONEY_MESSAGES.promoUnknown);
  if (lock) {
    await tx.lockRows(promos, [promo.id]);
    [promo] = await tx.select().from(promos).where(eq(promos.id, promo.id)).limit(1);
    if (!promo) throw unprocessable(MONEY_MESSAGES.promoUnknown);
  }
  const refusal = promoTermsRefusal(
    {
      active: promo.isActive,
      startsAt: promo.startsAt,
      endsAt: promo.endsAt,
      restaurantId: promo.restaurantId,
      kind: promo.kind,
      minSubtotalCents: promo.minSubtotalCents,
    },
    request,
  );
  if (refusal) throw unprocessable(refusal);
  if (promo.firstOrderOnly) {
    const earlier = await tx.row(EARLIER_ORDER, [request.clientId, promo.restaurantId, promo.restaurantId]);
    if (earlier) throw unprocessable(MONEY_MESSAGES.promoFirstOrder);
  }
  if (promo.maxUsesPerClient != null) {
    const used = Number((await tx.row<{ n: number | string }>(CLIENT_USES, [promo.id, request.clientId]))?.n ?? 0);
    if (used >= promo.maxUsesPerClient) throw unprocessable(MONEY_MESSAGES.promoPerClient);
  }
  if (promo.maxUses != null && promo.usesCount >= promo.maxUses) throw unprocessable(MONEY_MESSAGES.promoExhausted);
  const discountCents = Math.min(
    promoDiscountCents({ kind: promo.kind, value: promo.value }, request.subtotalCents, request.deliveryFeeCents),
    request.subtotalCents + request.deliveryFeeCents,
  );
  return {
    promo,
    applied: { promoId: promo.id, code: promo.code, kind: promo.kind, discountCents, fundedBy: fundedBy(promo) },
  };
}

/** `POST /promos/validate`: what the code would give this cart now (nothing written), or a 422. */
export async function checkPromo(db: Db, request: PromoRequest): Promise<AppliedPromo> {
  return (await evaluate(db, request, false)).applied;
}

/**
 * Inside the order's transaction, before its row is written: checks the code and takes one of
 * its uses (422 when it does not apply or none is left). Call `recordPromoUse` once the order's
 * row exists.
 */
export async function claimPromo(tx: Db, request: PromoRequest): Promise<AppliedPromo> {
  const { promo, applied } = await evaluate(tx, request, true);
  const taken = await tx
    .update(promos)
    .set({ usesCount: sql`${promos.usesCount} + 1` })
    .where(and(eq(promos.id, promo.id), sql`(${promos.maxUses} IS NULL OR ${promos.usesCount} < ${promos.maxUses})`))
    .returning({ id: promos.id });
  if (taken.length === 0) throw unprocessable(MONEY_MESSAGES.promoExhausted);
  return applied;
}

/** Inside the order's transaction, after its row: the use the client holds. */
export async function recordPromoUse(
  tx: Db,
  applied: AppliedPromo,
  commandeId: string,
  clientId: string,
  at: string,
): Promise<void> {
  await tx.insert(promoUses).values({
    promoId: applied.promoId,
    commandeId,
    clientId,
    discountCents: applied.discountCents,
    createdAt: at,
  });
}

/** Inside a cancellation's transaction: the order's use goes back to the code (nothing if none). */
export async function releasePromo(tx: Db, commandeId: string): Promise<void> {
  const released = await tx
    .delete(promoUses)
    .where(eq(promoUses.commandeId, commandeId))
    .returning({ promoId: promoUses.promoId });
  for (const { promoId } of released) {
    await tx
      .update(promos)
      .set({ usesCount: sql`${promos.usesCount} - 1` })
      .where(and(eq(promos.id, promoId), sql`${promos.usesCount} > 0`));
  }
}

// ---------------------------------------------------------------------------
// Managing the codes (`/admin/promos`, `/restaurants/{id}/promos`, `DELETE /promos/{id}`)
// ---------------------------------------------------------------------------

export const PromoSchema = z
  .object({
    id: z.string(),
    code: z.string().openapi({ description: 'En majuscules, unique sur la plateforme', example: 'BIENVENUE' }),
    kind: z.enum(PROMO_KINDS),
    value: z.number().openapi({
      description: 'Pourcentage des plats (`percent`), euros (`fixed`), 0 (`free_delivery`)',
      example: 10,
    }),
    min_subtotal: z.number().openapi({ description: 'Euros de plats au minimum (0 : aucun)', example: 15 }),
    starts_at: z.string().nullable().openapi({ description: 'Début de validité (UTC) ; null : dès sa création' }),
    ends_at: z.string().nullable().openapi({ description: 'Fin de validité (UTC, exclue) ; null : sans fin' }),
    max_uses: z.number().int().nullable().openapi({ description: 'Utilisations au total ; null : sans limite' }),
    max_uses_per_client: z.number().int().nullable().openapi({ description: 'Par client ; null : sans limite' }),
    first_order_only: z.boolean(),
    restaurant_id: z
      .string()
      .nullable()
      .openapi({ description: 'Le restaurant du code ; null : un code de la plateforme' }),
    restaurant_name: z.string().nullable(),
    funded_by: z.enum(PROMO_FUNDERS).openapi({ description: 'Qui paie la réduction' }),
    uses: z.number().int().openapi({ description: 'Commandes qui l’utilisent (une commande annulée le rend)' }),
    is_active: z.boolean().openapi({ description: 'false : désactivé, il ne s’applique plus' }),
    created_at: z.string(),
  })
  .openapi('Promo');
export type PromoJson = z.infer<typeof PromoSchema>;

/** Stored value → the wire's: percent, euros, 0. */
const wireValue = (promo: Pick<Promo, 'kind' | 'value'>) =>
  promo.kind === 'percent' ? promo.value / 100 : promo.kind === 'fixed' ? toEuros(promo.value) : 0;

export function toPromoJson(row: Promo, restaurantName: string | null): PromoJson {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: wireValue(row),
    min_subtotal: toEuros(row.minSubtotalCents),
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    max_uses: row.maxUses,
    max_uses_per_client: row.maxUsesPerClient,
    first_order_only: row.firstOrderOnly,
    restaurant_id: row.restaurantId,
    restaurant_name: row.restaurantId ? restaurantName : null,
    funded_by: fundedBy(row),
    uses: row.usesCount,
    is_active: row.isActive,
    created_at: row.createdAt,
  };
}

// `evaluate` compares ISO strings: any offset the client sent is brought back to UTC first.
const utcIso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * `POST /admin/promos` (`restaurant` null: the platform's) and `POST /restaurants/{id}/promos`.
 * 409 `promoCodeTaken` when the code exists (any case: codes are stored upper-case), also when
 * two creations race (the unique index decides).
 */
export async function createPromo(
  db: Db,
  body: PromoBody,
  owner: { restaurant: { id: string; name: string } | null; createdBy: string },
  now: Date,
): Promise<PromoJson> {
  const code = normalizePromoCode(body.code);
  const [taken] = await db.select({ id: promos.id }).from(promos).where(eq(promos.code, code)).limit(1);
  if (taken) throw conflict(MONEY_MESSAGES.promoCodeTaken);
  const at = now.toISOString();
  const value =
    body.kind === 'percent' ? Math.round(body.value * 100) : body.kind === 'fixed' ? toCents(body.value) : 0;
  const [created] = await conflictOnDuplicate(
    () =>
      db
        .insert(promos)
        .values({
          code,
          kind: body.kind,
          value,
          minSubtotalCents: toCents(body.min_subtotal),
          startsAt: utcIso(body.starts_at),
          endsAt: utcIso(body.ends_at),
          maxUses: body.max_uses ?? null,
          maxUsesPerClient: body.max_uses_per_client ?? null,
          firstOrderOnly: body.first_order_only,
          restaurantId: owner.restaurant?.id ?? null,
          createdBy: owner.createdBy,
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
    MONEY_MESSAGES.promoCodeTaken,
  );
  return toPromoJson(created!, owner.restaurant?.name ?? null);
}

const promoWithRestaurant = (db: Db) =>
  db
    .select({ promo: promos, restaurantName: restaurants.name, ownerId: restaurants.ownerId })
    .from(promos)
    .leftJoin(restaurants, eq(restaurants.id, promos.restaurantId));

/** Every code matching the filters, newest first (`restaurantId`: that restaurant's only). */
export async function listPromos(
  db: Db,
  filter: { restaurantId?: string; active?: boolean } = {},
): Promise<PromoJson[]> {
  const where: SQL[] = [];
  if (filter.restaurantId !== undefined) where.push(eq(promos.restaurantId, filter.restaurantId));
  if (filter.active !== undefined) where.push(eq(promos.isActive, filter.active));
  const rows = await promoWithRestaurant(db)
    .where(and(...where))
    .orderBy(desc(promos.createdAt), asc(promos.code));
  return rows.map((row) => toPromoJson(row.promo, row.restaurantName));
}

/**
 * `DELETE /promos/{id}`: the code stops applying (`is_active` false); its uses and the orders
 * that used it stay. An admin any code; a restaurateur only their restaurant's (a platform code
 * or another restaurant's: 403). Already off: answered as it is.
 */
export async function deactivatePromo(db: Db, actor: Actor, id: string, now: Date): Promise<PromoJson> {
  const [found] = await promoWithRestaurant(db).where(eq(promos.id, id)).limit(1);
  if (!found) throw notFound(MONEY_MESSAGES.promoNotFound);
  if (!isAdmin(actor) && (found.promo.restaurantId === null || found.ownerId !== actor.id)) {
    throw forbidden(OWNERSHIP_MESSAGES.forbidden);
  }
  const [updated] = await db
    .update(promos)
    .set({ isActive: false, updatedAt: now.toISOString() })
    .where(and(eq(promos.id, id), eq(promos.isActive, true)))
    .returning();
  return toPromoJson(updated ?? found.promo, found.restaurantName);
}
