import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized } from '@teranga/shared-ui/mocks';
import {
  CHECKOUT_MESSAGES,
  FULFILLMENTS,
  MONEY_MESSAGES,
  TIP_MAX_CENTS,
  TIP_PRESETS_EUR,
  vatOf,
} from '@teranga/shared-ui';
import type { CheckoutSettings, OrderReceipt, PromoQuote, PromoValidatePayload } from '@teranga/shared-ui';
import { promoCodeSchema } from '@teranga/shared-ui/rules';
import { db, users } from '../db';
import { MAX_LINES, priceLines } from '../pricing';
import { checkPromo, promoMessage } from '../promos';

/** The API's mention on a receipt with a tip. */
export const RECEIPT_TIP_NOTE = MONEY_MESSAGES.receiptTipNote;

const euros = (cents: number) => Math.round(cents) / 100;

/** Issue 17 on the client's side: the checkout's amounts, promo codes and the receipt, with the API's rules. */
export const moneyHandlers = [
  // Public: the page shows the fee `POST /commandes` will count.
  http.get(`${MOCK_API_URL}/settings/checkout`, () =>
    HttpResponse.json<CheckoutSettings>({
      delivery_fee: euros(db.moneySettings.delivery_fee_cents),
      tip_presets: [...TIP_PRESETS_EUR],
      max_tip: TIP_MAX_CENTS / 100,
    }),
  ),

  // What a code would give this cart now; nothing is written (the order claims the code again).
  http.post<never, Partial<PromoValidatePayload>>(`${MOCK_API_URL}/promos/validate`, async ({ request }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    if (user.role !== 'client' && user.role !== 'admin') return problem(403, 'Accès refusé');
    const body = await request.json();
    const code = promoCodeSchema.safeParse(body.code);
    if (!code.success) return problem(400, code.error.issues[0]!.message);
    if (!Array.isArray(body.items) || body.items.length === 0) return problem(400, CHECKOUT_MESSAGES.emptyCart);
    if (body.items.length > MAX_LINES) return problem(400, `Une commande ne peut pas dépasser ${MAX_LINES} lignes`);
    const fulfillment = body.fulfillment ?? 'livraison';
    if (!FULFILLMENTS.includes(fulfillment)) return problem(400, 'Mode de retrait invalide');
    const restaurant = db.restaurants.find((row) => row.id === body.restaurant_id);
    if (!restaurant) return problem(404, 'Restaurant non trouvé');
    const priced = priceLines(restaurant, body.items);
    if ('error' in priced) return priced.error;

    const deliveryFeeCents = fulfillment === 'a_emporter' ? 0 : db.moneySettings.delivery_fee_cents;
    const outcome = checkPromo({
      code: code.data,
      clientId: user.id,
      restaurantId: restaurant.id,
      subtotalCents: priced.subtotalCents,
      deliveryFeeCents,
      fulfillment,
      now: new Date(),
    });
    if ('refusal' in outcome) return problem(422, outcome.refusal);
    return HttpResponse.json<PromoQuote>({
      code: outcome.promo.code,
      kind: outcome.promo.kind,
      discount: euros(outcome.discountCents),
      subtotal: euros(priced.subtotalCents),
      delivery_fee: euros(deliveryFeeCents),
      funded_by: outcome.promo.funded_by,
      message: promoMessage(outcome.promo, outcome.discountCents),
    });
  }),

  // The client's receipt of a delivered (or collected) order, its VAT split as the API does.
  http.get<{ id: string }>(`${MOCK_API_URL}/commandes/:id/receipt`, ({ request, params }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    if (user.role !== 'client' && user.role !== 'admin') return problem(403, 'Accès refusé');
    const commande = db.commandes.find((row) => row.id === params.id);
    if (!commande || (user.role !== 'admin' && commande.client_id !== user.id)) {
      return problem(404, 'Commande non trouvée');
    }
    if (commande.status !== 'livree') return problem(409, MONEY_MESSAGES.receiptNotReady);

    const cents = (amount: number) => Math.round(amount * 100);
    const restaurant = db.restaurants.find((row) => row.id === commande.restaurant_id);
    const livraison = db.livraisons.find((row) => row.commande_id === commande.id);
    const freeDelivery = db.promos.find((row) => row.code === commande.promo_code)?.kind === 'free_delivery';
    const discount = cents(commande.discount);
    // A promo lowers what it applies to: the dishes, or the delivery for a free delivery.
    const foodGross = Math.max(0, cents(commande.subtotal) - (freeDelivery ? 0 : discount));
    const deliveryGross = Math.max(0, cents(commande.delivery_fee) - (freeDelivery ? discount : 0));
    // The mock keeps no per-order terms: the rates are the current settings' (the API uses the order's own).
    const lines = (
      [
        ['Plats', vatOf(foodGross, db.moneySettings.vat_food_bps)],
        ['Livraison', vatOf(deliveryGross, db.moneySettings.vat_delivery_bps)],
      ] as const
    ).filter(([, line]) => line.gross_cents > 0);

    return HttpResponse.json<OrderReceipt>({
      commande_id: commande.id,
      number: commande.id.slice(0, 8).toUpperCase(),
      restaurant_name: commande.restaurant_name,
      restaurant_address: commande.restaurant_address || restaurant?.location.address || '',
      client_name: commande.client_name,
      delivery_address: commande.delivery_address,
      fulfillment: commande.fulfillment,
      created_at: commande.created_at,
      delivered_at: commande.status_times.livree ?? livraison?.delivery_time ?? null,
      payment_mode: commande.payment_mode,
      items: commande.items.map((item) => ({
        name: item.plat_name,
        quantity: item.quantity,
        unit_price: item.price,
        total: item.subtotal,
        options: item.options.map((option) => option.name),
      })),
      subtotal: commande.subtotal,
      discount: commande.discount,
      delivery_fee: commande.delivery_fee,
      tip: commande.tip,
      total: commande.total_price,
      refunded: commande.refunded_amount,
      vat: lines.map(([label, line]) => ({
        label,
        rate: line.rate_bps / 100,
        net: euros(line.net_cents),
        vat: euros(line.vat_cents),
        gross: euros(line.gross_cents),
      })),
      vat_total: euros(lines.reduce((sum, [, line]) => sum + line.vat_cents, 0)),
      tip_note: commande.tip > 0 ? RECEIPT_TIP_NOTE : null,
    });
  }),
];
