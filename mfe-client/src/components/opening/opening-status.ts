import { atDayAndClock, i18n, localClock, type Restaurant } from '@teranga/shared-ui';
import '../../i18n';

/** An open restaurant closing within this many minutes is 'Ferme bientôt'. */
export const CLOSING_SOON_MINUTES = 30;

type OpeningFields = Pick<Restaurant, 'is_open' | 'is_open_now' | 'next_opening_at' | 'closes_at' | 'time_zone'>;

/**
 * Where a restaurant stands at `now`:
 * - `open` (maybe `closingSoon`): orders as soon as possible;
 * - `closed`: its hours or a closure keep it shut now, but its switch is on, so it takes orders for
 *   a later slot; `nextOpening` says when it opens ('Ouvre demain à 11:30'), null when unknown;
 * - `off`: its switch is off or the platform paused it: no orders at all.
 */
export type OpeningStatus =
  | { kind: 'open'; closingSoon: boolean; closesAt: string | null }
  | { kind: 'closed'; nextOpening: string | null }
  | { kind: 'off' };

export function openingStatus(restaurant: OpeningFields, now: Date): OpeningStatus {
  if (!restaurant.is_open) return { kind: 'off' };
  if (restaurant.is_open_now) {
    const closesAt = restaurant.closes_at;
    const closingSoon = closesAt !== null && Date.parse(closesAt) - now.getTime() <= CLOSING_SOON_MINUTES * 60_000;
    return { kind: 'open', closingSoon, closesAt };
  }
  return { kind: 'closed', nextOpening: nextOpeningText(restaurant, now) };
}

/**
 * 'Ouvre à 18:30' (today), 'Ouvre demain à 11:30', 'Ouvre lundi à 11:30', in the restaurant's
 * time zone; null without a next opening, or when the one known is already past (a list loaded a
 * while ago): a wrong time is worse than none.
 */
export function nextOpeningText(
  restaurant: Pick<Restaurant, 'next_opening_at' | 'time_zone'>,
  now: Date,
): string | null {
  const when = nextOpeningWhen(restaurant, now);
  return when === null ? null : i18n.t('client:opening.opens', { when });
}

/**
 * The words of `nextOpeningText` after 'Ouvre' ('demain à 11:30'), for a sentence of its own
 * ('… (ouvre demain à 11:30)'); null under the same conditions.
 */
export function nextOpeningWhen(restaurant: Pick<Restaurant, 'next_opening_at' | 'time_zone'>, now: Date) {
  const at = restaurant.next_opening_at;
  if (!at || Date.parse(at) <= now.getTime()) return null;
  return atDayAndClock(at, restaurant.time_zone, now.getTime());
}

/** 'Ferme à 23:00' (the restaurant's clock), or null when no closing time is known. */
export function closingText(restaurant: Pick<Restaurant, 'closes_at' | 'time_zone'>): string | null {
  if (!restaurant.closes_at) return null;
  return i18n.t('client:opening.closesAt', { time: localClock(new Date(restaurant.closes_at), restaurant.time_zone) });
}
