import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice, intlLocale, type RestaurantAnalytics } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';

type Daily = NonNullable<RestaurantAnalytics['daily']>;

// Days come as UTC calendar dates ('YYYY-MM-DD'): format them in UTC so no day shifts.
const asDate = (value: unknown) => new Date(`${String(value)}T00:00:00Z`);
const safe = (format: Intl.DateTimeFormat, value: unknown) => {
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
};

// SVG presentation attributes do not resolve CSS variables everywhere: the tokens' values.
const REVENUE_COLOUR = '#a63d1e';
const ORDERS_COLOUR = '#1e5b3a';

/** Revenue (bars, €) and orders (line) per day. Loaded lazily: recharts stays out of the first chunk. */
export default function RevenueChart({ daily }: { daily: Daily }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  // The axes' short formats, in the page's language (built again when it changes).
  const locale = intlLocale();
  const { dayFormat, longDayFormat, euroTick } = useMemo(
    () => ({
      dayFormat: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
      longDayFormat: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
      euroTick: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    }),
    [locale],
  );
  const revenue = t('analytics.daily.revenue');
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e6d8ca" />
        <XAxis dataKey="date" tickFormatter={(value) => safe(dayFormat, value)} minTickGap={16} />
        <YAxis yAxisId="revenue" tickFormatter={(value: number) => euroTick.format(value)} width={64} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={40} />
        <Tooltip
          labelFormatter={(value) => safe(longDayFormat, value)}
          formatter={(value, name) => (name === revenue ? formatPrice(Number(value)) : value)}
        />
        <Legend />
        <Bar yAxisId="revenue" dataKey="revenue" name={revenue} fill={REVENUE_COLOUR} radius={[4, 4, 0, 0]} />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name={t('analytics.daily.orders')}
          stroke={ORDERS_COLOUR}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
