import {
  addDays,
  formatCalendarDay,
  formatCalendarDayMonth,
  type CourierEarnings,
  type Period,
} from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LIVREUR_NS } from '../../../i18n';
import { weekWithinPeriod } from '../lib/local-dates';
import { PayPeriodList } from './pay-period-list';

/** A week cut by the period counts only its days inside it (as the API does): which ones. */
const daysWithin = (t: TFunction<typeof LIVREUR_NS>, { from, to }: Period) =>
  from === to
    ? t('earnings.breakdown.onlyDay', { date: formatCalendarDayMonth(from) })
    : t('earnings.breakdown.daysWithin', { from: formatCalendarDayMonth(from), to: formatCalendarDayMonth(to) });

/** The pay of each day the courier worked, then of each week (Monday first) the period touches. */
export function EarningsBreakdown({ earnings }: { earnings: CourierEarnings }) {
  const { t } = useTranslation(LIVREUR_NS);
  const period: Period = { from: earnings.from, to: earnings.to };
  // The API lists every day, zeros included; on a phone a month of empty rows would bury the worked ones.
  const workedDays = earnings.by_day.filter((day) => day.deliveries > 0);
  const offDays = earnings.by_day.length - workedDays.length;
  return (
    <>
      <PayPeriodList
        title={t('earnings.breakdown.byDay')}
        rows={workedDays.map((day) => ({ ...day, key: day.date, label: formatCalendarDay(day.date) }))}
        footer={offDays > 0 ? t('earnings.breakdown.offDays') : undefined}
      />
      <PayPeriodList
        title={t('earnings.breakdown.byWeek')}
        rows={earnings.by_week.map((week) => {
          const inside = weekWithinPeriod(week.week_start, period);
          const cut = inside.from !== week.week_start || inside.to !== addDays(week.week_start, 6);
          return {
            ...week,
            key: week.week_start,
            label: t('earnings.breakdown.week', { date: formatCalendarDayMonth(week.week_start) }),
            note: cut ? daysWithin(t, inside) : undefined,
          };
        })}
      />
    </>
  );
}
