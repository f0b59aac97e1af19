/**
 * `POST /promos/validate`: what a code would give the client's cart now, computed exactly as
 * `POST /commandes` does (the dishes priced from the database with their options, the fee of the
 * platform's settings, `checkPromo`'s checks and discount). Nothing is written: the order claims
 * the code again when placed, so this answer is a preview, never a reservation.
 *
 * Apart from `promos.ts` because it prices the cart with the order's rules (`orders.ts`), which
 * itself imports `promos.ts`.
 */
import { z } from '@hono/zod-openapi';
import { PROMO_FUNDERS, PROMO_KINDS, type Fulfillment } from '@teranga/shared-ui/rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plats, type User } from '../db/schema';
import { notFound } from '../lib/errors';
import { toEuros } from '../lib/money';
import { formatEuros, mergeLines, ORDER_ERRORS, priceLine } from './orders';
import { findRestaurant } from './ownership';
import { checkPromo, type AppliedPromo } from './promos';
import type { PlatformSettings } from './settings';

export const PromoQuoteSchema = z
  .object({
    code: z.string().openapi({ example: 'BIENVENUE' }),
    kind: z.enum(PROMO_KINDS),
    discount: z.number().openapi({ description: 'La réduction (euros) que la commande aurait', example: 3 }),
    subtotal: z.number().openapi({ description: 'Les plats du panier (euros), options comprises', example: 24.5 }),
    delivery_fee: z.number().openapi({ description: 'Les frais de livraison (euros ; 0 à emporter)', example: 2.5 }),
    funded_by: z.enum(PROMO_FUNDERS),
    message: z.string().openapi({ description: 'À afficher au client', example: 'BIENVENUE : −3,00 €' }),
  })
  .openapi('PromoQuote');
export type PromoQuoteJson = z.infer<typeof PromoQuoteSchema>;

export interface CartLine {
  platId: string;
  quantity: number;
  optionIds?: string[];
}

/**
 * The cart's dishes (cents), with the order's refusals: 404 unknown restaurant or dish, 422 a
 * dish of another restaurant, unavailable, or options it does not take; 400 a merged quantity
 * above the maximum.
 */
export async function priceCart(db: Db, restaurantId: string, lines: CartLine[]): Promise<number> {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound(ORDER_ERRORS.restaurantNotFound);
  // Merged and checked like the order's lines, so the same refusals and caps apply.
  const ids = [...new Set(lines.map((line) => line.platId))];
  const dishes = new Map((await db.select().from(plats).where(inArray(plats.id, ids))).map((p) => [p.id, p]));
  let subtotal = 0;
  for (const line of mergeLines(lines)) subtotal += priceLine(dishes.get(line.platId), line, restaurant.id).cents;
  return subtotal;
}

/** What the client reads: « BIENVENUE : −3,00 € », or the free delivery said as such. */
export function promoMessage(applied: Pick<AppliedPromo, 'code' | 'discountCents'>, freeDelivery: boolean): string {
  const amount = `−${formatEuros(applied.discountCents)}`;
  return freeDelivery ? `${applied.code} : livraison offerte (${amount})` : `${applied.code} : ${amount}`;
}

export interface QuoteRequest {
  code: string;
  restaurantId: string;
  lines: CartLine[];
  fulfillment: Fulfillment;
}

/** The code applied to the cart now (a 422 with the reason when it does not apply). */
export async function quotePromo(
  db: Db,
  client: Pick<User, 'id'>,
  request: QuoteRequest,
  settings: Pick<PlatformSettings, 'delivery_fee_cents'>,
  now: Date,
): Promise<PromoQuoteJson> {
  const subtotalCents = await priceCart(db, request.restaurantId, request.lines);
  const deliveryFeeCents = request.fulfillment === 'a_emporter' ? 0 : settings.delivery_fee_cents;
  const applied = await checkPromo(db, {
    code: request.code,
    clientId: client.id,
    restaurantId: request.restaurantId,
    subtotalCents,
    deliveryFeeCents,
    fulfillment: request.fulfillment,
    now,
  });
  const kind = applied.kind;
  return {
    code: applied.code,
    kind,
    discount: toEuros(applied.discountCents),
    subtotal: toEuros(subtotalCents),
    delivery_fee: toEuros(deliveryFeeCents),
    funded_by: applied.fundedBy,
    message: promoMessage(applied, kind === 'free_delivery'),
  };
}
