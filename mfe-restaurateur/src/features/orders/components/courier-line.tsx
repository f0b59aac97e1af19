import { Text, formatTime } from '@teranga/shared-ui';
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

  let where = null;
  if (trip?.heading === 'client') where = 'en route vers le client';
  else if (trip?.arrivalAt) {
    where = (
      <>
        arrivée estimée vers <time dateTime={trip.arrivalAt}>{formatTime(trip.arrivalAt)}</time>
      </>
    );
  } else if (trip) where = 'en route vers le restaurant';

  return (
    <Text size="sm" aria-live="polite">
      {trip && (
        <>
          Livreur : <strong>{trip.name}</strong> — {where}
        </>
      )}
    </Text>
  );
}
