import { describe, expect, it } from 'vitest';
import { successRate } from './success-rate';

const summary = (total: number, livree?: number) => ({
  total_revenue: 0,
  total_orders: total,
  avg_order_value: 0,
  orders_by_status: livree === undefined ? {} : { livree },
});

describe('successRate', () => {
  it('is delivered orders over all orders, rounded to a whole percentage', () => {
    expect(successRate(summary(3, 2))).toBe(67);
    expect(successRate(summary(8, 1))).toBe(13);
    expect(successRate(summary(4, 4))).toBe(100);
  });

  it('is 0 without orders or without delivered ones', () => {
    expect(successRate(summary(0))).toBe(0);
    expect(successRate(summary(5))).toBe(0);
  });
});
