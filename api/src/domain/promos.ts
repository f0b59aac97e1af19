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
import {
  MONEY_MESSAGES,
  normalizePromoCode,
  promoDiscountCents,
  type Fulfillment,
  type PromoFunder,
} from '@teranga/shared-ui/rules';
import { and, eq, sql } from 'drizzle-orm';
import { query, type Db } from '../db/client';
import { promos, promoUses, type Promo } from '../db/schema';
import { unprocessable } from '../lib/errors';

export interface PromoRequest {
  code: string;
  clientId: string;
  restaurantId: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  fulfillment: Fulfillment;
  now: Date;
  /** The order being placed (excluded from "first order"), when there is one. */
  commandeId?: string;
}

export interface AppliedPromo {
  promoId: string;
  code: string;
  discountCents: number;
  fundedBy: PromoFunder;
}

export const fundedBy = (promo: Pick<Promo, 'restaurantId'>): PromoFunder =>
  promo.restaurantId ? 'restaurant' : 'platform';

// Orders of the client that count as earlier ones: any not cancelled (a platform code), or any
// not cancelled at this restaurant (a restaurant's code).
const EARLIER_ORDER = query(
  "SELECT 1 AS found FROM commandes WHERE client_id = ? AND status <> 'annulee' AND (? IS NULL OR restaurant_id = ?) LIMIT 1",
);
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
  const now = request.now.toISOString();
  if (!promo.isActive) throw unprocessable(MONEY_MESSAGES.promoInactive);
  if (promo.startsAt && now < promo.startsAt) throw unprocessable(MONEY_MESSAGES.promoNotStarted);
  if (promo.endsAt && now >= promo.endsAt) throw unprocessable(MONEY_MESSAGES.promoExpired);
  if (promo.restaurantId && promo.restaurantId !== request.restaurantId) {
    throw unprocessable(MONEY_MESSAGES.promoOtherRestaurant);
  }
  if (promo.kind === 'free_delivery' && request.fulfillment === 'a_emporter') {
    throw unprocessable(MONEY_MESSAGES.promoTakeAway);
  }
  if (request.subtotalCents < promo.minSubtotalCents) {
    throw unprocessable(MONEY_MESSAGES.promoMinSubtotal2(promo.minSubtotalCents));
  }
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
  return { promo, applied: { promoId: promo.id, code: promo.code, discountCents, fundedBy: fundedBy(promo) } };
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
