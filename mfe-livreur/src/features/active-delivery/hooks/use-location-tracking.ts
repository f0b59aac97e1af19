import { useEffect, useState } from 'react';
import { useUpdateDeliveryLocation } from '../../deliveries/api/update-delivery-location';
import { distanceMeters, type Point } from '../lib/geo';

/**
 * At most one position per 10 s while moving: the client's map and arrival time follow the ride
 * closely (a bike covers 40 to 80 m in that time), for at most 6 requests a minute.
 */
export const LOCATION_SEND_INTERVAL_MS = 10_000;

/**
 * A fix closer than this to the last position sent is not a move. A phone's GPS wanders by 5 to
 * 15 m around a courier who stands still (waiting at the restaurant, at a door), so anything
 * smaller would send that noise; 20 m is still less than two seconds of riding.
 */
export const LOCATION_MIN_MOVE_M = 20;

const PERMISSION_DENIED = 1;

export type LocationSharing = 'off' | 'on' | 'denied';

/**
 * While `livraisonId` is set, watches the browser's position (only where geolocation exists and
 * the courier allows it) and sends it to the delivery: the first fix at once, then a fix only once
 * it is `LOCATION_MIN_MOVE_M` away from the last one sent, at most once per
 * `LOCATION_SEND_INTERVAL_MS` (the latest fix at the end of the interval). Standing still sends
 * nothing. Sending failures are only logged; the delivery goes on without tracking.
 */
export function useLocationTracking(livraisonId: string | null): LocationSharing {
  const [sharing, setSharing] = useState<LocationSharing>('off');
  const { mutate: sendPosition } = useUpdateDeliveryLocation();

  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!livraisonId || !geolocation) return undefined;

    let stopped = false;
    let watchId: number | null = null;
    let lastSent: { at: number; point: Point } | null = null;
    // The newest fix that moved, waiting for the end of the interval.
    let latest: Point | null = null;
    let trailing: ReturnType<typeof setTimeout> | undefined;

    const send = (point: Point) => {
      lastSent = { at: Date.now(), point };
      latest = null;
      sendPosition({ livraisonId, ...point });
    };

    const onPosition = ({ coords }: GeolocationPosition) => {
      setSharing('on');
      const point = { latitude: coords.latitude, longitude: coords.longitude };
      if (lastSent && distanceMeters(lastSent.point, point) < LOCATION_MIN_MOVE_M) {
        // Still near the last position sent (standing still, or GPS noise): nothing new to tell.
        latest = null;
        return;
      }
      const wait = lastSent ? lastSent.at + LOCATION_SEND_INTERVAL_MS - Date.now() : 0;
      if (wait <= 0) {
        send(point);
        return;
      }
      latest = point;
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
