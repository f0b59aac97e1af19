import type { Livraison } from '@teranga/shared-ui';

/** Minutes from pickup to hand-over, or null unless both times are known. */
export function deliveryDurationMinutes({
  pickup_time,
  delivery_time,
}: Pick<Livraison, 'pickup_time' | 'delivery_time'>) {
  if (!pickup_time || !delivery_time) return null;
  const minutes = (Date.parse(delivery_time) - Date.parse(pickup_time)) / 60_000;
  return Number.isFinite(minutes) && minutes >= 0 ? Math.round(minutes) : null;
}
