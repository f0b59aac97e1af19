import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized, factories } from '@teranga/shared-ui/mocks';
import { CARD_MIN_TOTAL_CENTS, CHECKOUT_MESSAGES, FULFILLMENTS, MONEY_MESSAGES } from '@teranga/shared-ui';
import type { Commande, OrderCreatePayload } from '@teranga/shared-ui';
import { promoCodeSchema, tipSchema } from '@teranga/shared-ui/rules';
import { db, users } from '../db';
import { cancelOrder, newOrderDeadlines } from '../order-decisions';
import { MAX_LINES, priceLines } from '../pricing';
import { checkPromo, claimPromo } from '../promos';
import { kitchenStartAt, orderTimingProblem } from '../schedule';

// The API writes amounts in its messages as '15,00 €' (plain space).
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

// The API's Idempotency-Key rules (api/src/domain/idempotency.ts), with the same French messages.
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles (sans espace)',
  reused: 'Cette clé d’idempotence a déjà servi pour une autre commande',
};

interface StoredAnswer {
  body: string;
  answer: Commande;
  at: number;
}

/**
 * First answers by `user:key`, per orders table: `resetDb()` swaps the table for a fresh copy, so the
 * keys of one test never leak into the next.
 */
const answersByTable = new WeakMap<Commande[], Map<string, StoredAnswer>>();

function storedAnswers(): Map<string, StoredAnswer> {
  let answers = answersByTable.get(db.commandes);
  if (!answers) answersByTable.set(db.commandes, (answers = new Map()));
  return answers;
}

