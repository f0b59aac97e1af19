import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  KITCHEN_MESSAGES,
  Notice,
  formatDateTime,
  formatPrice,
  formatTime,
  nextRestaurantStep,
  orderStatusLabel,
  orderStatusTone,
  shortId,
  type Commande,
  type OrderStatus,
  localizeMessage,
} from '@teranga/shared-ui';
import { Card, Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { mayHaveCourier } from '../lib/courier';
import { awaitsDecision, awaitsPayment, isDelayable } from '../lib/kitchen-order';
import { paymentBadge } from '../lib/payment-badge';
import { refundableCents } from '../lib/refund';
import { AcceptCountdown } from './accept-countdown';
import { CourierLine } from './courier-line';
import { DecisionActions } from './decision-actions';
import { DelayControl } from './delay-control';
import { AlertIcon, CardIcon } from './icons';
import { OrderTimes } from './order-times';
import { RefundAction } from './refund-action';
import { SlotLine } from './slot-line';
import styles from './orders.module.css';

export interface OrderCardProps {
  order: Commande;
  isNew: boolean;
  advancing: boolean;
  onAdvance: (order: Commande, next: OrderStatus) => void;
  /** The restaurant's usual preparation time: what 'Accepter' proposes. */
  defaultPrepMinutes: number;
  /** Accepted or refused from this card: no longer new. */
  onDecided: (order: Commande) => void;
  /** The restaurant's time zone: an order's slot is a time of the restaurant. */
  timeZone: string;
}

export function OrderCard({
  order,
  isNew,
  advancing,
  onAdvance,
  defaultPrepMinutes,
  onDecided,
  timeZone,
}: OrderCardProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const takeAway = order.fulfillment === 'a_emporter';
  // The restaurant's steps only: a courier's are never offered, a take-away order has none.
  const next = nextRestaurantStep(order.status, order.fulfillment);
  const deciding = awaitsDecision(order);
  const unpaid = awaitsPayment(order);
  const payment = paymentBadge(order);

  let actions = null;
  if (deciding) {
    actions = (
      <DecisionActions
        order={order}
        defaultPrepMinutes={defaultPrepMinutes}
        advancing={advancing}
        onConfirm={() => onAdvance(order, 'confirmee')}
        onDecided={(changed) => {
          onDecided(changed);
          // Its buttons are gone with the decision: the focus stays on the card, not lost to the page.
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
    );
  } else if (unpaid) {
    // The API refuses to accept it until paid: nothing to press, and nothing rings meanwhile.
    actions = (
      <Text size="sm" className={styles.paymentPending}>
        <CardIcon />
        <span>
          {order.payment_deadline ? (
            <RichText
              k="orders.card.paymentPendingUntil"
              values={{
                status: localizeMessage(KITCHEN_MESSAGES.paymentPending),
                time: formatTime(order.payment_deadline),
              }}
              dateTime={order.payment_deadline}
            />
          ) : (
            <RichText
              k="orders.card.paymentPending"
              values={{ status: localizeMessage(KITCHEN_MESSAGES.paymentPending) }}
            />
          )}
        </span>
      </Text>
    );
  } else if (order.status === 'livree') {
    actions = (
      <RefundAction
        order={order}
        onRefunded={(changed) => {
          // Refunded in full, its button is gone: the focus stays on the card, not lost to the page.
          if (refundableCents(changed) === 0) requestAnimationFrame(() => heading.current?.focus());
        }}
      />
    );
  } else if (next) {
    actions = (
      <Cluster gap={2} justify="flex-end">
        {isDelayable(order) && <DelayControl order={order} />}
        <Button onClick={() => onAdvance(order, next)} loading={advancing}>
          {/* A take-away order is handed over at the counter: its last step says so. */}
          {takeAway && next === 'livree'
            ? orderStatusLabel(next, order.fulfillment)
            : t('orders.stepTo', { status: t(`common:labels.orderStatus.${next}`) })}
        </Button>
      </Cluster>
    );
  }

  return (
    <Card as="article" gap={3} className={styles.card} aria-labelledby={titleId} data-new={isNew || undefined}>
      <Cluster as="header" align="stretch" justify="space-between">
        <div>
          <Heading id={titleId} ref={heading} tabIndex={-1}>
            {t('orders.card.title', { id: shortId(order.id) })}
          </Heading>
          <Text size="sm" tone="muted">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.client_name && <> · {order.client_name}</>}
          </Text>
          {order.scheduled_for && <SlotLine scheduledFor={order.scheduled_for} timeZone={timeZone} />}
          {mayHaveCourier(order) && <CourierLine orderId={order.id} />}
        </div>
        <Cluster align="flex-start">
          {isNew && <Badge tone="accent">{t('orders.card.new')}</Badge>}
          {takeAway && <Badge tone="info">{t('common:labels.fulfillment.a_emporter')}</Badge>}
          <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status, order.fulfillment)}</Badge>
          {payment && <Badge tone={payment.tone}>{payment.label}</Badge>}
        </Cluster>
      </Cluster>

      {deciding && order.accept_by && (
        <AcceptCountdown
          orderId={order.id}
          acceptBy={order.accept_by}
          // An order for later may wait until tomorrow: the day is said with the time.
          timeZone={order.scheduled_for ? timeZone : undefined}
        />
      )}
      {isDelayable(order) && <OrderTimes order={order} timeZone={order.scheduled_for ? timeZone : undefined} />}
      {order.courier_alert && (
        <Notice tone="warning" role="status" className={styles.courierAlert}>
          <AlertIcon />
          <span>{t('orders.card.courierAlert')}</span>
        </Notice>
      )}

      <OrderItemsList items={order.items} className={styles.items} />

      <Stack as="dl" gap={2} className={styles.details}>
        {takeAway ? (
          <div>
            <dt>{t('orders.card.pickup')}</dt>
            <dd>{t('orders.card.pickupWhere')}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('orders.card.address')}</dt>
            <dd>{order.delivery_address}</dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt>{t('orders.card.notes')}</dt>
            <dd className={styles.notes}>{order.notes}</dd>
          </div>
        )}
        {order.status === 'annulee' && order.cancel_reason && (
          <div>
            <dt>{t('orders.card.cancelReason')}</dt>
            <dd>
              {order.cancel_message
                ? t('orders.card.reasonWithMessage', {
                    reason: t(`common:labels.cancelReason.${order.cancel_reason}`),
                    message: order.cancel_message,
                  })
                : t(`common:labels.cancelReason.${order.cancel_reason}`)}
            </dd>
          </div>
        )}
        {order.refunded_amount > 0 && (
          <div>
            <dt>{t('orders.card.refunded')}</dt>
            <dd>{formatPrice(order.refunded_amount)}</dd>
          </div>
        )}
      </Stack>

      <Cluster as="footer" justify="space-between" gap={3}>
        <Text size="lg">
          <RichText k="orders.card.total" values={{ amount: formatPrice(order.total_price) }} />
        </Text>
        {actions}
      </Cluster>
    </Card>
  );
}
