import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  isAcceptedOrderStatus,
  KITCHEN_MESSAGES,
  MONEY_MESSAGES,
  ORDER_STATUSES,
  REFUND_WINDOW_HOURS,
  nextRestaurantStep,
  type ApiComponents,
  type Commande,
  type OrderStatus,
  type User,
} from '@teranga/shared-ui';
import {
  acceptOrderSchema,
  delayOrderSchema,
  refuseOrderSchema,
  restaurantRefundSchema,
} from '@teranga/shared-ui/rules';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { acceptOrder, cancelOrder, delayOrder, sweepDeadlines, withCourierAlert } from '../kitchen';
import { caller, findRestaurant, MESSAGES, readJson } from './guards';
import { buildSuivi } from './tracking';

const base = `${MOCK_API_URL}/commandes`;

/** Newest first; the id breaks ties, so a page boundary never splits two orders of the same instant. */
export const newestFirst = (a: Pick<Commande, 'created_at' | 'id'>, b: Pick<Commande, 'created_at' | 'id'>) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** As on the API: pages of at most 100, 100 by default. */
const MAX_PAGE = 100;

// The API's cursor is opaque to the front; this mock encodes the last order of the page.
const encodeCursor = (order: Commande) => btoa(JSON.stringify([order.created_at, order.id]));

function decodeCursor(text: string): Pick<Commande, 'created_at' | 'id'> {
  try {
    const [created_at, id] = JSON.parse(atob(text)) as unknown[];
    if (typeof created_at === 'string' && typeof id === 'string') return { created_at, id };
  } catch {
    // Reported below, like any other malformed cursor.
  }
  throw problem(400, 'Le paramètre « cursor » est invalide');
}

const NOT_FOUND = 'Commande non trouvée';

/** The order `id` when `user` may see it (admin, or the restaurateur of its restaurant), else the API's 404. */
function visibleOrder(user: User, id: unknown): Commande {
  const order = db.commandes.find((candidate) => candidate.id === id);
  if (!order) throw problem(404, NOT_FOUND);
  // Another restaurant's order does not exist for this caller.
  if (user.role !== 'admin' && db.restaurants.find((r) => r.id === order.restaurant_id)?.owner_id !== user.id) {
    throw problem(404, NOT_FOUND);
  }
  return order;
}

const HOUR = 3_600_000;
const cents = (euros: number) => Math.round(euros * 100);

const deliveryOf = (order: Commande) => db.livraisons.find((delivery) => delivery.commande_id === order.id);

/** The body checked with the shared schema the API validates with: 400 and its French message otherwise. */
async function validBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJson(request));
  if (!result.success) throw problem(400, result.error.issues[0]?.message ?? 'Requête invalide');
  return result.data;
}

/**
 * A kitchen write as the API runs it: the caller (401/403), the body (400, checked before the
 * route's handler), the order (404), then the order's state (409, by the caller of this).
 */
async function kitchenWrite<S extends z.ZodType>(
  request: Request,
  id: unknown,
  schema: S,
): Promise<{ order: Commande; body: z.output<S> }> {
  const user = caller(request, ['restaurateur', 'admin']);
  const body = await validBody(request, schema);
  return { order: visibleOrder(user, id), body };
}

