import { useId } from 'react';
import {
  Badge,
  Button,
  NEXT_ORDER_STATUS,
  ORDER_STATUS_LABELS,
  formatDateTime,
  formatPrice,
  orderStatusTone,
  shortId,
  type Commande,
  type OrderStatus,
} from '@teranga/shared-ui';
import { Card, Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { mayHaveCourier } from '../lib/courier';
import { awaitsCardPayment, paymentBadge } from '../lib/payment-badge';
import { CourierLine } from './courier-line';
import styles from './orders.module.css';
import { OrderItemsList } from '@teranga/shared-ui/area';

export interface OrderCardProps {
  order: Commande;
  isNew: boolean;
  advancing: boolean;
  onAdvance: (order: Commande, next: OrderStatus) => void;
}

export function OrderCard({ order, isNew, advancing, onAdvance }: OrderCardProps) {
  const titleId = useId();
  const paymentHintId = useId();
  const next = NEXT_ORDER_STATUS[order.status];
  const blockedByPayment = next === 'confirmee' && awaitsCardPayment(order);
  const payment = paymentBadge(order);

  return (
    <Card as="article" gap={3} className={styles.card} aria-labelledby={titleId} data-new={isNew || undefined}>
      <Cluster as="header" align="stretch" justify="space-between">
        <div>
          <Heading id={titleId}>Commande #{shortId(order.id)}</Heading>
          <Text size="sm" tone="muted">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.client_name && <> · {order.client_name}</>}
          </Text>
          {mayHaveCourier(order) && <CourierLine orderId={order.id} />}
        </div>
        <Cluster align="flex-start">
          {isNew && <Badge tone="accent">Nouvelle</Badge>}
          <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
          {payment && <Badge tone={payment.tone}>{payment.label}</Badge>}
        </Cluster>
      </Cluster>

      <OrderItemsList items={order.items} className={styles.items} />

      <Stack as="dl" gap={2} className={styles.details}>
        <div>
          <dt>Adresse de livraison</dt>
          <dd>{order.delivery_address}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>Instructions</dt>
            <dd className={styles.notes}>{order.notes}</dd>
          </div>
        )}
      </Stack>

      <Cluster as="footer" justify="space-between" gap={3}>
        <Text size="lg">
          Total : <strong>{formatPrice(order.total_price)}</strong>
        </Text>
        {next && (
          <Stack gap={1} className={styles.advance}>
            <Button
              onClick={() => onAdvance(order, next)}
              loading={advancing}
              disabled={blockedByPayment}
              aria-describedby={blockedByPayment ? paymentHintId : undefined}
            >
              Passer à: {ORDER_STATUS_LABELS[next]}
            </Button>
            {blockedByPayment && (
              <Text id={paymentHintId} size="sm" tone="warning">
                Le paiement par carte n'est pas encore confirmé.
              </Text>
            )}
          </Stack>
        )}
      </Cluster>
    </Card>
  );
}