/** JSON with sorted object keys: the same body whatever its key order, as the API compares them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const newestFirst = (a: Commande, b: Commande) => b.created_at.localeCompare(a.created_at);

// As the API: the delivery code is only in the order's own answer and its tracking, never in lists.
const withoutPin = ({ delivery_pin: _pin, ...commande }: Commande): Commande => commande;

/** The client's side of /commandes, with the API's ownership rules and French errors. */
export const commandeHandlers = [
  http.get(`${MOCK_API_URL}/commandes`, ({ request }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    const requested = new URL(request.url).searchParams.get('client_id');
    if (user.role === 'client' && requested && requested !== user.id) return problem(403, 'Accès refusé');
    const clientId = user.role === 'client' ? user.id : requested;
    const list = db.commandes.filter((row) => !clientId || row.client_id === clientId).sort(newestFirst);
    return HttpResponse.json<Commande[]>(list.map(withoutPin));
  }),

  http.post<never, Partial<OrderCreatePayload>>(`${MOCK_API_URL}/commandes`, async ({ request }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    if (user.role !== 'client' && user.role !== 'admin') return problem(403, 'Accès refusé');
    const body = await request.json();

    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return problem(400, IDEMPOTENCY_MESSAGES.invalidKey);
    const answers = storedAnswers();
    const slot = key === null ? null : `${user.id}:${key}`;
    const prior = slot === null ? undefined : answers.get(slot);
    if (prior && Date.now() - prior.at < IDEMPOTENCY_TTL_MS) {
      if (prior.body !== canonicalJson(body)) return problem(422, IDEMPOTENCY_MESSAGES.reused);
      return HttpResponse.json<Commande>(prior.answer, { status: 201 });
    }

    if (!Array.isArray(body.items) || body.items.length === 0) return problem(400, CHECKOUT_MESSAGES.emptyCart);
    if (body.items.length > MAX_LINES) return problem(400, `Une commande ne peut pas dépasser ${MAX_LINES} lignes`);
    const fulfillment = body.fulfillment ?? 'livraison';
    if (!FULFILLMENTS.includes(fulfillment)) return problem(400, 'Mode de retrait invalide');
    const address = body.delivery_address?.trim();
    // Take-away: the order is collected at the restaurant, no address needed.
    if (fulfillment === 'livraison' && !address) return problem(400, CHECKOUT_MESSAGES.addressRequired);
    const scheduledFor = body.scheduled_for ?? null;
    if (scheduledFor !== null && Number.isNaN(Date.parse(scheduledFor))) {
      return problem(400, 'L’heure choisie pour la commande n’est pas valide');
    }
    // The body's own checks, with the shared schemas the API validates with (a 400 with their message).
    const tipParsed = tipSchema.safeParse(body.tip ?? 0);
    if (!tipParsed.success) return problem(400, tipParsed.error.issues[0]!.message);
    const tip = tipParsed.data;
    const codeParsed = body.promo_code == null ? null : promoCodeSchema.safeParse(body.promo_code);
    if (codeParsed && !codeParsed.success) return problem(400, codeParsed.error.issues[0]!.message);
    const promoCode = codeParsed?.data ?? null;

    const restaurant = db.restaurants.find((row) => row.id === body.restaurant_id);
    if (!restaurant) return problem(404, 'Restaurant non trouvé');
    if (!restaurant.is_open) return problem(422, 'Ce restaurant est actuellement fermé');
    const timing = orderTimingProblem(restaurant, fulfillment, scheduledFor);
    if (timing) return problem(422, timing);

    // Names and prices come from the catalogue, never from the payload.
    const priced = priceLines(restaurant, body.items);
    if ('error' in priced) return priced.error;
    const { items, subtotalCents } = priced;

    if (subtotalCents < Math.round(restaurant.min_order * 100)) {
      return problem(422, `Le minimum de commande est de ${euros(restaurant.min_order)}`);
    }
    const paymentMode = body.payment_mode ?? 'card';
    // Issue 17: the tip goes to the courier (none on take-away), the fee is the platform's setting,
    // the code is checked and priced here alone; total = dishes + fee + tip − discount.
    const tipCents = Math.round(tip * 100);
    if (fulfillment === 'a_emporter' && tipCents > 0) return problem(422, MONEY_MESSAGES.tipTakeAway);
    const deliveryFeeCents = fulfillment === 'a_emporter' ? 0 : db.moneySettings.delivery_fee_cents;
    const now = new Date().toISOString();
    const applied = promoCode
      ? checkPromo({
          code: promoCode,
          clientId: user.id,
          restaurantId: restaurant.id,
          subtotalCents,
          deliveryFeeCents,
          fulfillment,
          now: new Date(now),
        })
      : null;
    if (applied && 'refusal' in applied) return problem(422, applied.refusal);
    const discountCents = applied?.discountCents ?? 0;
    const totalCents = subtotalCents + deliveryFeeCents + tipCents - discountCents;
    if (paymentMode === 'card' && totalCents < CARD_MIN_TOTAL_CENTS) return problem(422, MONEY_MESSAGES.cardMinimum);
    const deadlines = newOrderDeadlines(paymentMode, now);
    // An order for later may be accepted until its preparation must start, if that is later.
    if (scheduledFor !== null && deadlines.accept_by !== null) {
      const start = kitchenStartAt(restaurant, fulfillment, scheduledFor, new Date(now));
      if (Date.parse(start) > Date.parse(deadlines.accept_by)) deadlines.accept_by = start;
    }
    const commande: Commande = {
      ...factories.ORDER_DECISION_DEFAULTS,
      ...deadlines,
      id: crypto.randomUUID(),
      client_id: user.id,
      client_name: user.name,
      restaurant_id: restaurant.id,
      restaurant_name: restaurant.name,
      status: 'en_attente',
      payment_mode: paymentMode,
      payment_status: paymentMode === 'cash' ? 'not_applicable' : 'pending',
      created_at: now,
      updated_at: now,
      items,
      subtotal: subtotalCents / 100,
      delivery_fee: deliveryFeeCents / 100,
      tip: tipCents / 100,
      discount: discountCents / 100,
      promo_code: applied?.promo.code ?? null,
      total_price: totalCents / 100,
      delivery_address: fulfillment === 'a_emporter' ? restaurant.location.address : address!,
      restaurant_address: restaurant.location.address,
      fulfillment,
      scheduled_for: scheduledFor === null ? null : new Date(scheduledFor).toISOString(),
      notes: body.notes?.trim() || null,
      livraison_id: null,
      status_times: { en_attente: now },
      delivery_pin: null,
    };
    db.commandes.push(commande);
    if (applied) claimPromo(applied.promo, commande.id, user.id);
    const answer = withoutPin(commande);
    // Only a created order is remembered: a refused attempt created nothing and is checked again.
    if (slot !== null)
      answers.set(slot, { body: canonicalJson(body), answer: structuredClone(answer), at: Date.now() });
    return HttpResponse.json<Commande>(answer, { status: 201 });
  }),

  http.delete<{ id: string }>(`${MOCK_API_URL}/commandes/:id`, ({ request, params }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    const commande = db.commandes.find((row) => row.id === params.id);
    // Another client's order is answered as if it did not exist.
    if (!commande || (user.role !== 'admin' && commande.client_id !== user.id)) {
      return problem(404, 'Commande non trouvée');
    }
    if (commande.status !== 'en_attente') return problem(409, 'Cette commande ne peut plus être annulée');
    const details =
      user.role === 'admin'
        ? ({ reason: 'admin', by: 'admin' } as const)
        : ({ reason: 'client', by: 'client' } as const);
    cancelOrder(commande, details, new Date().toISOString());
    return HttpResponse.json<Commande>(withoutPin(commande));
  }),
];
