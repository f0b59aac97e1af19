import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/mocks';
import type { Suivi } from '@teranga/shared-ui';
import { deliveryPinToShow, deliveryTimeText, routePoints, timelineSteps, trackingPlaces } from './tracking';

const at = (hhmm: string) => `2025-03-14T${hhmm}:00Z`;

function suivi(overrides: Partial<Suivi> = {}, commande: Partial<Suivi['commande']> = {}): Suivi {
  return {
    commande: factories.commande({ status: 'en_livraison', status_times: {}, delivery_pin: '4821', ...commande }),
    restaurant: { id: 'r-dakar', name: 'Teranga Dakar', address: '1 rue A', latitude: 48.88, longitude: 2.35 },
    destination: { address: '2 rue B', latitude: 48.89, longitude: 2.34 },
    livraison: {
      id: 'l-1',
      status: 'en_cours',
      livreur_first_name: 'Moussa',
      last_latitude: 48.885,
      last_longitude: 2.345,
      pickup_time: at('12:40'),
      delivery_time: null,
      distance_km: 1.5,
      pin_locked: false,
    },
    estimated_delivery_at: at('13:00'),
    courier_arrival_at: null,
    ...overrides,
  };
}

describe('timelineSteps', () => {
  it('marks the steps reached, the current one and those to come', () => {
    const steps = timelineSteps({
      status: 'en_preparation',
      status_times: { en_attente: at('12:00'), confirmee: at('12:05'), en_preparation: at('12:10') },
    });
    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ['en_attente', 'done', at('12:00')],
      ['confirmee', 'done', at('12:05')],
      ['en_preparation', 'current', at('12:10')],
      ['prete', 'upcoming', null],
      ['en_livraison', 'upcoming', null],
      ['livree', 'upcoming', null],
    ]);
  });

  it('keeps a reached step without a recorded time (orders older than the times) as reached', () => {
    expect(timelineSteps({ status: 'confirmee', status_times: {} }).map((step) => step.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('ends a cancelled order at the cancellation, after the steps it reached', () => {
    const steps = timelineSteps({
      status: 'annulee',
      status_times: { en_attente: at('12:00'), confirmee: at('12:05'), annulee: at('12:20') },
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['en_attente', 'done'],
      ['confirmee', 'done'],
      ['annulee', 'current'],
    ]);
  });
});

describe('deliveryTimeText', () => {
  it('gives the estimate, the delivery time once delivered, nothing for a cancelled order', () => {
    expect(deliveryTimeText(suivi())).toBe('Livraison estimée vers 14:00');
    expect(deliveryTimeText(suivi({ estimated_delivery_at: at('13:41') }, { status: 'livree' }))).toBe(
      'Livrée à 14:41',
    );
    expect(deliveryTimeText(suivi({ estimated_delivery_at: null }, { status: 'annulee' }))).toBeNull();
    expect(deliveryTimeText(suivi({ estimated_delivery_at: null }))).toBe('Heure de livraison en cours d’estimation');
  });

  it("gives the kitchen's announced time (pushed by its delays) until the pick-up, the API's live estimate after", () => {
    // The tracking answer rebuilds its estimate from the ready time and ignores a delay once ready.
    const tracking = { estimated_delivery_at: at('13:10') };
    for (const status of ['confirmee', 'en_preparation', 'prete'] as const) {
      expect(deliveryTimeText(suivi(tracking, { status, estimated_delivery_at: at('13:25') }))).toBe(
        'Livraison estimée vers 14:25',
      );
    }
    expect(deliveryTimeText(suivi(tracking, { status: 'en_livraison', estimated_delivery_at: at('13:25') }))).toBe(
      'Livraison estimée vers 14:10',
    );
    // Accepted before the API kept the time: its own estimate still says something.
    expect(deliveryTimeText(suivi(tracking, { status: 'confirmee', estimated_delivery_at: null }))).toBe(
      'Livraison estimée vers 14:10',
    );
  });
});

describe('deliveryPinToShow', () => {
  it('shows the code only while the order is on its way', () => {
    expect(deliveryPinToShow({ status: 'en_livraison', delivery_pin: '4821' })).toBe('4821');
    for (const status of ['confirmee', 'en_preparation', 'prete', 'livree', 'annulee'] as const) {
      expect(deliveryPinToShow({ status, delivery_pin: '4821' })).toBeNull();
    }
    expect(deliveryPinToShow({ status: 'en_livraison', delivery_pin: null })).toBeNull();
  });
});

describe('trackingPlaces and routePoints', () => {
  it('routes restaurant → courier → address once picked up', () => {
    const places = trackingPlaces(suivi())!;
    expect(places.courier).toMatchObject({ latitude: 48.885, longitude: 2.345, name: 'Moussa', toRestaurant: false });
    expect(routePoints(places).map((p) => p.latitude)).toEqual([48.88, 48.885, 48.89]);
  });

  it('routes courier → restaurant → address while the courier goes to the restaurant', () => {
    const base = suivi();
    const places = trackingPlaces({ ...base, livraison: { ...base.livraison!, status: 'acceptee' } })!;
    expect(routePoints(places).map((p) => p.latitude)).toEqual([48.885, 48.88, 48.89]);
  });

  it('draws no courier without a position, or once delivered', () => {
    const base = suivi();
    expect(trackingPlaces({ ...base, livraison: { ...base.livraison!, last_latitude: null } })!.courier).toBeNull();
    expect(trackingPlaces(suivi({}, { status: 'livree' }))!.courier).toBeNull();
  });

  it('gives no map when either end has no coordinates', () => {
    expect(trackingPlaces(suivi({ destination: { address: '2 rue B', latitude: null, longitude: null } }))).toBeNull();
    const base = suivi();
    expect(trackingPlaces({ ...base, restaurant: { ...base.restaurant, longitude: null } })).toBeNull();
  });
});

describe('take-away orders', () => {
  it('have no trip in their timeline: from ready to collected', () => {
    const steps = timelineSteps({
      status: 'prete',
      fulfillment: 'a_emporter',
      status_times: {
        en_attente: at('12:00'),
        confirmee: at('12:01'),
        en_preparation: at('12:02'),
        prete: at('12:20'),
      },
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['en_attente', 'done'],
      ['confirmee', 'done'],
      ['en_preparation', 'done'],
      ['prete', 'current'],
      ['livree', 'upcoming'],
    ]);
  });

  it('say when to collect them, and when they were collected', () => {
    const takeAway = { fulfillment: 'a_emporter', livraison_id: null } as const;
    expect(
      deliveryTimeText(
        suivi({ livraison: null }, { ...takeAway, status: 'en_preparation', estimated_delivery_at: at('12:20') }),
      ),
    ).toBe('Retrait prévu vers 13:20');
    expect(
      deliveryTimeText(suivi({ livraison: null, estimated_delivery_at: null }, { ...takeAway, status: 'en_attente' })),
    ).toBe('Heure de retrait en cours d’estimation');
    expect(deliveryTimeText(suivi({ estimated_delivery_at: at('12:24') }, { ...takeAway, status: 'livree' }))).toBe(
      'Récupérée à 13:24',
    );
  });
});
