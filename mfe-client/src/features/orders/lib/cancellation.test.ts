import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/mocks';
import type { Commande } from '@teranga/shared-ui';
import { cancellation } from './cancellation';

const cancelled = (overrides: Partial<Commande>) =>
  factories.commande({ status: 'annulee', payment_mode: 'card', payment_status: 'refunded', ...overrides });

describe('cancellation', () => {
  it('is null for an order that is not cancelled', () => {
    expect(cancellation(factories.commande({ status: 'en_attente', cancel_reason: 'rupture' }))).toBeNull();
  });

  it("tells a restaurant's refusal: who, the shared label of the reason, its message and the refund", () => {
    expect(
      cancellation(
        cancelled({
          cancel_reason: 'rupture',
          cancelled_by: 'restaurant',
          cancel_message: '  Plus de poisson  ',
          refunded_amount: 31.5,
        }),
      ),
    ).toEqual({
      who: 'Refusée par le restaurant',
      reason: 'Rupture de stock',
      message: { from: 'Message du restaurant', text: 'Plus de poisson' },
      refund: 'Remboursement : 31,50\u00a0€',
      cardRefund: true,
    });
  });

  it('names a deadline, the team and the client without repeating who in the reason', () => {
    expect(cancellation(cancelled({ cancel_reason: 'delai_depasse', cancelled_by: 'systeme' }))).toMatchObject({
      who: 'Annulée automatiquement',
      reason: 'Le restaurant n’a pas répondu à temps',
    });
    expect(
      cancellation(cancelled({ cancel_reason: 'admin', cancelled_by: 'admin', cancel_message: 'Doublon' })),
    ).toMatchObject({
      who: 'Annulée par l’équipe Teranga',
      reason: null,
      message: { from: 'Message de l’équipe Teranga', text: 'Doublon' },
    });
    expect(cancellation(cancelled({ cancel_reason: 'client', cancelled_by: 'client' }))).toMatchObject({
      who: 'Vous avez annulé cette commande',
      reason: null,
      message: null,
    });
  });

  it('says nothing of a refund when no money goes back, even for a paid card order', () => {
    const kept = cancellation(
      cancelled({ payment_status: 'paid', cancel_reason: 'admin', cancelled_by: 'admin', refunded_amount: 0 }),
    );
    expect(kept).toMatchObject({ refund: null, cardRefund: false });
  });

  it('falls back on the reason for who, and tells only the money when neither is known', () => {
    expect(cancellation(cancelled({ cancel_reason: 'surcharge', cancelled_by: null }))?.who).toBe(
      'Refusée par le restaurant',
    );
    expect(cancellation(cancelled({ cancel_reason: null, cancelled_by: null }))).toBeNull();
    // Money given back is still told.
    expect(cancellation(cancelled({ cancel_reason: null, cancelled_by: null, refunded_amount: 17 }))).toMatchObject({
      who: null,
      reason: null,
      refund: 'Remboursement : 17,00\u00a0€',
    });
  });
});
