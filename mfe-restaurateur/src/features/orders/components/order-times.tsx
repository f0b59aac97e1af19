import { Text, formatTime, type Commande } from '@teranga/shared-ui';
import { dayAndClock } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { isPreparing } from '../lib/kitchen-order';
import { ClockIcon } from './icons';
import styles from './orders.module.css';

export interface OrderTimesProps {
  order: Pick<Commande, 'status' | 'ready_at' | 'estimated_delivery_at' | 'fulfillment'>;
  /** An order for later: its times may be another day, said in the restaurant's time ('demain 11:55'). */
  timeZone?: string;
}

/** An accepted order's promised times, as the client sees them (delays included). */
export function OrderTimes({ order, timeZone }: OrderTimesProps) {
  const readyAt = isPreparing(order) ? order.ready_at : null;
  // Taken away: no delivery, the client comes when it is ready.
  const deliveryAt = order.fulfillment === 'a_emporter' ? null : order.estimated_delivery_at;
  if (!readyAt && !deliveryAt) return null;
  const say = (iso: string) => (timeZone ? dayAndClock(iso, timeZone, Date.now()) : formatTime(iso));
  return (
    <div className={styles.times}>
      <ClockIcon />
      {readyAt && (
        <Text as="span" weight="bold">
          <RichText k="orders.times.readyAt" values={{ time: say(readyAt) }} dateTime={readyAt} />
        </Text>
      )}
      {deliveryAt && (
        <Text as="span">
          <RichText k="orders.times.deliveryAt" values={{ time: say(deliveryAt) }} dateTime={deliveryAt} />
        </Text>
      )}
    </div>
  );
}
