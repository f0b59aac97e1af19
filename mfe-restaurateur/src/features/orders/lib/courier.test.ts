import { describe, expect, it } from 'vitest';
import type { Suivi } from '../api/get-order-tracking';
import { courierTrip, mayHaveCourier } from './courier';

const delivery = (fields: Partial<NonNullable<Suivi['livraison']>>): NonNullable<Suivi['livraison']> => ({
  id: 'l-1',
  status: 'acceptee',
  livreur_first_name: 'Ibrahima',
  last_latitude: null,
  last_longitude: null,
  pickup_time: null,
  delivery_time: null,
  distance_km: null,
  pin_locked: false,
  ...fields,
});

describe('mayHaveCourier', () => {
  it('asks only for confirmed orders still in the kitchen or on their way', () => {
    for (const status of ['confirmee', 'en_preparation', 'prete', 'en_livraison'] as const) {
      expect(mayHaveCourier({ status, livraison_id: 'l-1' })).toBe(true);
    }
    for (const status of ['en_attente', 'livree', 'annulee'] as const) {
      expect(mayHaveCourier({ status, livraison_id: 'l-1' })).toBe(false);
    }
    expect(mayHaveCourier({ status: 'prete', livraison_id: null })).toBe(false);
  });
});

describe('courierTrip', () => {
  it('heads to the restaurant once accepted, with the arrival when the API estimates it', () => {
    const at = '2025-03-03T19:12:00Z';
    expect(courierTrip({ livraison: delivery({}), courier_arrival_at: at })).toEqual({
      name: 'Ibrahima',
      heading: 'restaurant',
      arrivalAt: at,
    });
    expect(courierTrip({ livraison: delivery({}), courier_arrival_at: null })).toMatchObject({ arrivalAt: null });
  });

  it('heads to the client once picked up', () => {
    expect(courierTrip({ livraison: delivery({ status: 'en_cours' }), courier_arrival_at: null })).toEqual({
      name: 'Ibrahima',
      heading: 'client',
    });
  });

  it('shows nobody before a courier accepted, nor after the hand-over', () => {
    expect(courierTrip({ livraison: null, courier_arrival_at: null })).toBeNull();
    for (const status of ['en_attente', 'livree', 'annulee'] as const) {
      const livreur = status === 'en_attente' ? null : 'Ibrahima';
      expect(
        courierTrip({ livraison: delivery({ status, livreur_first_name: livreur }), courier_arrival_at: null }),
      ).toBeNull();
    }
  });
});
