import { MONEY_MESSAGES, normalizePromoCode, promoDiscountCents, promoTermsRefusal } from '@teranga/shared-ui';
import type { Promo, PromoRequest } from '@teranga/shared-ui';
import { db } from './db';

/**
 * Promo codes as the API applies them (`api/src/domain/promos.ts`), on the mock tables: the same
 * checks in the same order, each refused with the API's French reason, and the discount computed
 * with the shared rule. Nothing is written until an order claims the code.
 */

export type PromoOutcome = { promo: Promo; discountCents: number } | { refusal: string };

/** The wire's value (percent, euros) as the rule takes it (basis points, cents). */
const storedValue = (promo: Promo) =>
  promo.kind === 'percent' ? promo.value * 100 : promo.kind === 'fixed' ? Math.round(promo.value * 100) : 0;

export function checkPromo(request: PromoRequest): PromoOutcome {
  const promo = db.promos.find((row) => row.code === normalizePromoCode(request.code));
  if (!promo) return { refusal: MONEY_MESSAGES.promoUnknown };
  const refusal = promoTermsRefusal(
    {
      active: promo.is_active,
      startsAt: promo.starts_at,
      endsAt: promo.ends_at,
      restaurantId: promo.restaurant_id,
      kind: promo.kind,
      minSubtotalCents: Math.round(promo.min_subtotal * 100),
    },
    request,
  );
  if (refusal) return { refusal };
  if (promo.first_order_only) {
    // On the platform for its own code, at the restaurant for a restaurant's.
    const earlier = db.commandes.some(
      (row) =>
        row.client_id === request.clientId &&
        row.status !== 'annulee' &&
        (!promo.restaurant_id || row.restaurant_id === promo.restaurant_id),
    );
    if (earlier) return { refusal: MONEY_MESSAGES.promoFirstOrder };
  }
  if (promo.max_uses_per_client != null) {
    const used = db.promoUses.filter((use) => use.promo_id === promo.id && use.client_id === request.clientId).length;
    if (used >= promo.max_uses_per_client) return { refusal: MONEY_MESSAGES.promoPerClient };
  }
  if (promo.max_uses != null && promo.uses >= promo.max_uses) return { refusal: MONEY_MESSAGES.promoExhausted };
  const discountCents = Math.min(
    promoDiscountCents(
      { kind: promo.kind, value: storedValue(promo) },
      request.subtotalCents,
      request.deliveryFeeCents,
    ),
    request.subtotalCents + request.deliveryFeeCents,
  );
  return { promo, discountCents };
}

/** The order just placed holds one use of the code. */
export function claimPromo(promo: Promo, commandeId: string, clientId: string): void {
  promo.uses += 1;
  db.promoUses.push({ promo_id: promo.id, commande_id: commandeId, client_id: clientId });
}

/** A cancelled order gives its use back (nothing when it had no code). */
export function releasePromo(commandeId: string): void {
  const index = db.promoUses.findIndex((use) => use.commande_id === commandeId);
  if (index < 0) return;
  const [use] = db.promoUses.splice(index, 1);
  const promo = db.promos.find((row) => row.id === use!.promo_id);
  if (promo && promo.uses > 0) promo.uses -= 1;
}

/** What the client reads: « BIENVENUE : −3,00 € », or the free delivery said as such (the API's words). */
export function promoMessage(promo: Promo, discountCents: number): string {
  const amount = `−${(discountCents / 100).toFixed(2).replace('.', ',')} €`;
  return promo.kind === 'free_delivery' ? `${promo.code} : livraison offerte (${amount})` : `${promo.code} : ${amount}`;
}
