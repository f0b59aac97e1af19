import { http, HttpResponse } from 'msw';
import type { OrderStatus, PopularDish, RestaurantAnalytics } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { caller, managedRestaurant, round2 } from './guards';

const DAY_MS = 86_400_000;
const DAYS_MESSAGE = 'Le paramètre « days » doit être un entier entre 7 et 365';

/** The API's figures: revenue from non-cancelled orders (card ones once paid), every order counted. */
export function computeAnalytics(restaurantId: string, days: number, now = new Date()): Required<RestaurantAnalytics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const since = `${dates[0]}T00:00:00.000Z`;
  const daily = new Map(dates.map((date) => [date, { date, revenue: 0, orders: 0 }]));
  const byStatus: Partial<Record<OrderStatus, number>> = {};
  const dishes = new Map<string, PopularDish>();
  let revenue = 0;
  let counted = 0;
  let total = 0;

  for (const order of db.commandes) {
    if (order.restaurant_id !== restaurantId || order.created_at < since) continue;
    total += 1;
    byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    const day = daily.get(order.created_at.slice(0, 10));
    if (day) day.orders += 1;
    const countsAsRevenue =
      order.status !== 'annulee' && (order.payment_mode !== 'card' || order.payment_status === 'paid');
    if (!countsAsRevenue) continue;
    counted += 1;
    revenue += order.total_price;
    if (day) day.revenue = round2(day.revenue + order.total_price);
    for (const item of order.items) {
      const plat = db.plats.find((candidate) => candidate.id === item.plat_id);
      if (!plat) continue;
      const dish = dishes.get(plat.id) ?? { id: plat.id, name: plat.name, count: 0, revenue: 0 };
      dish.count += item.quantity;
      dish.revenue = round2(dish.revenue + item.subtotal);
      dishes.set(plat.id, dish);
    }
  }

  return {
    period_days: days,
    summary: {
      total_revenue: round2(revenue),
      total_orders: total,
      avg_order_value: counted ? round2(revenue / counted) : 0,
      orders_by_status: byStatus,
    },
    popular_dishes: [...dishes.values()]
      .sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.name.localeCompare(b.name, 'fr'))
      .slice(0, 10),
    daily: [...daily.values()],
  };
}

export const analyticsHandlers = [
  http.get(`${MOCK_API_URL}/analytics/restaurant/:id`, ({ request, params }) => {
    const restaurant = managedRestaurant(caller(request, ['restaurateur', 'admin']), String(params.id));
    const text = new URL(request.url).searchParams.get('days') ?? '30';
    const days = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!(days >= 7 && days <= 365)) return problem(400, DAYS_MESSAGE);
    return HttpResponse.json<RestaurantAnalytics>(computeAnalytics(restaurant.id, days));
  }),
];
