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
  OrderItemsList,
} from '@teranga/shared-ui';
import { awaitsCardPayment, paymentBadge } from '../lib/payment-badge';
import styles from './orders.module.css';

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
    <article className={styles.card} aria-labelledby={titleId} data-new={isNew || undefined}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            Commande #{shortId(order.id)}
          </h2>
          <p className={styles.meta}>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.client_name && <> · {order.client_name}</>}
          </p>
        </div>
        <div className={styles.badges}>
          {isNew && <Badge tone="accent">Nouvelle</Badge>}
          <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
          {payment && <Badge tone={payment.tone}>{payment.label}</Badge>}
        </div>
      </header>

      <OrderItemsList items={order.items} className={styles.items} />

      <dl className={styles.details}>
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
      </dl>

      <footer className={styles.cardFooter}>
        <p className={styles.total}>
          Total : <strong>{formatPrice(order.total_price)}</strong>
        </p>
        {next && (
          <div className={styles.advance}>
            <Button
              onClick={() => onAdvance(order, next)}
              loading={advancing}
              disabled={blockedByPayment}
              aria-describedby={blockedByPayment ? paymentHintId : undefined}
            >
              Passer à: {ORDER_STATUS_LABELS[next]}
            </Button>
            {blockedByPayment && (
              <p id={paymentHintId} className={styles.paymentHint}>
                Le paiement par carte n'est pas encore confirmé.
              </p>
            )}
          </div>
        )}
      </footer>
    </article>
  );
}
