import { describe, expect, it } from 'vitest';
import { REFUND_WINDOW_HOURS } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/testing';
import { refundableCents, refundWindowEnd } from './refund';

const HOUR = 3_600_000;
const deliveredAt = Date.parse('2026-03-10T12:00:00Z');
const delivered = (fields = {}) =>
  factories.commande({
    status: 'livree',
    payment_mode: 'card',
    payment_status: 'paid',
    total_price: 25.4,
    refunded_amount: 0,
    status_times: { livree: new Date(deliveredAt).toISOString() },
    ...fields,
  });

describe('refunds by the restaurant', () => {
  it('leaves the card payment minus what was already refunded, to the cent', () => {
    expect(refundableCents(delivered())).toBe(2540);
    expect(refundableCents(delivered({ refunded_amount: 4.5 }))).toBe(2090);
    // Floating euros never leave a stray cent.
    expect(refundableCents(delivered({ total_price: 0.3, refunded_amount: 0.1 }))).toBe(20);
  });

  it('leaves nothing on a cash order, an order not delivered, or one refunded in full', () => {
    expect(refundableCents(delivered({ payment_mode: 'cash' }))).toBe(0);
    expect(refundableCents(delivered({ status: 'en_livraison' }))).toBe(0);
    expect(refundableCents(delivered({ status: 'annulee', payment_status: 'refunded' }))).toBe(0);
    expect(refundableCents(delivered({ payment_status: 'refunded', refunded_amount: 25.4 }))).toBe(0);
  });

  it(`closes the window ${REFUND_WINDOW_HOURS} hours after the delivery`, () => {
    expect(refundWindowEnd(delivered())).toBe(deliveredAt + REFUND_WINDOW_HOURS * HOUR);
    // No recorded delivery time: the window cannot be shown open.
    expect(refundWindowEnd(delivered({ status_times: {} }))).toBeNull();
  });
});
