import { Text, formatTime } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { useLiveRefetchInterval } from '@teranga/shared-ui/area';
import { useOrderTracking } from '../api/get-order-tracking';
import { ORDERS_POLL_MS } from '../hooks/use-kitchen-orders';
import { courierTrip } from '../lib/courier';

/**
 * Who is coming for the order and when, from the order's tracking. The live events refresh it;
 * the region is there from the start, so the courier's arrival is announced when it shows.
 * A failed tracking answer leaves the line empty: the card is usable without it.
 */
export function CourierLine({ orderId }: { orderId: string }) {
  const tracking = useOrderTracking(orderId, { refetchInterval: useLiveRefetchInterval(ORDERS_POLL_MS) });
  const trip = tracking.data ? courierTrip(tracking.data) : null;

  let line = null;
  if (trip?.heading === 'client') line = <RichText k="orders.courier.toClient" values={{ name: trip.name }} />;
  else if (trip?.arrivalAt) {
    line = (
      <RichText
        k="orders.courier.arriving"
        values={{ name: trip.name, time: formatTime(trip.arrivalAt) }}
        dateTime={trip.arrivalAt}
      />
    );
  } else if (trip) line = <RichText k="orders.courier.toRestaurant" values={{ name: trip.name }} />;

  return (
    <Text size="sm" aria-live="polite">
      {line}
    </Text>
  );
}