export const commandeHandlers = [
  http.get(base, ({ request }) => {
    const user = caller(request, ['client', 'restaurateur', 'admin']);
    sweepDeadlines();
    const params = new URL(request.url).searchParams;
    const status = params.get('status');
    if (status && !ORDER_STATUSES.includes(status as OrderStatus)) return problem(400, 'Statut inconnu');
    const limitText = params.get('limit');
    const limit = limitText === null ? MAX_PAGE : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      return problem(400, `Le paramètre « limit » doit être un entier entre 1 et ${MAX_PAGE}`);
    }
    const cursorText = params.get('cursor');
    const cursor = cursorText ? decodeCursor(cursorText) : null;
    let restaurantId = params.get('restaurant_id');
    if (user.role === 'restaurateur') {
      const own = db.restaurants.find((restaurant) => restaurant.owner_id === user.id);
      if (restaurantId && restaurantId !== own?.id) return problem(403, MESSAGES.forbidden);
      restaurantId = own?.id ?? '—';
    }
    const clientId = user.role === 'client' ? user.id : params.get('client_id');
    const rows = db.commandes
      .filter((order) => !restaurantId || order.restaurant_id === restaurantId)
      .filter((order) => !clientId || order.client_id === clientId)
      .filter((order) => !status || order.status === status)
      .filter((order) => !cursor || newestFirst(cursor, order) < 0)
      .sort(newestFirst);
    const page = rows.slice(0, limit).map((order) => withCourierAlert(order));
    // Exposed through CORS, as the API does, or a browser would hide it from the front.
    const headers = new Headers({ 'Access-Control-Expose-Headers': 'X-Next-Cursor' });
    if (rows.length > limit) headers.set('X-Next-Cursor', encodeCursor(page.at(-1)!));
    return HttpResponse.json<Commande[]>(page, { headers });
  }),

  http.get(`${base}/:id/suivi`, ({ request, params }) => {
    const order = visibleOrder(caller(request, ['restaurateur', 'admin']), params.id);
    return HttpResponse.json<ApiComponents['schemas']['Suivi']>(
      buildSuivi(withCourierAlert(order), findRestaurant(order.restaurant_id), deliveryOf(order)),
    );
  }),

  http.patch(`${base}/:id/status`, ({ request, params }) => {
    const order = visibleOrder(caller(request, ['restaurateur', 'admin']), params.id);
    const target = new URL(request.url).searchParams.get('new_status');
    if (!target || nextRestaurantStep(order.status, order.fulfillment) !== target) {
      return problem(409, 'Transition de statut invalide');
    }
    if (target === 'confirmee' && order.payment_mode === 'card' && order.payment_status !== 'paid') {
      return problem(409, 'Paiement en attente');
    }
    const delivery = deliveryOf(order);
    if (target === 'en_livraison' && delivery?.status !== 'acceptee') {
      return problem(409, 'La livraison n’a pas encore été acceptée par un livreur');
    }
    const now = new Date().toISOString();
    // As on the API: confirming accepts with the restaurant's usual time; handing the order over starts the delivery.
    if (target === 'confirmee') acceptOrder(order, undefined, now);
    else {
      if (target === 'en_livraison' && delivery) Object.assign(delivery, { status: 'en_cours', pickup_time: now });
      // Picked up at the counter ('Récupérée'): a cash order is paid there.
      if (target === 'livree' && order.payment_mode === 'cash') order.payment_status = 'paid';
      order.status = target as OrderStatus;
      order.status_times = { ...order.status_times, [target]: now };
      order.updated_at = now;
    }
    return HttpResponse.json<Commande>(withCourierAlert(order));
  }),

  http.post(`${base}/:id/accept`, async ({ request, params }) => {
    const { order, body } = await kitchenWrite(request, params.id, acceptOrderSchema);
    if (order.status !== 'en_attente') return problem(409, KITCHEN_MESSAGES.notAcceptable);
    if (order.payment_mode === 'card' && order.payment_status !== 'paid') {
      return problem(409, KITCHEN_MESSAGES.unpaid);
    }
    acceptOrder(order, body.prep_minutes, new Date().toISOString());
    return HttpResponse.json<Commande>(withCourierAlert(order));
  }),

  http.post(`${base}/:id/refuse`, async ({ request, params }) => {
    const { order, body } = await kitchenWrite(request, params.id, refuseOrderSchema);
    if (order.status !== 'en_attente') return problem(409, KITCHEN_MESSAGES.notAcceptable);
    cancelOrder(order, { ...body, by: 'restaurant' }, new Date().toISOString());
    return HttpResponse.json<Commande>(order);
  }),

  // Issue 17: the restaurant refunds part of a delivered card order, charged to its share.
  http.post(`${base}/:id/refund`, async ({ request, params }) => {
    const { order, body } = await kitchenWrite(request, params.id, restaurantRefundSchema);
    if (order.payment_mode === 'cash') return problem(409, MONEY_MESSAGES.refundCash);
    if (order.status !== 'livree') return problem(409, MONEY_MESSAGES.refundNotDelivered);
    const now = Date.now();
    const deliveredAt = Date.parse(order.status_times.livree ?? '');
    if (!(now - deliveredAt <= REFUND_WINDOW_HOURS * HOUR)) return problem(409, MONEY_MESSAGES.refundTooLate);
    const paid = order.payment_status === 'paid' || order.payment_status === 'refunded' ? cents(order.total_price) : 0;
    const left = paid - cents(order.refunded_amount);
    if (body.amount_cents > left) return problem(422, MONEY_MESSAGES.refundTooMuch(left));
    const at = new Date(now).toISOString();
    db.refunds.push({
      id: crypto.randomUUID(),
      commande_id: order.id,
      amount_cents: body.amount_cents,
      reason: body.reason,
      created_at: at,
    });
    order.refunded_amount = (cents(order.refunded_amount) + body.amount_cents) / 100;
    if (body.amount_cents === left) order.payment_status = 'refunded';
    order.updated_at = at;
    return HttpResponse.json<Commande>(withCourierAlert(order));
  }),

  http.post(`${base}/:id/delay`, async ({ request, params }) => {
    const { order, body } = await kitchenWrite(request, params.id, delayOrderSchema);
    if (!isAcceptedOrderStatus(order.status)) return problem(409, KITCHEN_MESSAGES.notDelayable);
    delayOrder(order, body.minutes, new Date().toISOString());
    return HttpResponse.json<Commande>(withCourierAlert(order));
  }),
];
