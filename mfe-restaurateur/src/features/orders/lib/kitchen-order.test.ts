import { describe, expect, it } from 'vitest';
import { awaitsDecision, awaitsPayment, countdown, isDelayable, isPreparing } from './kitchen-order';

describe('awaitsDecision / awaitsPayment', () => {
  it('lets the kitchen decide on a new cash order, or a new card order once paid', () => {
    expect(awaitsDecision({ status: 'en_attente', payment_mode: 'cash', payment_status: 'not_applicable' })).toBe(true);
    expect(awaitsDecision({ status: 'en_attente', payment_mode: 'card', payment_status: 'paid' })).toBe(true);
    expect(awaitsPayment({ status: 'en_attente', payment_mode: 'card', payment_status: 'paid' })).toBe(false);
  });

  it('holds back a new card order until it is paid', () => {
    for (const status of ['pending', 'failed'] as const) {
      const order = { status: 'en_attente', payment_mode: 'card', payment_status: status } as const;
      expect(awaitsDecision(order)).toBe(false);
      expect(awaitsPayment(order)).toBe(true);
    }
  });

  it('says nothing of orders past the decision', () => {
    const order = { status: 'confirmee', payment_mode: 'card', payment_status: 'pending' } as const;
    expect(awaitsDecision(order)).toBe(false);
    expect(awaitsPayment(order)).toBe(false);
  });
});

describe('isDelayable / isPreparing', () => {
  it('offers a delay on accepted orders not yet handed over, as the API allows', () => {
    const yes = ['confirmee', 'en_preparation', 'prete'] as const;
    const no = ['en_attente', 'en_livraison', 'livree', 'annulee'] as const;
    for (const status of yes) expect(isDelayable({ status })).toBe(true);
    for (const status of no) expect(isDelayable({ status })).toBe(false);
  });

  it('reads a ready time only while the order is being prepared', () => {
    expect(isPreparing({ status: 'confirmee' })).toBe(true);
    expect(isPreparing({ status: 'en_preparation' })).toBe(true);
    expect(isPreparing({ status: 'prete' })).toBe(false);
  });
});

describe('countdown', () => {
  const deadline = '2025-03-10T12:34:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts minutes and seconds down, rounded up', () => {
    expect(countdown(deadline, at('2025-03-10T12:26:00.000Z'))).toEqual({ phase: 'normal', label: '8:00' });
    expect(countdown(deadline, at('2025-03-10T12:31:59.500Z'))).toEqual({ phase: 'normal', label: '2:01' });
  });

  it('turns urgent under 2 minutes, and overdue at the deadline', () => {
    expect(countdown(deadline, at('2025-03-10T12:32:00.000Z')).phase).toBe('normal');
    expect(countdown(deadline, at('2025-03-10T12:32:00.001Z'))).toEqual({ phase: 'urgent', label: '2:00' });
    expect(countdown(deadline, at('2025-03-10T12:33:51.000Z'))).toEqual({ phase: 'urgent', label: '0:09' });
    expect(countdown(deadline, at('2025-03-10T12:34:00.000Z'))).toEqual({ phase: 'overdue', label: '0:00' });
    expect(countdown(deadline, at('2025-03-10T12:40:00.000Z'))).toEqual({ phase: 'overdue', label: '0:00' });
  });
});
