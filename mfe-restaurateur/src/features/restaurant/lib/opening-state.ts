import { SCHEDULE_LIMITS, type Restaurant } from '@teranga/shared-ui';
import { atDayAndClock } from '@teranga/shared-ui';
import { tr } from '../../../i18n';

export type OpeningTone = 'success' | 'warning' | 'danger';

export interface OpeningState {
  /** 'Ouvert maintenant, ferme à 14:30', 'Fermé, ouvre demain à 11:30'… */
  text: string;
  tone: OpeningTone;
}

type Opening = Pick<
  Restaurant,
  'is_open' | 'is_open_now' | 'closes_at' | 'next_opening_at' | 'time_zone' | 'paused_reason'
>;

/**
 * Where the restaurant stands for its clients now, from the API's answer (`is_open_now`,
 * `closes_at`, `next_opening_at`), its times said in the restaurant's time zone from `now`.
 */
export function openingState(restaurant: Opening, now: number): OpeningState {
  const zone = restaurant.time_zone;
  if (restaurant.is_open_now) {
    return {
      text: restaurant.closes_at
        ? tr('restaurant.status.openUntil', { when: atDayAndClock(restaurant.closes_at, zone, now) })
        : tr('restaurant.status.open'),
      tone: 'success',
    };
  }
  if (!restaurant.is_open) {
    return {
      text: restaurant.paused_reason ? tr('restaurant.status.paused') : tr('restaurant.status.switchedOff'),
      tone: 'danger',
    };
  }
  if (restaurant.next_opening_at) {
    return {
      text: tr('restaurant.status.opensAt', { when: atDayAndClock(restaurant.next_opening_at, zone, now) }),
      tone: 'warning',
    };
  }
  return {
    text: tr('restaurant.status.noOpening', { days: SCHEDULE_LIMITS.lookAheadDays }),
    tone: 'danger',
  };
}
