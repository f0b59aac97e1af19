import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { DEFAULT_TIME_ZONE, SCHEDULE_LIMITS, type Restaurant } from '@teranga/shared-ui';
import { restaurantHoursSchema } from '@teranga/shared-ui/rules';
import type { z } from 'zod';

/**
 * The zones offered (France and its overseas departments, and the diaspora's West Africa), with
 * the key of their name in the catalogue (`restaurant.hours.timeZones.*`).
 */
export const TIME_ZONES = [
  { value: 'Europe/Paris', key: 'paris' },
  { value: 'America/Martinique', key: 'martinique' },
  { value: 'America/Guadeloupe', key: 'guadeloupe' },
  { value: 'America/Cayenne', key: 'cayenne' },
  { value: 'Indian/Reunion', key: 'reunion' },
  { value: 'Africa/Dakar', key: 'dakar' },
  { value: 'Africa/Abidjan', key: 'abidjan' },
  { value: 'Africa/Douala', key: 'douala' },
] as const;

/** The API's `day`, Monday first (their names are `common:labels.weekday.*`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface RangeValues {
  /** `HH:MM` from a time input ('' while empty). */
  open: string;
  close: string;
}

export interface ClosureValues {
  from: string;
  to: string;
  reason: string;
}

/** The hours as the form edits them: each day's ranges (index 0 = Monday), the closures, the zone. */
export interface HoursFormValues {
  days: { ranges: RangeValues[] }[];
  closures: ClosureValues[];
  time_zone: string;
}

export type HoursPayload = z.output<typeof restaurantHoursSchema>;

export function hoursToFormValues(restaurant: Pick<Restaurant, 'opening_hours' | 'closures' | 'time_zone'>) {
  const days = WEEKDAYS.map((day) => ({
    ranges: restaurant.opening_hours
      .filter((range) => range.day === day)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
  return {
    days,
    closures: restaurant.closures.map(({ from, to, reason }) => ({ from, to, reason })),
    time_zone: restaurant.time_zone || DEFAULT_TIME_ZONE,
  } satisfies HoursFormValues;
}

/** A range passing midnight: it closes the next day (`00:00` is midnight). */
export const passesMidnight = ({ open, close }: RangeValues) =>
  Boolean(open && close) && close <= open && close !== open;

/** What 'Ajouter une plage' proposes: lunch on an empty day, else the evening after the last range. */
export function newRange(ranges: readonly RangeValues[]): RangeValues {
  if (ranges.length === 0) return { open: '11:30', close: '14:30' };
  const last = ranges[ranges.length - 1]!;
  return last.close && last.close < '18:30' && !passesMidnight(last)
    ? { open: '18:30', close: '22:30' }
    : { open: '', close: '' };
}

export const canAddRange = (ranges: readonly RangeValues[]) => ranges.length < SCHEDULE_LIMITS.rangesPerDay;
export const canAddClosure = (closures: readonly ClosureValues[]) => closures.length < SCHEDULE_LIMITS.closures;

/**
 * The form as `PUT /restaurants/:id/hours`'s body, and where each weekly range came from (the
 * flat list's index → the day and its range in the form), to put the schema's messages back
 * next to the inputs they are about.
 */
export function toHoursBody(values: HoursFormValues) {
  const origins: { day: number; range: number }[] = [];
  const opening_hours = values.days.flatMap((day, dayIndex) =>
    day.ranges.map((range, rangeIndex) => {
      origins.push({ day: dayIndex, range: rangeIndex });
      return { day: dayIndex + 1, open: range.open, close: range.close };
    }),
  );
  const closures = values.closures.map(({ from, to, reason }) => ({ from, to, reason }));
  return { body: { opening_hours, closures, time_zone: values.time_zone }, origins };
}

/** The form field a schema issue is about (`path` in the body) — a day's ranges as a whole for an overlap. */
function fieldOf(path: readonly PropertyKey[], origins: ReturnType<typeof toHoursBody>['origins']): string {
  const [key, index, field] = path;
  if (key === 'opening_hours' && typeof index === 'number') {
    const origin = origins[index];
    if (!origin) return 'root';
    const ranges = `days.${origin.day}.ranges`;
    return field === 'open' || field === 'close' ? `${ranges}.${origin.range}.${field}` : `${ranges}.root`;
  }
  if (key === 'closures') {
    if (typeof index !== 'number') return 'closures.root';
    return `closures.${index}.${field === 'from' || field === 'reason' ? field : 'to'}`;
  }
  if (key === 'time_zone') return 'time_zone';
  return 'root';
}

/**
 * Checks the hours with the shared schema the API validates with (its messages, its limits) and
 * shows each complaint next to its input; the valid values are the body to send.
 */
export const hoursResolver: Resolver<HoursFormValues, unknown, HoursPayload> = (values) => {
  const { body, origins } = toHoursBody(values);
  const result = restaurantHoursSchema.safeParse(body);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<HoursFormValues> = {};
  for (const issue of result.error.issues) {
    const name = fieldOf(issue.path, origins);
    // The first complaint about a field is the one shown.
    if (!hasError(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

function hasError(errors: FieldErrors<HoursFormValues>, name: string): boolean {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[key];
  }
  return Boolean(node);
}
