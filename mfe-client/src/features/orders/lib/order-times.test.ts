import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { announcedDeliveryAt, estimateText, scheduledText, waitingText } from './order-times';

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

describe('scheduledText', () => {
  const now = new Date(at('20:00')); // Friday 21:00 in Paris
  it('says when an order for later is due, from the day it is', () => {
    expect(scheduledText({ scheduled_for: at('21:30') }, now)).toBe('Prévue pour aujourd’hui à 22:30');
    expect(scheduledText({ scheduled_for: '2025-03-15T11:30:00Z' }, now)).toBe('Prévue pour demain à 12:30');
    expect(scheduledText({ scheduled_for: null }, now)).toBeNull();
  });

  it('turns tomorrow into today at midnight', () => {
    const due = { scheduled_for: '2025-03-15T11:30:00Z' };
    expect(scheduledText(due, new Date('2025-03-14T22:59:00Z'))).toBe('Prévue pour demain à 12:30');
    expect(scheduledText(due, new Date('2025-03-14T23:00:00Z'))).toBe('Prévue pour aujourd’hui à 12:30');
  });
});

describe('orderStatusLabel and estimateText', () => {
  it("call a collected take-away order 'Récupérée' and give its pickup time", () => {
    expect(orderStatusLabel('livree', 'a_emporter')).toBe('Récupérée');
    expect(orderStatusLabel('livree', 'livraison')).toBe('Livrée');
    expect(orderStatusLabel('prete', 'a_emporter')).toBe('Prête');
    expect(estimateText(at('12:20'), 'a_emporter')).toBe('Retrait prévu vers 13:20');
    expect(estimateText(at('12:20'))).toBe('Livraison estimée vers 13:20');
  });
});
