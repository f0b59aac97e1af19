import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized, factories } from '@teranga/shared-ui/mocks';
import {
  CHECKOUT_MESSAGES,
  DELIVERY_FEE_EUR,
  FULFILLMENTS,
  optionChoiceMessage,
  optionPriceDeltaCents,
  validateOptionChoice,
} from '@teranga/shared-ui';
import type { Commande, CommandeItem, OrderCreatePayload } from '@teranga/shared-ui';
import { db, users } from '../db';
import { cancelOrder, newOrderDeadlines } from '../order-decisions';
import { kitchenStartAt, orderTimingProblem } from '../schedule';

const MAX_QUANTITY = 50;
const MAX_LINES = 30;
const roundCents = (euros: number) => Math.round(euros * 100) / 100;
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

    const restaurant = db.restaurants.find((row) => row.id === body.restaurant_id);
    if (!restaurant) return problem(404, 'Restaurant non trouvé');
    if (!restaurant.is_open) return problem(422, 'Ce restaurant est actuellement fermé');
    const timing = orderTimingProblem(restaurant, fulfillment, scheduledFor);
    if (timing) return problem(422, timing);

    // Names and prices come from the catalogue, never from the payload; the same dish with the
    // same options is one line, as the API merges them.
    const items: CommandeItem[] = [];
    const lineKeys: string[] = [];
    for (const line of body.items) {
      const plat = db.plats.find((row) => row.id === line.plat_id);
      if (!plat) return problem(404, `Plat non trouvé : ${line.plat_id}`);
      if (plat.restaurant_id !== restaurant.id) {
        return problem(422, `Le plat « ${plat.name} » n’appartient pas à ce restaurant`);
      }
      if (!plat.is_available) return problem(422, `Le plat « ${plat.name} » n’est plus disponible`);
      if (!Number.isInteger(line.quantity) || line.quantity < 1) return problem(400, 'Quantité invalide');
      const choice = validateOptionChoice(plat.option_groups, line.option_ids ?? []);
      if (!choice.ok) return problem(422, optionChoiceMessage(choice.problem, plat.name));
      const deltaCents = choice.chosen.reduce((sum, { option }) => sum + optionPriceDeltaCents(option), 0);
      const unit = roundCents(plat.price + deltaCents / 100);
      const key = `${plat.id}|${[...(line.option_ids ?? [])].sort().join(',')}`;
      const same = items[lineKeys.indexOf(key)];
      const quantity = (same?.quantity ?? 0) + line.quantity;
      if (quantity > MAX_QUANTITY) {
        return problem(400, `La quantité du plat « ${plat.name} » ne peut pas dépasser ${MAX_QUANTITY}`);
      }
      if (same) {
        Object.assign(same, { quantity, subtotal: roundCents(unit * quantity) });
        continue;
      }
      lineKeys.push(key);
      items.push({
        plat_id: plat.id,
        plat_name: plat.name,
        quantity,
        price: unit,
        subtotal: roundCents(unit * quantity),
        options: choice.chosen.map(({ group, option }) => ({
          option_id: option.id,
          group_name: group.name,
          name: option.name,
          price_delta: option.price_delta,
        })),
      });
    }

    const subtotal = roundCents(items.reduce((sum, item) => sum + item.subtotal, 0));
    if (subtotal < restaurant.min_order) {
      return problem(422, `Le minimum de commande est de ${euros(restaurant.min_order)}`);
    }
    const paymentMode = body.payment_mode ?? 'card';
    const deliveryFee = fulfillment === 'a_emporter' ? 0 : DELIVERY_FEE_EUR;
    const now = new Date().toISOString();
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
      subtotal,
      delivery_fee: deliveryFee,
      total_price: roundCents(subtotal + deliveryFee),
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
