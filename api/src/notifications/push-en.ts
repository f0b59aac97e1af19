/**
 * The pushes of `index.ts` in English (issue 18), for users whose `locale` is `en`: short, as a
 * phone shows them, with amounts and times written the English way.
 */
import {
  clientOrderUrl,
  courierDeliveryUrl,
  courierHomeUrl,
  formatDayClock,
  formatEuros,
  kitchenUrl,
} from '../mail/shared';
import { CANCEL_REASON_LABELS } from '../mail/templates-en';
import type { OrderMailFacts } from '../mail/templates';
import type { OrderNotice } from './notifier';
import type { PushMessage } from './push';

const euros = (cents: number) => formatEuros(cents, 'en');
const when = (iso: string) => formatDayClock(iso, new Date(), 'en');

export function englishPushMessage(notice: OrderNotice, order: OrderMailFacts, appUrl: string): PushMessage {
  const url = clientOrderUrl(appUrl, order.id);
  const refund = order.refundCents > 0 ? ` Refund: ${euros(order.refundCents)}.` : '';
  const reason = order.cancelReason ? CANCEL_REASON_LABELS[order.cancelReason] : 'order cancelled';
  switch (notice) {
    case 'accepted':
      return {
        title: 'Order accepted',
        body:
          `${order.restaurantName} is preparing your order.` +
          (order.estimatedDeliveryAt
            ? ` ${order.fulfillment === 'a_emporter' ? 'Ready for pickup' : 'Estimated delivery'} around ${when(order.estimatedDeliveryAt)}.`
            : ''),
        url,
      };
    case 'refused':
      return { title: 'Order refused', body: `${order.restaurantName}: ${reason}.${refund}`, url };
    case 'out_for_delivery':
      return {
        title: 'Your order is on its way',
        body: order.deliveryPin
          ? `Delivery code: ${order.deliveryPin} (give it to the courier at handover).`
          : `The courier is on the way with your order from ${order.restaurantName}.`,
        url,
      };
    case 'delivered':
      return order.fulfillment === 'a_emporter'
        ? { title: 'Order picked up', body: `Enjoy your meal! Thanks for coming to ${order.restaurantName}.`, url }
        : {
            title: 'Order delivered',
            body: `Enjoy your meal! Your order from ${order.restaurantName} has arrived.`,
            url,
          };
    case 'cancelled_deadline':
    case 'cancelled_admin':
      return { title: 'Order cancelled', body: `${order.restaurantName}: ${reason}.${refund}`, url };
    case 'courier_assigned':
      return {
        title: 'Delivery assigned',
        body: `${order.restaurantName} → ${order.deliveryAddress}`,
        url: courierDeliveryUrl(appUrl),
      };
    case 'courier_cancelled':
      return {
        title: 'Delivery cancelled',
        body: `The order from ${order.restaurantName} is cancelled: do not deliver it.`,
        url: courierHomeUrl(appUrl),
      };
    case 'new_order':
      return {
        title: 'New order',
        body:
          `${order.restaurantName}: ${euros(order.totalCents)}` +
          (order.fulfillment === 'a_emporter' ? ', takeaway' : '') +
          (order.scheduledFor ? `, for ${when(order.scheduledFor)}` : '') +
          (order.acceptBy ? `, to accept before ${when(order.acceptBy)}.` : '.'),
        url: kitchenUrl(appUrl),
      };
  }
}
