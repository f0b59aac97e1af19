import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  ORDER_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  buttonClasses,
  formatDateTime,
  formatPrice,
  orderStatusTone,
  shortId,
} from '@teranga/shared-ui';
import { Cluster, Grid, Heading, Text } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
import { clientPaths } from '../../../components/paths';
import { announcedDeliveryAt, estimateText, waitingText } from '../lib/order-times';
import { CancellationNotice } from './cancellation-notice';
import styles from './orders.module.css';

interface OrderCardProps {
  order: Commande;
  onCancel: (order: Commande) => void;
}

/** Payment as one line: 'Espèces · Paiement à la livraison', 'Carte bancaire · Payée'… */
function paymentLabel(order: Commande): string | null {
  if (!order.payment_mode) return null;
  const mode = PAYMENT_MODE_LABELS[order.payment_mode];
  // A cancelled order will neither be paid at the door nor by card any more: only money that
  // moved ('Payée', 'Remboursée') is still worth saying.
  const moved = order.payment_status === 'paid' || order.payment_status === 'refunded';
  const status =
    order.payment_status && (order.status !== 'annulee' || moved) ? PAYMENT_STATUS_LABELS[order.payment_status] : null;
  return status ? `${mode} · ${status}` : mode;
}

export function OrderCard({ order, onCancel }: OrderCardProps) {
  const titleId = `order-${order.id}`;
  const payment = paymentLabel(order);
  const waiting = waitingText(order);
  const announced = announcedDeliveryAt(order);
  return (
    <Card as="article" padding="lg" gap={4} className={styles.card} aria-labelledby={titleId} data-testid="order-card">
      <Cluster as="header" align="flex-start" justify="space-between" gap={[2, 4]}>
        <div>
          <Heading id={titleId}>Commande #{shortId(order.id)}</Heading>
          <Text size="sm" tone="muted">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.restaurant_name && <> · {order.restaurant_name}</>}
          </Text>
        </div>
        <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
      </Cluster>

      {/* Where a live order stands, or why it ended. */}
      {waiting && (
        <Text weight="medium" data-testid="order-waiting">
          {waiting}
        </Text>
      )}
      {announced && (
        <Text weight="medium" data-testid="order-estimate">
          {estimateText(announced)}
        </Text>
      )}
      <CancellationNotice commande={order} compact />

      <OrderItemsList items={order.items} gap={2} className={styles.items} />

      <Grid as="dl" min="14rem" repeat="auto-fit" gap={3} className={styles.details}>
        <div>
          <dt>Adresse de livraison</dt>
          <dd>{order.delivery_address}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>Instructions</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        {payment && (
          <div>
            <dt>Paiement</dt>
            <dd>{payment}</dd>
          </div>
        )}
      </Grid>

      <Cluster as="footer" justify="space-between" gap={3}>
        <Text size="lg" weight="bold">
          Total <span data-testid="order-total">{formatPrice(order.total_price)}</span>
        </Text>
        <Cluster gap={2}>
          {order.status === 'en_attente' && (
            <Button variant="secondary" size="sm" onClick={() => onCancel(order)} aria-describedby={titleId}>
              Annuler la commande
            </Button>
          )}
          {/* Named with its number: a screen reader's list of links tells the orders apart. */}
          <Link
            to={clientPaths.order(order.id)}
            className={buttonClasses({ size: 'sm' })}
            aria-label={`Suivre la commande #${shortId(order.id)}`}
          >
            Suivre la commande
          </Link>
        </Cluster>
      </Cluster>
    </Card>
  );
}
