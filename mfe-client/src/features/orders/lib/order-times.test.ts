import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/mocks';
import { announcedDeliveryAt, waitingText } from './order-times';

const at = (hhmm: string) => `2025-03-14T${hhmm}:00Z`;

describe('waitingText', () => {
  it("gives the restaurant's answer deadline of a new order", () => {
    expect(waitingText(factories.commande({ accept_by: at('12:38') }))).toBe(
      'En attente de confirmation du restaurant, réponse avant 13:38',
    );
    expect(waitingText(factories.commande({ accept_by: null }))).toBe('En attente de confirmation du restaurant');
  });

  it("gives an unpaid card order's payment deadline instead", () => {
    const unpaid = { payment_mode: 'card', accept_by: null, payment_deadline: at('12:45') } as const;
    expect(waitingText(factories.commande({ ...unpaid, payment_status: 'pending' }))).toBe(
      'Paiement en cours, à finaliser avant 13:45',
    );
    expect(waitingText(factories.commande({ ...unpaid, payment_status: 'failed' }))).toBe(
      'Paiement en cours, à finaliser avant 13:45',
    );
  });

  it('is null once the order is past waiting', () => {
    for (const status of ['confirmee', 'livree', 'annulee'] as const) {
      expect(waitingText(factories.commande({ status, accept_by: at('12:38') }))).toBeNull();
    }
  });
});

describe('announcedDeliveryAt', () => {
  it('is the announced time while the kitchen has the order only', () => {
    const estimated_delivery_at = at('13:27');
    for (const status of ['confirmee', 'en_preparation', 'prete'] as const) {
      expect(announcedDeliveryAt({ status, estimated_delivery_at })).toBe(estimated_delivery_at);
    }
    for (const status of ['en_attente', 'en_livraison', 'livree', 'annulee'] as const) {
      expect(announcedDeliveryAt({ status, estimated_delivery_at })).toBeNull();
    }
  });
});
