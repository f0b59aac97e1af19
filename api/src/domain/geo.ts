/**
 * Distances and delivery estimates.
 *
 * - distance = great-circle (haversine) distance × 1.3 (road factor), 1 decimal;
 * - estimate = 10 min (pick-up) + 4 min per km, rounded to the minute;
 * - an address is located by its saved coordinates or, failing that, by its
 *   5-digit postcode in the bundled Paris-area table (shared rules, `postcodes.ts`: the mock APIs
 *   locate addresses with it too).
 *   Unlocatable → null: a distance is never invented.
 */
import { locateByPostcode } from '@teranga/shared-ui/rules';

export { extractPostcode, locateByPostcode, POSTCODE_CENTROIDS } from '@teranga/shared-ui/rules';

export interface LatLng {
  lat: number;
  lng: number;
}

export const ROAD_FACTOR = 1.3;
export const PICKUP_MINUTES = 10;
export const MINUTES_PER_KM = 4;
const EARTH_RADIUS_KM = 6371;

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road distance estimate in km, 1 decimal. */
export function roadDistanceKm(a: LatLng, b: LatLng): number {
  return Math.round(haversineKm(a, b) * ROAD_FACTOR * 10) / 10;
}

/** Delivery time estimate in minutes for a road distance. */
export function estimateMinutes(distanceKm: number): number {
  return Math.round(PICKUP_MINUTES + MINUTES_PER_KM * distanceKm);
}

const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Saved coordinates when both are present, else the postcode centroid, else null. */
export function locate(address: string | null | undefined, lat?: number | null, lng?: number | null): LatLng | null {
  if (isCoordinate(lat) && isCoordinate(lng)) return { lat, lng };
  return locateByPostcode(address);
}

/** Distance and time estimate between two places; both null when either end is unknown. */
export function deliveryEstimate(
  from: LatLng | null,
  to: LatLng | null,
): { distanceKm: number | null; estimatedTimeMinutes: number | null } {
  if (!from || !to) return { distanceKm: null, estimatedTimeMinutes: null };
  const distanceKm = roadDistanceKm(from, to);
  return { distanceKm, estimatedTimeMinutes: estimateMinutes(distanceKm) };
}
