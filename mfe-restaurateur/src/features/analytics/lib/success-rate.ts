import type { RestaurantAnalytics } from '@teranga/shared-ui';

/** Delivered orders over all orders of the period, as a rounded percentage; 0 without orders. */
export function successRate(summary: RestaurantAnalytics['summary']): number {
  const total = summary.total_orders;
  if (!total) return 0;
  return Math.round(((summary.orders_by_status.livree ?? 0) / total) * 100);
}
