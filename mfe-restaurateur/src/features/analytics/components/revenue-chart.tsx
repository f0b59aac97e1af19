import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';

type Daily = NonNullable<RestaurantAnalytics['daily']>;

// Days come as UTC calendar dates ('YYYY-MM-DD'): format them in UTC so no day shifts.
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const euroTick = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

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
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e6d8ca" />
        <XAxis dataKey="date" tickFormatter={(value) => safe(dayFormat, value)} minTickGap={16} />
        <YAxis yAxisId="revenue" tickFormatter={(value: number) => euroTick.format(value)} width={64} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={40} />
        <Tooltip
          labelFormatter={(value) => safe(longDayFormat, value)}
          formatter={(value, name) => (name === "Chiffre d'affaires" ? formatPrice(Number(value)) : value)}
        />
        <Legend />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name="Chiffre d'affaires"
          fill={REVENUE_COLOUR}
          radius={[4, 4, 0, 0]}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Commandes"
          stroke={ORDERS_COLOUR}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
