import { ORDER_STATUS_CHAIN, ORDER_STATUSES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { livraisons, type OrderStatus } from '../db/schema';
import { account, order, orderCast, restaurant, stored } from '../test/catalog-fixtures';
import { perTest, useTestApp } from '../test/helpers';
import { haversineKm } from './geo';
import { advanceOrder, cancelOrder, completeDelivery, startDelivery } from './order-status';

const t = useTestApp();
// Restaurant at 14 Rue des Poissonniers, 75018 (saved coordinates).
const cast = perTest(() =>
  orderCast(t, { restaurant: { lat: 48.8889, lng: 2.353 }, dishes: { dish: { priceCents: 1500 } } }),
);

const newOrder = (status: OrderStatus, extra: Parameters<typeof cast.order>[0] = {}) =>
  cast.order({
    status,
    paymentMode: 'card',
    paymentStatus: 'paid',
    lines: [{ plat: cast.dish, quantity: 1 }],
    ...extra,
  });

const patch = (id: string, status: string, headers = cast.owner.headers) =>
  t.request(`/api/commandes/${id}/status?new_status=${status}`, { method: 'PATCH', headers });

const acceptDelivery = (orderId: string, livreurId: string) =>
  t.db.update(livraisons).set({ status: 'acceptee', livreurId }).where(eq(livraisons.commandeId, orderId));

/** A livraison of order `commandeId` inserted as is, in `status`. */
const insertDelivery = (id: string, commandeId: string, status: 'acceptee' | 'en_cours') =>
  t.db
    .insert(livraisons)
    .values({ id, commandeId, status, pickupAddress: 'a', deliveryAddress: 'b', createdAt: 'x', updatedAt: 'x' });

describe('PATCH /api/commandes/:id/status — transitions', () => {
  const ALLOWED = new Set([
    'en_attente>confirmee',
    'confirmee>en_preparation',
    'en_preparation>prete',
    'prete>en_livraison',
  ]);

  it('refuses every transition but the restaurant steps with 409 Transition de statut invalide', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (ALLOWED.has(`${from}>${to}`)) continue;
        const o = await newOrder(from);
        const res = await patch(o.id, to);
        expect(res.status, `${from} → ${to}`).toBe(409);
        expect((await res.json()).detail).toBe('Transition de statut invalide');
        expect((await stored.commande(t, o.id))!.status).toBe(from);
      }
    }
  });

  it('walks en_attente → confirmee → en_preparation → prete → en_livraison', async () => {
    const o = await newOrder('en_attente', { deliveryAddress: '25 Rue de Ménilmontant, 75020 Paris' });
    const confirmed = await patch(o.id, 'confirmee');
    expect(confirmed.status).toBe(200);
    const body = await confirmed.json();
    expect(body.status).toBe('confirmee');
    expect(body.livraison_id).toBe((await stored.livraisonOf(t, o.id))!.id);
    expect((await (await patch(o.id, 'en_preparation')).json()).status).toBe('en_preparation');
    expect((await (await patch(o.id, 'prete')).json()).status).toBe('prete');

    // en_livraison needs an accepted delivery.
    const early = await patch(o.id, 'en_livraison');
    expect(early.status).toBe(409);
    expect((await early.json()).detail).toBe('La livraison n’a pas encore été acceptée par un livreur');
    const livreur = await account(t, 'livreur');
    await acceptDelivery(o.id, livreur.id);
    const started = await patch(o.id, 'en_livraison');
    expect(started.status).toBe(200);
    expect((await started.json()).status).toBe('en_livraison');
    const livraison = (await stored.livraisonOf(t, o.id))!;
    expect(livraison.status).toBe('en_cours');
    expect(livraison.pickupTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a card order must be paid before confirmation (409 Paiement en attente); cash needs nothing', async () => {
    const unpaid = await newOrder('en_attente', { paymentStatus: 'pending' });
    const res = await patch(unpaid.id, 'confirmee');
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('Paiement en attente');
    expect(await stored.livraisonOf(t, unpaid.id)).toBeUndefined();
    const cash = await newOrder('en_attente', { paymentMode: 'cash', paymentStatus: 'not_applicable' });
    expect((await patch(cash.id, 'confirmee')).status).toBe(200);
  });

  it('confirmation creates the livraison with pickup/delivery addresses, distance (postcode) and estimate', async () => {
    const o = await newOrder('en_attente', { deliveryAddress: '25 Rue de Ménilmontant, 75020 Paris' });
    await patch(o.id, 'confirmee');
    const livraison = (await stored.livraisonOf(t, o.id))!;
    // 75020 centroid (48.8634, 2.4012); restaurant (48.8889, 2.353).
    const expected =
      Math.round(haversineKm({ lat: 48.8889, lng: 2.353 }, { lat: 48.8634, lng: 2.4012 }) * 1.3 * 10) / 10;
    expect(livraison).toMatchObject({
      status: 'en_attente',
      livreurId: null,
      pickupAddress: cast.resto.address,
      deliveryAddress: '25 Rue de Ménilmontant, 75020 Paris',
      distanceKm: expected,
      estimatedTimeMinutes: Math.round(10 + 4 * expected),
    });
    expect(expected).toBeGreaterThan(3.5);
    expect(expected).toBeLessThan(6);
  });

  it('uses the order’s saved coordinates first; unlocatable address → distance and estimate null', async () => {
    const saved = await newOrder('en_attente', {
      deliveryAddress: 'Chez ma tante, sans code postal',
      deliveryLat: 48.8889,
      deliveryLng: 2.363,
    });
    await patch(saved.id, 'confirmee');
    const near = (await stored.livraisonOf(t, saved.id))!;
    expect(near.distanceKm).toBe(
      Math.round(haversineKm({ lat: 48.8889, lng: 2.353 }, { lat: 48.8889, lng: 2.363 }) * 1.3 * 10) / 10,
    );

    const lost = await newOrder('en_attente', { deliveryAddress: '1 Place Bellecour, 69002 Lyon' });
    await patch(lost.id, 'confirmee');
    expect(await stored.livraisonOf(t, lost.id)).toMatchObject({
      status: 'en_attente',
      distanceKm: null,
      estimatedTimeMinutes: null,
    });

    // A restaurant without coordinates is located by its own postcode.
    const bare = await restaurant(t, (await account(t, 'restaurateur')).id, {
      lat: null,
      lng: null,
      address: '2 Rue Myrha, 75018 Paris',
    });
    const o = await order(t, {
      restaurantId: bare.id,
      clientId: cast.client.id,
      paymentMode: 'cash',
      paymentStatus: 'not_applicable',
      deliveryAddress: '10 Rue X, 75018 Paris',
    });
    await advanceOrder(t.db, o.id, 'confirmee', { id: cast.owner.id, role: 'admin' });
    expect(await stored.livraisonOf(t, o.id)).toMatchObject({ distanceKm: 0, estimatedTimeMinutes: 10 });
  });

  it('ownership: another restaurateur 404, pending restaurateur 403, client/livreur 403, admin 200', async () => {
    const o = await newOrder('en_attente');
    expect((await patch(o.id, 'confirmee', (await account(t, 'restaurateur')).headers)).status).toBe(404);
    const pending = await account(t, 'restaurateur', { verified: false });
    await restaurant(t, pending.id);
    const res = await patch(o.id, 'confirmee', pending.headers);
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe('Votre compte est en attente de validation par un administrateur');
    expect((await patch(o.id, 'confirmee', cast.client.headers)).status).toBe(403);
    expect((await patch(o.id, 'confirmee', (await account(t, 'livreur')).headers)).status).toBe(403);
    expect((await patch(o.id, 'confirmee', (await account(t, 'admin')).headers)).status).toBe(200);
    expect((await patch(crypto.randomUUID(), 'confirmee')).status).toBe(404);
    expect((await patch(o.id, 'n_importe_quoi')).status).toBe(400);
  });

  it('concurrent double-advance: exactly one success, one livraison', async () => {
    const o = await newOrder('en_attente');
    const results = await Promise.all([patch(o.id, 'confirmee'), patch(o.id, 'confirmee'), patch(o.id, 'confirmee')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(livraisons).where(eq(livraisons.commandeId, o.id))).toHaveLength(1);

    const p = await newOrder('prete');
    await insertDelivery(crypto.randomUUID(), p.id, 'acceptee');
    const both = await Promise.all([patch(p.id, 'en_livraison'), patch(p.id, 'en_livraison')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('state machine functions (used by the deliveries routes)', () => {
  const admin = { id: 'admin', role: 'admin' as const };

  it('ORDER_STATUS_CHAIN is one step at a time', () => {
    expect(ORDER_STATUS_CHAIN).toEqual({
      en_attente: 'confirmee',
      confirmee: 'en_preparation',
      en_preparation: 'prete',
      prete: 'en_livraison',
      en_livraison: 'livree',
    });
  });

  it('startDelivery: acceptee + order prete → en_cours / en_livraison; order not ready → 409', async () => {
    const o = await newOrder('en_preparation');
    await insertDelivery('liv-1', o.id, 'acceptee');
    await expect(startDelivery(t.db, 'liv-1', admin)).rejects.toThrowError("La commande n'est pas encore prête");
    await advanceOrder(t.db, o.id, 'prete', admin);
    const now = new Date('2025-05-01T12:00:00.000Z');
    const { commande, livraison } = await startDelivery(t.db, 'liv-1', admin, { now });
    expect(commande.status).toBe('en_livraison');
    expect(livraison).toMatchObject({ status: 'en_cours', pickupTime: now.toISOString() });
    await expect(startDelivery(t.db, 'liv-1', admin)).rejects.toThrowError('Transition de statut invalide');
    await expect(startDelivery(t.db, 'nope', admin)).rejects.toThrowError('Livraison non trouvée');
  });

  it('completeDelivery: en_cours → livree (delivery_time), order livree, cash becomes paid, sales counted', async () => {
    const o = await newOrder('en_livraison', {
      paymentMode: 'cash',
      paymentStatus: 'not_applicable',
      lines: [{ plat: cast.dish, quantity: 3 }],
    });
    await insertDelivery('liv-2', o.id, 'en_cours');
    const { commande, livraison } = await completeDelivery(t.db, 'liv-2', admin, undefined);
    expect(commande).toMatchObject({ status: 'livree', paymentStatus: 'paid' });
    expect(livraison!.status).toBe('livree');
    expect(livraison!.deliveryTime).toBeTruthy();
    expect((await stored.plat(t, cast.dish.id))!.popularCount).toBe(3);
    await expect(completeDelivery(t.db, 'liv-2', admin, undefined)).rejects.toThrowError(
      'Transition de statut invalide',
    );
    expect((await stored.plat(t, cast.dish.id))!.popularCount).toBe(3);
  });

  it('advanceOrder to livree requires the delivery en_cours; cancelOrder rules by role', async () => {
    const o = await newOrder('en_livraison');
    await expect(advanceOrder(t.db, o.id, 'livree', admin)).rejects.toThrowError('La livraison n’est pas en cours');
    const waiting = await newOrder('en_attente');
    const clientActor = { id: cast.client.id, role: 'client' as const };
    const result = await cancelOrder(t.db, waiting.id, clientActor);
    expect(result.commande).toMatchObject({ status: 'annulee', paymentStatus: 'refunded' });
    expect(result.event).toMatchObject({
      commandeId: waiting.id,
      previousPaymentStatus: 'paid',
      paymentStatus: 'refunded',
      totalCents: 1750,
    });
    await expect(cancelOrder(t.db, (await newOrder('confirmee')).id, clientActor)).rejects.toThrowError(
      'Cette commande ne peut plus être annulée',
    );
    expect((await cancelOrder(t.db, (await newOrder('en_livraison')).id, admin)).commande.status).toBe('annulee');
  });
});
