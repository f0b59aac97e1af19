import { useEffect, useState } from 'react';
import { useUpdateDeliveryLocation } from '../../deliveries/api/update-delivery-location';

/** At most one position sent per 30 s: enough to follow a bike, light on battery and API. */
export const LOCATION_SEND_INTERVAL_MS = 30_000;

const PERMISSION_DENIED = 1;

export type LocationSharing = 'off' | 'on' | 'denied';

/**
 * While `livraisonId` is set, watches the browser's position (only where geolocation exists and
 * the courier allows it) and sends it to the delivery: the first fix at once, then the latest fix
 * once per interval. Sending failures are only logged; the delivery goes on without tracking.
 */
export function useLocationTracking(livraisonId: string | null): LocationSharing {
  const [sharing, setSharing] = useState<LocationSharing>('off');
  const { mutate: sendPosition } = useUpdateDeliveryLocation();

  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!livraisonId || !geolocation) return undefined;

    let stopped = false;
    let watchId: number | null = null;
    let lastSentAt = Number.NEGATIVE_INFINITY;
    let latest: GeolocationCoordinates | null = null;
    let trailing: ReturnType<typeof setTimeout> | undefined;

    const send = (coords: GeolocationCoordinates) => {
      lastSentAt = Date.now();
      latest = null;
      sendPosition({ livraisonId, latitude: coords.latitude, longitude: coords.longitude });
    };

    const onPosition = (position: GeolocationPosition) => {
      setSharing('on');
      const wait = lastSentAt + LOCATION_SEND_INTERVAL_MS - Date.now();
      if (wait <= 0) {
        send(position.coords);
        return;
      }
      // Keep only the newest fix and send it when the interval is over.
      latest = position.coords;
      trailing ??= setTimeout(() => {
        trailing = undefined;
        if (latest && !stopped) send(latest);
      }, wait);
    };

    const stop = () => {
      stopped = true;
      if (watchId !== null) geolocation.clearWatch(watchId);
      watchId = null;
      clearTimeout(trailing);
    };

    const onError = (error: GeolocationPositionError) => {
      if (error.code === PERMISSION_DENIED) {
        stop();
        setSharing('denied');
      } else {
        console.warn('Position indisponible', error.message);
      }
    };

    const start = () => {
      if (stopped) return;
      watchId = geolocation.watchPosition(onPosition, onError, {
        enableHighAccuracy: true,
        maximumAge: 10_000,
        timeout: 30_000,
      });
    };

    // A courier who refused once is not prompted again on every visit.
    const permissions = typeof navigator.permissions?.query === 'function' ? navigator.permissions : null;
    if (permissions) {
      permissions.query({ name: 'geolocation' }).then((status) => {
        if (status.state === 'denied') {
          if (!stopped) setSharing('denied');
        } else {
          start();
        }
      }, start);
    } else {
      start();
    }

    return () => {
      stop();
      setSharing('off');
    };
  }, [livraisonId, sendPosition]);

  return sharing;
}
