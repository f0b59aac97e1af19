import { currentLocale, i18n, type Restaurant } from '@teranga/shared-ui';
import { formatCalendarDay } from '../../../components/time/day-words';
import '../../../i18n';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A day's name heading its line: the shared label ('lundi', mid-sentence in French) with a capital. */
const dayLabel = (day: (typeof WEEK)[number]) => {
  const name = i18n.t(`common:labels.weekday.${day}`);
  return name.charAt(0).toLocaleUpperCase(currentLocale()) + name.slice(1);
};

export interface DayHours {
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  /** 'Lundi', in the page's language. */
  label: string;
  /** '11:30–14:30', in opening order; a range passing midnight reads '18:00–02:00'. Empty: closed that day. */
  ranges: string[];
}

/** The week as the 'Horaires' list shows it, Monday first, every day present. */
export function weekHours(openingHours: Restaurant['opening_hours']): DayHours[] {
  return WEEK.map((day) => ({
    day,
    label: dayLabel(day),
    ranges: openingHours
      .filter((range) => range.day === day)
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
            ? i18n.t('client:restaurant.closure.today')
            : i18n.t('client:restaurant.closure.until', { to })
          : closure.from === closure.to
            ? i18n.t('client:restaurant.closure.on', { to })
            : i18n.t('client:restaurant.closure.range', { from: formatCalendarDay(closure.from), to });
      const reason = closure.reason.trim();
      return reason ? i18n.t('client:restaurant.closure.withReason', { when, reason }) : when;
    });
}
