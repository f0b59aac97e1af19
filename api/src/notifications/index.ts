/**
 * The notifier of the API (`deps.notifier`): tells the client about their order's moments and the
 * restaurateur about a new order, by e-mail and Web Push, each channel as its user allows it
 * (`notification_preferences`), in their language (`users.locale`: English texts in `push-en.ts`
 * and `mail/templates-en.ts`). What it says is read from the database when it runs, after the
 * commit of the change, so it tells what the order is, not what a caller believed it was; a
 * notice the order no longer matches (accepted, then cancelled before the notifier ran) is dropped.
 */
import {
  ACCEPTED_ORDER_STATUSES,
  CANCEL_REASON_LABELS,
  type CancelledBy,
  type CancelReason,
  type DeliveryStatus,
  type OrderStatus,
  type PaymentMode,
} from '@teranga/shared-ui/rules';
import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { query, type Db } from '../db/client';
import { commandeItems } from '../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { MailMessage, Mailer } from '../mail';
import {
  clientOrderUrl,
  courierAssignedEmail,
  courierCancelledEmail,
  courierDeliveryUrl,
  courierHomeUrl,
  formatDayClock,
  formatEuros,
  kitchenUrl,
  newOrderEmail,
  orderAcceptedEmail,
  orderCancelledByAdminEmail,
  orderCancelledByDeadlineEmail,
  orderDeliveredEmail,
  orderOutForDeliveryEmail,
  orderRefusedEmail,
  type Addressee,
  type OrderMailFacts,
} from '../mail/templates';
import { englishPushMessage } from './push-en';
import type { Notifier, OrderNotice } from './notifier';
import { readChannels } from './preferences';
import { kitchenWatched } from './presence';
import type { PushMessage, WebPush } from './push';

export type { Notifier, OrderNotice } from './notifier';
export { silentNotifier } from './notifier';

export interface NotifierOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Base URL of the web front (links in e-mails and pushes). */
  appUrl: string;
  push: WebPush;
  /** The clock the kitchen's presence is judged by (tests pass a fixed one). */
  now?: () => Date;
}

interface OrderRow {
  id: string;
  status: OrderStatus;
  payment_mode: PaymentMode;
  payment_status: string;
  total_cents: number;
  delivery_address: string;
  delivery_pin: string | null;
  estimated_delivery_at: string | null;
  accept_by: string | null;
  scheduled_for: string | null;
  fulfillment: 'livraison' | 'a_emporter';
  cancel_reason: CancelReason | null;
  cancel_message: string | null;
  cancelled_by: CancelledBy | null;
  client_id: string;
  client_name: string;
  client_email: string;
  client_locale: Locale;
  restaurant_name: string;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  owner_locale: Locale;
  /** The order's delivery and its courier (null before confirmation, or while nobody took it). */
  livraison_status: DeliveryStatus | null;
  pickup_address: string | null;
  courier_id: string | null;
  courier_name: string | null;
  courier_email: string | null;
  courier_locale: Locale | null;
  /** Refunded or set aside for a refund (cents). */
  refunded_cents: number;
  /** Taken by the succeeded payments, refunded since or not (cents). */
  paid_cents: number;
}

const ORDER_FACTS = query(`SELECT c.id, c.status, c.payment_mode, c.payment_status, c.total_cents, c.delivery_address,
    c.delivery_pin, c.estimated_delivery_at, c.accept_by, c.scheduled_for, c.fulfillment, c.cancel_reason, c.cancel_message, c.cancelled_by,
    u.id AS client_id, u.name AS client_name, u.email AS client_email, u.locale AS client_locale,
    r.name AS restaurant_name, o.id AS owner_id, o.name AS owner_name, o.email AS owner_email, o.locale AS owner_locale,
    l.status AS livraison_status, l.pickup_address, lv.id AS courier_id, lv.name AS courier_name, lv.email AS courier_email,
    lv.locale AS courier_locale,
    (SELECT coalesce(sum(p.refunded_cents), 0) FROM paiements p WHERE p.commande_id = c.id) AS refunded_cents,
    (SELECT coalesce(sum(p.amount_cents), 0) FROM paiements p
      WHERE p.commande_id = c.id AND p.status IN ('succeeded', 'refunded')) AS paid_cents
  FROM commandes c
  JOIN users u ON u.id = c.client_id
  JOIN restaurants r ON r.id = c.restaurant_id
  JOIN users o ON o.id = r.owner_id
  LEFT JOIN livraisons l ON l.commande_id = c.id
  LEFT JOIN users lv ON lv.id = l.livreur_id
  WHERE c.id = ?`);

