import { z } from 'zod';
import { BUSY_MINUTES, isClock, type Restaurant } from '@teranga/shared-ui';
import { busyModeSchema } from '@teranga/shared-ui/rules';
import { clockIn, nextOccurrence } from '@teranga/shared-ui';
import { tr } from '../../../i18n';

export interface BusyFormValues {
  /** One of `BUSY_MINUTES`, as the radio buttons hold it. */
  minutes: string;
  /** `HH:MM`, local to the restaurant. */
  until: string;
}

/**
 * The busy-mode form read into `PUT /restaurants/:id/busy`'s body: the end is the next time the
 * restaurant's clock shows `until` (later today, else tomorrow), so always within the API's 24 h.
 * `now` is read at submit time.
 */
export const busyFormSchema = (timeZone: string, now: () => number) =>
  z
    .object({
      minutes: z.string(),
      until: z.string().refine(isClock, { error: () => tr('restaurant.busy.untilRequired') }),
    })
    .transform(({ minutes, until }) => ({
      minutes: Number(minutes),
      until: nextOccurrence(until, timeZone, now()).toISOString(),
    }))
    .pipe(busyModeSchema);

const QUARTER = 15 * 60_000;

/**
 * What the form proposes: the running busy mode if any, else 20 minutes until the restaurant
 * closes, or for the next hour (on the quarter) when no closing time is known.
 */
export function busyFormDefaults(
  restaurant: Pick<Restaurant, 'busy_minutes' | 'busy_until' | 'closes_at' | 'time_zone'>,
  now: number,
): BusyFormValues {
  const minutes = String(restaurant.busy_minutes ?? BUSY_MINUTES[1]);
  const end =
    restaurant.busy_until ?? restaurant.closes_at ?? new Date(Math.ceil((now + 4 * QUARTER) / QUARTER) * QUARTER);
  return { minutes, until: clockIn(end, restaurant.time_zone) };
}

/** Busy mode is on: it has minutes and ends later. */
export const isBusy = (restaurant: Pick<Restaurant, 'busy_minutes' | 'busy_until'>, now: number) =>
  restaurant.busy_minutes !== null && restaurant.busy_until !== null && Date.parse(restaurant.busy_until) > now;
