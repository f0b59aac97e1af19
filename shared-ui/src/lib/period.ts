/**
 * Periods of the money pages (issue 17): local dates `YYYY-MM-DD`, both ends included, as the
 * statements' `from` / `to` take them. Calendar arithmetic of the shared zoned-time rules: the
 * zone only decides what "today" is.
 */
import { periodProblem } from '../rules/money';
import { addDays, isoWeekday, localDate } from '../rules/zoned-time';

export interface Period {
  from: string;
  to: string;
}

export type PeriodPreset = 'week' | 'month' | 'last_month';

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  week: 'Cette semaine',
  month: 'Ce mois-ci',
  last_month: 'Le mois dernier',
};

/** The preset period around `now` in `timeZone` (weeks start on Monday). */
export function presetPeriod(preset: PeriodPreset, now: Date, timeZone: string): Period {
  const today = localDate(now, timeZone);
  if (preset === 'week') return { from: addDays(today, 1 - isoWeekday(today)), to: today };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (preset === 'month') return { from: firstOfMonth, to: today };
  const lastOfPrevious = addDays(firstOfMonth, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

/** A period the API accepts: two dates, the end not before the start, at most `PERIOD_MAX_DAYS`. */
export function isValidPeriod(period: Period): boolean {
  return periodProblem(period.from, period.to) === null;
}