const ACCEPTED: ReadonlySet<OrderStatus> = new Set(ACCEPTED_ORDER_STATUSES);

/** Whether `notice` still tells the truth about `order`. */
function stillTrue(notice: OrderNotice, order: OrderRow): boolean {
  switch (notice) {
    case 'accepted':
      return ACCEPTED.has(order.status);
    case 'refused':
    case 'cancelled_deadline':
    case 'cancelled_admin':
      return order.status === 'annulee';
    case 'courier_assigned':
      return order.livraison_status === 'acceptee' && order.courier_id !== null;
    case 'courier_cancelled':
      return order.status === 'annulee' && order.courier_id !== null;
    case 'out_for_delivery':
      return order.status === 'en_livraison';
    case 'delivered':
      return order.status === 'livree';
    case 'new_order':
      // An unpaid card order rings nowhere: its restaurateur hears of it once it is paid.
      return order.status === 'en_attente' && (order.payment_mode === 'cash' || order.payment_status === 'paid');
  }
}

/** The e-mail template and the push text of each notice. */
const MAILS: Record<OrderNotice, (to: Addressee, order: OrderMailFacts, appUrl: string) => MailMessage> = {
  accepted: orderAcceptedEmail,
  refused: orderRefusedEmail,
  out_for_delivery: orderOutForDeliveryEmail,
  delivered: orderDeliveredEmail,
  cancelled_deadline: orderCancelledByDeadlineEmail,
  cancelled_admin: orderCancelledByAdminEmail,
  courier_assigned: courierAssignedEmail,
  courier_cancelled: courierCancelledEmail,
  new_order: newOrderEmail,
};

/**
 * Who `notice` is for: the client, the restaurant's owner, or the delivery's courier (if any), with
 * the language they are told in (`users.locale`).
 */
function recipientOf(
  notice: OrderNotice,
  order: OrderRow,
): { id: string; name: string; email: string; locale: Locale } | null {
  switch (notice) {
    case 'new_order':
      return { id: order.owner_id, name: order.owner_name, email: order.owner_email, locale: order.owner_locale };
    case 'courier_assigned':
    case 'courier_cancelled':
      return order.courier_id && order.courier_name && order.courier_email
        ? {
            id: order.courier_id,
            name: order.courier_name,
            email: order.courier_email,
            locale: order.courier_locale ?? DEFAULT_LOCALE,
          }
        : null;
    default:
      return { id: order.client_id, name: order.client_name, email: order.client_email, locale: order.client_locale };
  }
}

/** The push of `notice`, in the recipient's language. */
function pushMessage(notice: OrderNotice, order: OrderMailFacts, appUrl: string, locale: Locale): PushMessage {
  return locale === 'en' ? englishPushMessage(notice, order, appUrl) : frenchPushMessage(notice, order, appUrl);
}

function frenchPushMessage(notice: OrderNotice, order: OrderMailFacts, appUrl: string): PushMessage {
  const url = clientOrderUrl(appUrl, order.id);
  const refund = order.refundCents > 0 ? ` Remboursement : ${formatEuros(order.refundCents)}.` : '';
  switch (notice) {
    case 'accepted':
      return {
        title: 'Commande acceptée',
        body:
          `${order.restaurantName} prépare votre commande.` +
          (order.estimatedDeliveryAt
            ? ` ${order.fulfillment === 'a_emporter' ? 'Retrait prévu' : 'Livraison estimée'} vers ${formatDayClock(order.estimatedDeliveryAt)}.`
            : ''),
        url,
      };
    case 'refused':
      return {
        title: 'Commande refusée',
        body: `${order.restaurantName} : ${order.cancelReasonLabel ?? 'commande annulée'}.${refund}`,
        url,
      };
    case 'out_for_delivery':
      return {
        title: 'Votre commande est en route',
        body: order.deliveryPin
          ? `Code de livraison : ${order.deliveryPin} (à donner au livreur à la remise).`
          : `Le livreur arrive avec votre commande de ${order.restaurantName}.`,
        url,
      };
    case 'delivered':
      return order.fulfillment === 'a_emporter'
        ? { title: 'Commande récupérée', body: `Bon appétit ! Merci d’être passé chez ${order.restaurantName}.`, url }
        : {
            title: 'Commande livrée',
            body: `Bon appétit ! Votre commande de ${order.restaurantName} est arrivée.`,
            url,
          };
    case 'cancelled_deadline':
    case 'cancelled_admin':
      return {
        title: 'Commande annulée',
        body: `${order.restaurantName} : ${order.cancelReasonLabel ?? 'commande annulée'}.${refund}`,
        url,
      };
    case 'courier_assigned':
      return {
        title: 'Livraison attribuée',
        body: `${order.restaurantName} → ${order.deliveryAddress}`,
        url: courierDeliveryUrl(appUrl),
      };
    case 'courier_cancelled':
      return {
        title: 'Livraison annulée',
        body: `La commande de ${order.restaurantName} est annulée : ne la livrez pas.`,
        url: courierHomeUrl(appUrl),
      };
    case 'new_order':
      return {
        title: 'Nouvelle commande',
        body:
          `${order.restaurantName} : ${formatEuros(order.totalCents)}` +
          (order.fulfillment === 'a_emporter' ? ', à emporter' : '') +
          (order.scheduledFor ? `, pour ${formatDayClock(order.scheduledFor)}` : '') +
          (order.acceptBy ? `, à accepter avant ${formatDayClock(order.acceptBy)}.` : '.'),
        url: kitchenUrl(appUrl),
      };
  }
}

