import type { Restaurant } from '@teranga/shared-ui';
import { formatCalendarDay } from '../../../components/time/day-words';

export const DAY_LABELS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

export interface DayHours {
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  label: (typeof DAY_LABELS)[number];
  /** '11:30–14:30', in opening order; a range passing midnight reads '18:00–02:00'. Empty: closed that day. */
  ranges: string[];
}

/** The week as the 'Horaires' list shows it, Monday first, every day present. */
export function weekHours(openingHours: Restaurant['opening_hours']): DayHours[] {
  return DAY_LABELS.map((label, index) => ({
    day: index + 1,
    label,
    ranges: openingHours
      .filter((range) => range.day === index + 1)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((range) => `${range.open}–${range.close}`),
  }));
}

/**
 * The closures still to come or under way on `today` (the restaurant's local date), soonest first,
 * in words: 'Fermé le 1 mai', 'Fermé du 24 décembre au 26 décembre', 'Fermé jusqu’au 26 décembre'
 * (one that has begun), with its reason after a dash.
 */
export function upcomingClosures(closures: Restaurant['closures'], today: string): string[] {
  return closures
    .filter((closure) => closure.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((closure) => {
      const to = formatCalendarDay(closure.to);
      const when =
        closure.from <= today
          ? closure.to === today
            ? 'Fermé aujourd’hui'
            : `Fermé jusqu’au ${to} inclus`
          : closure.from === closure.to
            ? `Fermé le ${to}`
            : `Fermé du ${formatCalendarDay(closure.from)} au ${to}`;
      return closure.reason.trim() ? `${when} — ${closure.reason.trim()}` : when;
    });
}
