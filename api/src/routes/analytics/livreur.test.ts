import { beforeEach, describe, expect, it } from 'vitest';
import { driverAnalytics } from '../../domain/deliveries';
import { createMarketplace, createUser, type TestUser } from '../../test/delivery-admin-fixtures';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();
let livreur: TestUser;
beforeEach(async () => {
  livreur = await createUser(t, 'livreur');
  const market = await createMarketplace(t);
  const other = await createUser(t, 'livreur');
  const ago = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 + minutes * 60_000).toISOString();
  /** A completed delivery created `days` ago that took `duration` minutes. */
  const delivered = (days: number, distanceKm: number | null, duration: number | null, livreurId = livreur.id) =>
    market.order('livree', {
      status: 'livree',
      livreurId,
      distanceKm,
      createdAt: ago(days),
      pickupTime: duration === null ? null : ago(days, 5),
      deliveryTime: duration === null ? ago(days, 30) : ago(days, 5 + duration),
    });
  // Inside the last 30 days.
  await delivered(1, 2.4, 20);
  await delivered(3, 3.1, 30);
  await delivered(12, 1.04, 25);
  await delivered(20, 1.5, null); // completed, distance counted, no duration
  await market.order('en_livraison', {
    status: 'en_cours',
    livreurId: livreur.id,
    distanceKm: 9,
    createdAt: ago(0),
    pickupTime: ago(0),
  });
  await market.order('annulee', { status: 'annulee', livreurId: livreur.id, distanceKm: 7, createdAt: ago(2) });
  // Older: only in 90 days.
  await delivered(40, 5, 41);
  // Someone else's, and an unassigned one.
  await delivered(1, 50, 90, other.id);
  await market.order('confirmee', { status: 'en_attente', createdAt: ago(0) });
});

const get = (url: string, user?: TestUser) => t.request(url, { headers: user ? user.headers : {} });

describe('GET /api/analytics/livreur/:id', () => {
  it('summarises the courier’s deliveries of the period (default 30 days)', async () => {
    const res = await get(`/api/analytics/livreur/${livreur.id}`, livreur);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      period_days: 30,
      summary: {
        total_deliveries: 6,
        completed_deliveries: 4,
        total_distance_km: 8, // 2.4 + 3.1 + 1.04 + 1.5 = 8.04
        avg_delivery_time_minutes: 25, // (20 + 30 + 25) / 3
      },
    });
  });

  it('honours days (7..365) and refuses anything else', async () => {
    const week = await (await get(`/api/analytics/livreur/${livreur.id}?days=7`, livreur)).json();
    expect(week).toEqual({
      period_days: 7,
      summary: { total_deliveries: 4, completed_deliveries: 2, total_distance_km: 5.5, avg_delivery_time_minutes: 25 },
    });
    const quarter = await (await get(`/api/analytics/livreur/${livreur.id}?days=90`, livreur)).json();
    expect(quarter.summary).toEqual({
      total_deliveries: 7,
      completed_deliveries: 5,
      total_distance_km: 13, // 8.04 + 5
      avg_delivery_time_minutes: 29, // (20 + 30 + 25 + 41) / 4
    });
    expect((await get(`/api/analytics/livreur/${livreur.id}?days=365`, livreur)).status).toBe(200);
    for (const days of ['6', '366', '0', '-7', 'abc', '7.5', '']) {
      const res = await get(`/api/analytics/livreur/${livreur.id}?days=${days}`, livreur);
      expect(res.status, days).toBe(400);
      expect((await res.json()).detail).toBe('Le paramètre « days » doit être un entier entre 7 et 365');
    }
  });

  it('the livreur themself or an admin; others 403; unknown livreur 404', async () => {
    const admin = await createUser(t, 'admin');
    expect((await get(`/api/analytics/livreur/${livreur.id}`, admin)).status).toBe(200);
    const other = await createUser(t, 'livreur');
    expect((await get(`/api/analytics/livreur/${livreur.id}`, other)).status).toBe(403);
    for (const role of ['client', 'restaurateur'] as const) {
      expect((await get(`/api/analytics/livreur/${livreur.id}`, await createUser(t, role))).status).toBe(403);
    }
    expect((await get(`/api/analytics/livreur/${livreur.id}`)).status).toBe(401);
    const pending = await createUser(t, 'livreur', { verified: false });
    expect((await get(`/api/analytics/livreur/${pending.id}`, pending)).status).toBe(403);
    expect((await get(`/api/analytics/livreur/${crypto.randomUUID()}`, admin)).status).toBe(404);
    const client = await createUser(t, 'client');
    expect((await get(`/api/analytics/livreur/${client.id}`, admin)).status).toBe(404);
  });

  it('a courier without deliveries gets zeros', async () => {
    const fresh = await createUser(t, 'livreur');
    expect(await driverAnalytics(t.db, fresh.id, 30)).toEqual({
      period_days: 30,
      summary: { total_deliveries: 0, completed_deliveries: 0, total_distance_km: 0, avg_delivery_time_minutes: 0 },
    });
  });
});
