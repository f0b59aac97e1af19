/**
 * `GET /analytics/restaurant/{id}?days=` — restaurant dashboard figures,
 * computed in SQL (GROUP BY) over the period, from the per-day roll-ups
 * `restaurant_daily_stats` / `restaurant_daily_dish_sales` that database
 * triggers keep exact on every order / line write (see the migration
 * `drizzle/0002_analytics_rollups.sql`, `drizzle-pg/0001_…` on PostgreSQL): a
 * 90-day period reads ≤ 90 × 7 + 90 × dishes rows instead of every order and line.
 *
 * - period: the last `days` calendar days (UTC), today included; `daily` has
 *   exactly `days` entries (zeros included), oldest first;
 * - total_orders / orders_by_status / daily.orders: every order of the period;
 * - revenue (total_price, delivery fee included): orders not cancelled, and
 *   card orders only once paid; avg_order_value = revenue / those orders;
 * - popular_dishes: top 10 by units, over the same revenue-counted orders
 *   (revenue = line subtotals); dishes deleted since are left out.
 */
import { z } from '@hono/zod-openapi';
import { query, type Db } from '../../db/client';
import { ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { IdParams } from '../../domain/fields';
import { toEuros } from '../../lib/money';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { loadOwnedRestaurant } from '../../middleware/ownership';
import { restaurantManager, routeFactory } from '../kit';

export const MIN_DAYS = 7;
export const MAX_DAYS = 365;
export const DEFAULT_DAYS = 30;
const DAYS_MESSAGE = `Le paramètre « days » doit être un entier entre ${MIN_DAYS} et ${MAX_DAYS}`;
const DAY_MS = 86_400_000;

/** `?days=` of every analytics route: the period, in calendar days. */
export const DaysQuery = z.object({
  days: z
    .string()
    .regex(/^\d{1,4}$/, { error: DAYS_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(MIN_DAYS, { error: DAYS_MESSAGE }).max(MAX_DAYS, { error: DAYS_MESSAGE }))
    .optional()
    .openapi({ type: 'integer', minimum: MIN_DAYS, maximum: MAX_DAYS, default: DEFAULT_DAYS }),
});

const RestaurantAnalyticsSchema = z
  .object({
    period_days: z.number().int(),
    summary: z.object({
      total_revenue: z.number().openapi({ description: 'Euros' }),
      total_orders: z.number().int(),
      avg_order_value: z.number().openapi({ description: 'Euros' }),
      // Keyed by status (absent = none), so clients index it with an order status.
      orders_by_status: z
        .partialRecord(z.enum(ORDER_STATUSES), z.number().int())
        .openapi({ example: { livree: 42, annulee: 3 } }),
    }),
    popular_dishes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        count: z.number().int(),
        revenue: z.number().openapi({ description: 'Euros' }),
      }),
    ),
    daily: z.array(
      z.object({ date: z.string().openapi({ example: '2025-01-31' }), revenue: z.number(), orders: z.number().int() }),
    ),
  })
  .openapi('RestaurantAnalytics');

type RestaurantAnalytics = z.infer<typeof RestaurantAnalyticsSchema>;

const route = routeFactory('Statistiques').get('/restaurant/{id}', 'getRestaurantAnalytics', restaurantManager, {
  summary: 'Statistiques d’un restaurant (propriétaire ou administrateur)',
  description:
    'Période : les `days` derniers jours (UTC, aujourd’hui compris). Chiffre d’affaires = total des commandes non annulées (carte : seulement une fois payées).',
  request: { params: IdParams, query: DaysQuery },
  responses: { 200: jsonResponse(RestaurantAnalyticsSchema, 'Statistiques'), ...errorResponses(400, 401, 403, 404) },
});

interface DayStatusRow {
  day: string;
  status: OrderStatus;
  orders: number;
  counted: number;
  revenue: number;
}

interface DishRow {
  id: string;
  name: string;
  count: number;
  revenue: number;
}

// Read from the daily roll-ups kept by triggers (drizzle/0002_analytics_rollups.sql):
// at most days × statuses rows, whatever the number of orders.
const BY_DAY_STATUS = query(
  `SELECT day, status, sum(orders) AS orders, sum(counted) AS counted, sum(revenue_cents) AS revenue
   FROM restaurant_daily_stats
   WHERE restaurant_id = ? AND day >= ?
   GROUP BY day, status
   HAVING sum(orders) <> 0`,
);

// Grouped by the dish's key, not `s.plat_id`: PostgreSQL selects only grouped columns or those of
// a grouped primary key (`p.name`); the same groups on SQLite.
const DISHES = query(
  `SELECT p.id AS id, p.name AS name, sum(s.quantity) AS count, sum(s.revenue_cents) AS revenue
   FROM restaurant_daily_dish_sales s
   JOIN plats p ON p.id = s.plat_id
   WHERE s.restaurant_id = ? AND s.day >= ?
   GROUP BY p.id
   HAVING sum(s.quantity) > 0
   ORDER BY count DESC, revenue DESC, name
   LIMIT 10`,
);

/** `YYYY-MM-DD` (UTC) of each of the last `days` days, oldest first. */
function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(new Date(today - i * DAY_MS).toISOString().slice(0, 10));
  return out;
}

export async function computeRestaurantAnalytics(
  db: Db,
  restaurantId: string,
  days: number,
  now = new Date(),
): Promise<RestaurantAnalytics> {
  const dates = periodDays(days, now);
  const since = dates[0]!;

  const daily = new Map(dates.map((date) => [date, { date, revenue: 0, orders: 0 }]));
  const byStatus: Partial<Record<OrderStatus, number>> = {};
  let totalOrders = 0;
  let counted = 0;
  let revenueCents = 0;
  for (const row of await db.rows<DayStatusRow>(BY_DAY_STATUS, [restaurantId, since])) {
    totalOrders += row.orders;
    counted += row.counted;
    revenueCents += row.revenue;
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.orders;
    const day = daily.get(row.day);
    if (day) {
      day.orders += row.orders;
      day.revenue += row.revenue;
    }
  }
  const ordersByStatus: Record<string, number> = {};
  for (const status of ORDER_STATUSES) if (byStatus[status]) ordersByStatus[status] = byStatus[status]!;

  return {
    period_days: days,
    summary: {
      total_revenue: toEuros(revenueCents),
      total_orders: totalOrders,
      avg_order_value: counted > 0 ? toEuros(revenueCents / counted) : 0,
      orders_by_status: ordersByStatus,
    },
    popular_dishes: (await db.rows<DishRow>(DISHES, [restaurantId, since])).map((dish) => ({
      ...dish,
      revenue: toEuros(dish.revenue),
    })),
    daily: [...daily.values()].map((day) => ({ ...day, revenue: toEuros(day.revenue) })),
  };
}

export function restaurantAnalyticsRoutes() {
  const router = createRouter();
  router.openapi(route, async (c) => {
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const days = c.req.valid('query').days ?? DEFAULT_DAYS;
    return c.json(await computeRestaurantAnalytics(c.get('deps').db, restaurant.id, days), 200);
  });
  return router;
}
