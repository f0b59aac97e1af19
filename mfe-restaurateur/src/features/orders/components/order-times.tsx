import { Text, formatTime, type Commande } from '@teranga/shared-ui';
import { isPreparing } from '../lib/kitchen-order';
import { ClockIcon } from './icons';
import styles from './orders.module.css';

/** An accepted order's promised times, as the client sees them (delays included). */
export function OrderTimes({ order }: { order: Pick<Commande, 'status' | 'ready_at' | 'estimated_delivery_at'> }) {
  const readyAt = isPreparing(order) ? order.ready_at : null;
  const deliveryAt = order.estimated_delivery_at;
  if (!readyAt && !deliveryAt) return null;
  return (
    <div className={styles.times}>
      <ClockIcon />
      {readyAt && (
        <Text as="span" weight="bold">
          Prête vers <time dateTime={readyAt}>{formatTime(readyAt)}</time>
        </Text>
      )}
      {deliveryAt && (
        <Text as="span">
          Livraison estimée vers <time dateTime={deliveryAt}>{formatTime(deliveryAt)}</time>
        </Text>
      )}
    </div>
  );
}
