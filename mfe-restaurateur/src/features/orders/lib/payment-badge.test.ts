import { describe, expect, it } from 'vitest';
import { awaitsCardPayment, paidOrCash, paymentBadge } from './payment-badge';

describe('paymentBadge', () => {
  it('flags a card order awaiting payment', () => {
    const order = { payment_mode: 'card', payment_status: 'pending' } as const;
    expect(paymentBadge(order)).toEqual({ label: 'Carte bancaire · Paiement en attente', tone: 'warning' });
    expect(awaitsCardPayment(order)).toBe(true);
  });

  it('reads cash not yet collected as paid at delivery, whatever the stored state', () => {
    for (const status of ['pending', 'not_applicable'] as const) {
      expect(paymentBadge({ payment_mode: 'cash', payment_status: status })?.label).toBe(
        'Espèces · Paiement à la livraison',
      );
      expect(awaitsCardPayment({ payment_mode: 'cash', payment_status: status })).toBe(false);
    }
  });

  it('shows paid and refunded orders as such, and nothing without payment data', () => {
    expect(paymentBadge({ payment_mode: 'card', payment_status: 'paid' })).toEqual({
      label: 'Carte bancaire · Payée',
      tone: 'success',
    });
    expect(paymentBadge({ payment_mode: 'cash', payment_status: 'paid' })?.label).toBe('Espèces · Payée');
    expect(paymentBadge({ payment_mode: 'card', payment_status: 'refunded' })?.label).toBe(
      'Carte bancaire · Remboursée',
    );
    expect(paymentBadge({})).toBeNull();
  });
});

describe('paidOrCash', () => {
  it('lets the kitchen hear of cash orders at once and of card orders once paid', () => {
    expect(paidOrCash({ payment_mode: 'cash', payment_status: 'not_applicable' })).toBe(true);
    expect(paidOrCash({ payment_mode: 'cash', payment_status: 'pending' })).toBe(true);
    expect(paidOrCash({ payment_mode: 'card', payment_status: 'paid' })).toBe(true);
    for (const status of ['pending', 'failed', 'refunded'] as const) {
      expect(paidOrCash({ payment_mode: 'card', payment_status: status })).toBe(false);
    }
  });
});
