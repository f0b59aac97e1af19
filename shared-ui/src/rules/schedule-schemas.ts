import { z } from 'zod';
import { BUSY_MINUTES, SCHEDULE_LIMITS, SCHEDULE_MESSAGES, type OpeningRange } from './restaurant-ops';
import {
  canonicalTimeZone,
  CLOCK_PATTERN,
  clockMinutes,
  isClock,
  isIsoDate,
  ISO_DATE_PATTERN,
  MINUTES_PER_DAY,
} from './zoned-time';

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

// The zod side of ./restaurant-ops for the schedule routes (why apart: see ./index.ts). The small
// checks the API's schedule module and the 'Mon restaurant' form share are in ./zoned-time.

/**
 * Minutes a range stays open: `close` ≤ `open` passes midnight, so `close` "00:00" closes at
 * midnight. 0 when `open` equals `close` (refused: neither empty nor 24 h would be what was meant).
 */
export function rangeMinutes(range: Pick<OpeningRange, 'open' | 'close'>): number {
  const open = clockMinutes(range.open);
  const close = clockMinutes(range.close);
  return open === close ? 0 : (close - open + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * The index of the first range that overlaps an earlier one on the weekly clock (a range passing
 * midnight runs into the next day, Sunday's into Monday), or -1. Ranges that only touch
 * (12:00–15:00 and 15:00–18:00) do not overlap. Expects valid days and clocks.
 */
export function firstOverlap(ranges: readonly OpeningRange[]): number {
  const spans = ranges.map((r) => {
    const start = (r.day - 1) * MINUTES_PER_DAY + clockMinutes(r.open);
    return { start, end: start + rangeMinutes(r) };
  });
  for (let i = 1; i < spans.length; i++) {
    const a = spans[i]!;
    for (let j = 0; j < i; j++) {
      const b = spans[j]!;
      for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        if (a.start < b.end + shift && b.start + shift < a.end) return i;
      }
    }
  }
  return -1;
}

const clockField = z.string({ error: SCHEDULE_MESSAGES.time }).regex(CLOCK_PATTERN, { error: SCHEDULE_MESSAGES.time });

const dateField = z
  .string({ error: SCHEDULE_MESSAGES.date })
  .regex(ISO_DATE_PATTERN, { error: SCHEDULE_MESSAGES.date })
  .refine(isIsoDate, { error: SCHEDULE_MESSAGES.date });

/** One weekly range. */
export const openingRangeSchema = z
  .strictObject({
    day: z
      .number({ error: SCHEDULE_MESSAGES.day })
      .int({ error: SCHEDULE_MESSAGES.day })
      .min(1, { error: SCHEDULE_MESSAGES.day })
      .max(7, { error: SCHEDULE_MESSAGES.day }),
    open: clockField.meta({ description: 'Heure locale HH:MM (00:00–23:59)', example: '11:30' }),
    close: clockField.meta({
      description: 'Heure locale HH:MM ; pas après l’ouverture : le lendemain ; 00:00 = minuit',
      example: '14:30',
    }),
  })
  .refine((r) => !isClock(r.open) || !isClock(r.close) || r.open !== r.close, {
    error: SCHEDULE_MESSAGES.emptyRange,
    path: ['close'],
  });

/** One exceptional closure: whole local days, both included. */
export const closureSchema = z
  .strictObject({
    from: dateField.meta({ description: 'Premier jour fermé (AAAA-MM-JJ, local)', example: '2026-12-24' }),
    to: dateField.meta({ description: 'Dernier jour fermé, inclus', example: '2026-12-26' }),
    reason: z.string().trim().max(SCHEDULE_LIMITS.reasonMax, { error: SCHEDULE_MESSAGES.reasonTooLong }).default(''),
  })
  .refine((c) => !isIsoDate(c.from) || !isIsoDate(c.to) || c.from <= c.to, {
    error: SCHEDULE_MESSAGES.closureOrder,
    path: ['to'],
  });

/** A time zone by its IANA name, stored under its canonical spelling. */
export const timeZoneSchema = z
  .string({ error: SCHEDULE_MESSAGES.timeZone })
  .max(64, { error: SCHEDULE_MESSAGES.timeZone })
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeZone });
      return z.NEVER;
    }
    return zone;
  });

/**
 * `PUT /restaurants/{id}/hours`: the whole week and every closure (both replace the stored ones);
 * `time_zone` unchanged when absent. An empty `opening_hours` means no hours: the manual switch
 * alone decides (closures still close their days).
 */
export const restaurantHoursSchema = z
  .strictObject({
    opening_hours: z.array(openingRangeSchema).max(7 * SCHEDULE_LIMITS.rangesPerDay),
    closures: z.array(closureSchema).max(SCHEDULE_LIMITS.closures, { error: SCHEDULE_MESSAGES.tooManyClosures }),
    time_zone: timeZoneSchema
      .meta({ description: 'Fuseau IANA (inchangé si absent)', example: 'Europe/Paris' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const perDay = new Map<number, number>();
    for (const [i, range] of body.opening_hours.entries()) {
      const count = (perDay.get(range.day) ?? 0) + 1;
      perDay.set(range.day, count);
      if (count > SCHEDULE_LIMITS.rangesPerDay) {
        ctx.addIssue({
          code: 'custom',
          message: SCHEDULE_MESSAGES.tooManyRanges(range.day),
          path: ['opening_hours', i],
        });
        return;
      }
    }
    const overlap = firstOverlap(body.opening_hours);
    if (overlap >= 0) {
      ctx.addIssue({
        code: 'custom',
        message: SCHEDULE_MESSAGES.overlap(body.opening_hours[overlap]!.day),
        path: ['opening_hours', overlap],
      });
    }
  });

export type RestaurantHoursInput = z.infer<typeof restaurantHoursSchema>;

/** `PUT /restaurants/{id}/busy`: extra minutes until `until` (in the future, within a day: checked by the API). */
export const busyModeSchema = z.strictObject({
  minutes: z.literal(BUSY_MINUTES, { error: SCHEDULE_MESSAGES.busyMinutes }),
  until: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.busyUntil }),
});

export type BusyModeInput = z.infer<typeof busyModeSchema>;