/** What the client gets back of a cancelled order (cents). */
function refundOf(order: OrderRow): number {
  if (order.status !== 'annulee' || order.payment_mode !== 'card') return 0;
  // An admin chooses the amount, set aside in the cancellation's own transaction.
  if (order.cancelled_by === 'admin') return order.refunded_cents;
  // Any other cancellation gives everything back (`payments.onOrderCancelled`), which may still
  // be under way when this runs: what was taken is what comes back.
  return Math.max(order.refunded_cents, order.paid_cents);
}

/** The real notifier: e-mail through `mailer`, Web Push through `push`. Never rejects. */
export function createNotifier({
  db,
  mailer,
  logger,
  appUrl,
  push,
  now = () => new Date(),
}: NotifierOptions): Notifier {
  const facts = async (order: OrderRow, withItems: boolean): Promise<OrderMailFacts> => ({
    id: order.id,
    restaurantName: order.restaurant_name,
    totalCents: order.total_cents,
    paymentMode: order.payment_mode,
    items: withItems
      ? await db
          .select({ name: commandeItems.platName, quantity: commandeItems.quantity })
          .from(commandeItems)
          .where(eq(commandeItems.commandeId, order.id))
          .orderBy(asc(commandeItems.position), asc(commandeItems.id))
      : [],
    deliveryAddress: order.delivery_address,
    estimatedDeliveryAt: order.estimated_delivery_at,
    acceptBy: order.accept_by,
    scheduledFor: order.scheduled_for,
    fulfillment: order.fulfillment,
    deliveryPin: order.delivery_pin,
    cancelReason: order.cancel_reason,
    cancelReasonLabel: order.cancel_reason ? CANCEL_REASON_LABELS[order.cancel_reason] : null,
    cancelMessage: order.cancel_message,
    cancelledBy: order.cancelled_by,
    pickupAddress: order.pickup_address,
    refundCents: refundOf(order),
  });

  const tell = async (notice: OrderNotice, commandeId: string): Promise<void> => {
    const order = await db.row<OrderRow>(ORDER_FACTS, [commandeId]);
    if (!order) {
      logger.warn({ notice, commandeId }, 'notification: order not found');
      return;
    }
    if (!stillTrue(notice, order)) {
      logger.info({ notice, commandeId, status: order.status }, 'notification dropped: the order moved on');
      return;
    }
    const toOwner = notice === 'new_order';
    const recipient = recipientOf(notice, order);
    if (!recipient) return;
    if (toOwner && (await kitchenWatched(db, recipient.id, now()))) {
      logger.info({ notice, commandeId }, 'notification not sent: the kitchen screen is open');
      return;
    }
    const channels = await readChannels(db, recipient.id);
    if (!channels.email && !channels.push) return;
    const about = await facts(order, toOwner);
    const sent = await Promise.all([
      channels.email
        ? mailer.send(MAILS[notice](recipient, about, appUrl)).then(
            () => true,
            (error: unknown) => {
              logger.error({ err: error, notice, commandeId }, 'notification e-mail not sent');
              return false;
            },
          )
        : false,
      channels.push ? push.sendToUser(recipient.id, pushMessage(notice, about, appUrl, recipient.locale)) : 0,
    ]);
    logger.info({ notice, commandeId, userId: recipient.id, email: sent[0], pushes: sent[1] }, 'order notification');
  };

  return {
    async order(notice, commandeId) {
      try {
        await tell(notice, commandeId);
      } catch (error) {
        logger.error({ err: error, notice, commandeId }, 'notification failed');
      }
    },
  };
}
