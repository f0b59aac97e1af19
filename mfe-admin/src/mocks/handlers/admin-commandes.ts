import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import {
  ACCEPTED_ORDER_STATUSES,
  ADMIN_INTERVENTION,
  DEFAULT_DEADLINES,
  MONEY_MESSAGES,
  ORDER_STATUSES,
  isFinalOrderStatus,
  type ApiComponents,
  type Commande,
  type OrderStatus,
} from '@teranga/shared-ui';
import { orders } from '../db';
import { asAdmin } from './admin-access';
import { recordAudit } from './admin-audit';
import { cursorPage } from './paging';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** The API's words for what the admin's cancellation refuses. */
export const CANCEL_ERRORS = {
  notFound: 'Commande non trouvée',
  notCancellable: 'Cette commande ne peut plus être annulée',
  reasonLength: ADMIN_INTERVENTION.reasonLength,
  refundCents: ADMIN_INTERVENTION.refundCents,
  refundTooMuch: MONEY_MESSAGES.refundTooMuch,
} as const;

const WAITING_FOR_COURIER: readonly OrderStatus[] = ACCEPTED_ORDER_STATUSES;

/**
 * As the API answers an order: `courier_alert` is worked out when read, for an order to deliver
 * (never a take-away one) confirmed more than `COURIER_SEARCH_ALERT_S` (its default here) ago
 * whose delivery no courier holds.
 */
export function commandeJson(order: Commande): Commande {
  const confirmed = order.status_times.confirmee;
  const delivery = orders.livraisons.find((row) => row.commande_id === order.id);
  const courierAlert =
    order.fulfillment === 'livraison' &&
    WAITING_FOR_COURIER.includes(order.status) &&
    !delivery?.livreur_id &&
    confirmed !== undefined &&
    Date.parse(confirmed) <= Date.now() - DEFAULT_DEADLINES.courierSearchAlertS * 1000;
  return { ...order, courier_alert: courierAlert };
}

const cents = (euros: number) => Math.round(euros * 100);
type CancelBody = Partial<Record<keyof ApiComponents['schemas']['AdminCancelPayload'], unknown>>;

// The admin's view only (every order): the other areas mock their own.
export const adminCommandeHandlers = [
  http.get(
    `${MOCK_API_URL}/commandes`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      if (status !== null && !isOrderStatus(status)) return problem(400, 'Statut inconnu');
      const clientId = query.get('client_id');
      const restaurantId = query.get('restaurant_id');
      const listed = cursorPage(
        orders.commandes.filter(
          (order) =>
            (!status || order.status === status) &&
            (!clientId || order.client_id === clientId) &&
            (!restaurantId || order.restaurant_id === restaurantId),
        ),
        query,
      );
      if (listed instanceof Response) return listed;
      return HttpResponse.json<Commande[]>(listed.items.map(commandeJson), { headers: listed.headers });
    }),
  ),

  // Any unfinished order, with a reason and all, part or none of what was paid refunded.
  http.post(
    `${MOCK_API_URL}/admin/commandes/:id/cancel`,
    asAdmin<{ id: string }, CancelBody>(async ({ request, params, admin }) => {
      const { reason, refund_cents: refundCents } = await request.json();
      const trimmed = typeof reason === 'string' ? reason.trim() : '';
      if (trimmed.length < ADMIN_INTERVENTION.reasonMin || trimmed.length > ADMIN_INTERVENTION.reasonMax)
        return problem(400, CANCEL_ERRORS.reasonLength);
      if (refundCents !== undefined && (!Number.isInteger(refundCents) || (refundCents as number) < 0)) {
        return problem(400, CANCEL_ERRORS.refundCents);
      }
      const order = orders.commandes.find((row) => row.id === params.id);
      if (!order) return problem(404, CANCEL_ERRORS.notFound);
      if (isFinalOrderStatus(order.status)) return problem(409, CANCEL_ERRORS.notCancellable);

      const paid = order.payment_status === 'paid';
      const left = paid ? cents(order.total_price) - cents(order.refunded_amount) : 0;
      const refund = (refundCents as number | undefined) ?? left;
      if (refund > left) return problem(422, CANCEL_ERRORS.refundTooMuch(left));

      const delivery = orders.livraisons.find((row) => row.commande_id === order.id);
      const before = {
        status: order.status,
        payment_status: order.payment_status,
        livraison_status: delivery?.status ?? null,
      };
      const now = new Date().toISOString();
      Object.assign(order, {
        status: 'annulee',
        payment_status: paid ? (refund === left ? 'refunded' : 'paid') : 'not_applicable',
        refunded_amount: (cents(order.refunded_amount) + refund) / 100,
        status_times: { ...order.status_times, annulee: now },
        updated_at: now,
        accept_by: null,
        payment_deadline: null,
        cancel_reason: 'admin',
        cancel_message: trimmed,
        cancelled_by: 'admin',
      } satisfies Partial<Commande>);
      if (delivery && delivery.status !== 'livree' && delivery.status !== 'annulee') {
        Object.assign(delivery, { status: 'annulee', updated_at: now });
      }
      recordAudit(admin, {
        action: 'commande.cancel',
        target_type: 'commande',
        target_id: order.id,
        reason: trimmed,
        before,
        after: {
          status: order.status,
          payment_status: order.payment_status,
          livraison_status: delivery?.status ?? null,
          refund_cents: refund,
        },
      });
      return HttpResponse.json<Commande>(commandeJson(order));
    }),
  ),
];
