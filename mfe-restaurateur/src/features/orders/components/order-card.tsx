import { useId, useRef } from 'react';
import {
  Badge,
  Button,
  CANCEL_REASON_LABELS,
  FULFILLMENT_LABELS,
  KITCHEN_MESSAGES,
  Notice,
  ORDER_STATUS_LABELS,
  formatDateTime,
  formatPrice,
  formatTime,
  nextRestaurantStep,
  orderStatusLabel,
  orderStatusTone,
  shortId,
  type Commande,
  type OrderStatus,
} from '@teranga/shared-ui';
import { Card, Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
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

/** A take-away order is handed over at the counter: its last step says so. */
const stepLabel = (next: OrderStatus, takeAway: boolean) =>
  takeAway && next === 'livree' ? orderStatusLabel(next, 'a_emporter') : `Passer à: ${ORDER_STATUS_LABELS[next]}`;

export function OrderCard({
  order,
  isNew,
  advancing,
  onAdvance,
  defaultPrepMinutes,
  onDecided,
  timeZone,
}: OrderCardProps) {
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
          <strong>{KITCHEN_MESSAGES.paymentPending}</strong> : la commande sonnera dès que le client aura payé
          {order.payment_deadline && (
            <>
              {' '}
              (sinon annulée à <time dateTime={order.payment_deadline}>{formatTime(order.payment_deadline)}</time>)
            </>
          )}
          .
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
          {stepLabel(next, takeAway)}
        </Button>
      </Cluster>
    );
  }

  return (
    <Card as="article" gap={3} className={styles.card} aria-labelledby={titleId} data-new={isNew || undefined}>
      <Cluster as="header" align="stretch" justify="space-between">
        <div>
          <Heading id={titleId} ref={heading} tabIndex={-1}>
            Commande #{shortId(order.id)}
          </Heading>
          <Text size="sm" tone="muted">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.client_name && <> · {order.client_name}</>}
          </Text>
          {order.scheduled_for && <SlotLine scheduledFor={order.scheduled_for} timeZone={timeZone} />}
          {mayHaveCourier(order) && <CourierLine orderId={order.id} />}
        </div>
        <Cluster align="flex-start">
          {isNew && <Badge tone="accent">Nouvelle</Badge>}
          {takeAway && <Badge tone="info">{FULFILLMENT_LABELS.a_emporter}</Badge>}
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
          <span>Aucun livreur n’a encore accepté cette livraison</span>
        </Notice>
      )}

      <OrderItemsList items={order.items} className={styles.items} />

      <Stack as="dl" gap={2} className={styles.details}>
        {takeAway ? (
          <div>
            <dt>Retrait</dt>
            <dd>Au comptoir du restaurant, par le client</dd>
          </div>
        ) : (
          <div>
            <dt>Adresse de livraison</dt>
            <dd>{order.delivery_address}</dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt>Instructions</dt>
            <dd className={styles.notes}>{order.notes}</dd>
          </div>
        )}
        {order.status === 'annulee' && order.cancel_reason && (
          <div>
            <dt>Motif de l’annulation</dt>
            <dd>
              {CANCEL_REASON_LABELS[order.cancel_reason]}
              {order.cancel_message && <> — « {order.cancel_message} »</>}
            </dd>
          </div>
        )}
        {order.refunded_amount > 0 && (
          <div>
            <dt>Remboursement au client</dt>
            <dd>{formatPrice(order.refunded_amount)}</dd>
          </div>
        )}
      </Stack>

      <Cluster as="footer" justify="space-between" gap={3}>
        <Text size="lg">
          Total : <strong>{formatPrice(order.total_price)}</strong>
        </Text>
        {actions}
      </Cluster>
    </Card>
  );
}
