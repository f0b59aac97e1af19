import { describe, expect, it } from 'vitest';
import { account, plat, restaurant } from '../test/catalog-fixtures';
import { useTestApp } from '../test/helpers';
import { estimateTimes, type EstimateInput } from './tracking';

const now = new Date('2026-11-24T19:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
// 2.7 km by road between these two points: 10.8 min of travel at 4 min/km (11 once rounded).
const restaurantPlace = { lat: 48.8889, lng: 2.353 };
const destination = { lat: 48.8704, lng: 2.3548 };

const base: EstimateInput = {
  status: 'confirmee',
  createdAt: minutes(-5),
  statusTimes: { en_attente: minutes(-5), confirmee: minutes(-3) },
  announcedMinutes: 40,
  restaurant: restaurantPlace,
  destination,
  livraison: { status: 'en_attente', estimatedTimeMinutes: 20, pickupTime: null, deliveryTime: null, courier: null },
};
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('estimateTimes', () => {
  it('before pick-up: confirmed + preparation (announced − travel) + travel', () => {
    const { deliveryAt, courierArrivalAt } = estimateTimes(base, now);
    // travel 10.8 → preparation 29.2 → ready at −3 + 29 = 26 → delivered at 26 + 11 = 37.
    expect(iso(deliveryAt)).toBe(minutes(37));
    expect(courierArrivalAt).toBeNull();
  });

  it('a ready order waits for its courier: pick-up at the courier’s arrival', () => {
    const { deliveryAt, courierArrivalAt } = estimateTimes(
      {
        ...base,
        status: 'prete',
        statusTimes: { ...base.statusTimes, prete: minutes(-1) },
        livraison: { ...base.livraison!, status: 'acceptee', courier: destination },
      },
      now,
    );
    // The courier is 2.7 km away (11 min): pick-up at 11, delivery 11 min later.
    expect(iso(courierArrivalAt)).toBe(minutes(11));
    expect(iso(deliveryAt)).toBe(minutes(22));
  });

  it('on the way: from the courier’s last position, else from the pick-up time; never in the past', () => {
    const halfway = { lat: 48.8797, lng: 2.3539 };
    const onTheWay = { ...base, status: 'en_livraison' as const };
    expect(
      iso(
        estimateTimes({ ...onTheWay, livraison: { ...base.livraison!, status: 'en_cours', courier: halfway } }, now)
          .deliveryAt,
      ),
    ).toBe(minutes(5));
    expect(
      iso(
        estimateTimes(
          { ...onTheWay, livraison: { ...base.livraison!, status: 'en_cours', pickupTime: minutes(-4) } },
          now,
        ).deliveryAt,
      ),
    ).toBe(minutes(7));
    // Picked up an hour ago and still not there: "in a minute", not an hour ago.
    expect(
      iso(
        estimateTimes(
          { ...onTheWay, livraison: { ...base.livraison!, status: 'en_cours', pickupTime: minutes(-60) } },
          now,
        ).deliveryAt,
      ),
    ).toBe(minutes(1));
  });

  it('delivered: the delivery time; cancelled: none; unknown places: the delivery’s own estimate', () => {
    const delivered = {
      ...base,
      status: 'livree' as const,
      livraison: { ...base.livraison!, status: 'livree' as const, deliveryTime: minutes(-2) },
    };
    expect(iso(estimateTimes(delivered, now).deliveryAt)).toBe(minutes(-2));
    expect(estimateTimes({ ...base, status: 'annulee' }, now).deliveryAt).toBeNull();
    // 20 min of travel from the delivery, preparation 40 − 20 = 20 → −3 + 20 + 20.
    expect(iso(estimateTimes({ ...base, restaurant: null }, now).deliveryAt)).toBe(minutes(37));
  });
});

describe('GET /api/commandes/:id/suivi and the delivery code', () => {
  const t = useTestApp();

  it('the client reads their tracking with the code; the restaurant without it; others get 404', async () => {
    const owner = await account(t, 'restaurateur');
    const resto = await restaurant(t, owner.id, { name: 'Chez Fatou' });
    const dish = await plat(t, resto.id, { priceCents: 1500 });
    const client = await account(t, 'client', { name: 'Awa Diop' });
    const stranger = await account(t, 'client');
    const admin = await account(t, 'admin');
    const courier = await account(t, 'livreur', { name: 'Moussa Ndiaye' });
    const placed = await t.json(
      'POST',
      '/api/commandes',
      {
        restaurant_id: resto.id,
        items: [{ plat_id: dish.id, quantity: 1 }],
        delivery_address: '5 Rue Myrha, 75018 Paris',
        payment_mode: 'cash',
      },
      client.headers,
    );
    const { id } = (await placed.json()) as { id: string };
    expect(
      (await t.request(`/api/commandes/${id}/status?new_status=confirmee`, { method: 'PATCH', headers: owner.headers }))
        .status,
    ).toBe(200);
    const { livraison_id } = await (await t.request(`/api/commandes/${id}`, { headers: admin.headers })).json();
    expect(
      (await t.request(`/api/livraisons/${livraison_id}/accept`, { method: 'POST', headers: courier.headers })).status,
    ).toBe(200);

    const mine = await t.request(`/api/commandes/${id}/suivi`, { headers: client.headers });
    expect(mine.status).toBe(200);
    const suivi = await mine.json();
    expect(suivi).toMatchObject({
      commande: { id, status: 'confirmee', delivery_pin: expect.stringMatching(/^\d{4}$/) },
      restaurant: { id: resto.id, name: 'Chez Fatou', latitude: 48.8889, longitude: 2.353 },
      destination: { address: '5 Rue Myrha, 75018 Paris', latitude: expect.any(Number) },
      livraison: { id: livraison_id, status: 'acceptee', livreur_first_name: 'Moussa', pin_locked: false },
      estimated_delivery_at: expect.any(String),
      courier_arrival_at: null,
    });
    expect(Object.keys(suivi.commande.status_times)).toEqual(['en_attente', 'confirmee']);
    expect(Date.parse(suivi.estimated_delivery_at)).toBeGreaterThan(Date.now());

    const kitchen = await (await t.request(`/api/commandes/${id}/suivi`, { headers: owner.headers })).json();
    expect(kitchen.commande).not.toHaveProperty('delivery_pin');
    const order = await (await t.request(`/api/commandes/${id}`, { headers: owner.headers })).json();
    expect(order).not.toHaveProperty('delivery_pin');
    const courierView = await (await t.request(`/api/commandes/${id}`, { headers: courier.headers })).json();
    expect(courierView).not.toHaveProperty('delivery_pin');
    const adminView = await (await t.request(`/api/commandes/${id}`, { headers: admin.headers })).json();
    expect(adminView.delivery_pin).toBe(suivi.commande.delivery_pin);
    expect((await t.request(`/api/commandes/${id}/suivi`, { headers: stranger.headers })).status).toBe(404);
  });
});
