import { addDays, i18n, type Period } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';

/** The days of the week starting `weekStart` that the period holds: the API counts only those. */
export function weekWithinPeriod(weekStart: string, period: Period): Period {
  const sunday = addDays(weekStart, 6);
  return { from: weekStart < period.from ? period.from : weekStart, to: sunday > period.to ? period.to : sunday };
}

/** '1 course', '3 courses' (none: '0 course', as French counts zero in the singular), in the page's language. */
export const courseCount = (count: number) => i18n.t('earnings.courseCount', { ns: LIVREUR_NS, count });
