import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_PASSWORD_COST } from '../auth/password';
import { PUBLIC_DIR } from '../config';
import { createTestApp, useTestApp } from '../test/helpers';
import { averageRating } from '../domain/reviews';
import { checkLedger } from '../domain/ledger-check';
import {
  auditLog,
  categories,
  commandes,
  livraisons,
  plats,
  promos,
  promoUses,
  restaurants,
  reviews,
  userDocuments,
  users,
} from './schema';
import { countUsers, seedDatabase } from './seed';
import { DEMO_ACCOUNTS, RESTAURANTS } from './seed-data';

const t = useTestApp({ per: 'file' });
let first: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  first = await seedDatabase(t.db, { uploadsDir: t.uploadsDir, passwords: createPasswordHasher(TEST_PASSWORD_COST) });
});

describe('demo seed', () => {
  it('seeds once and is idempotent', async () => {
    expect(first.seeded).toBe(true);
    const usersBefore = await countUsers(t.db);
    const again = await seedDatabase(t.db, { uploadsDir: t.uploadsDir });
    expect(again.seeded).toBe(false);
    expect(await countUsers(t.db)).toBe(usersBefore);
  });

  it('two seeds started at once insert once', async () => {
    const fresh = await createTestApp();
    try {
      const options = { uploadsDir: fresh.uploadsDir, passwords: createPasswordHasher(TEST_PASSWORD_COST) };
      const results = await Promise.all([seedDatabase(fresh.db, options), seedDatabase(fresh.db, options)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await countUsers(fresh.db)).toBe(first.counts.users);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['client@teranga.test', 'client', '/client/explorer'],
    ['restaurateur@teranga.test', 'restaurateur', '/restaurateur/dashboard'],
    ['livreur@teranga.test', 'livreur', '/livreur/dashboard'],
    ['admin@teranga.test', 'admin', '/admin/dashboard'],
  ])('demo account %s logs in with teranga123', async (email, role, redirect) => {
    const res = await t.json('POST', '/api/auth/login', { email, password: 'teranga123' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email, role, is_active: true, is_verified: true });
    expect(body.redirect).toBe(redirect);
  });

  it('has the expected catalogue', async () => {
    const restos = await t.db.select().from(restaurants);
    expect(restos.length).toBeGreaterThanOrEqual(8);
    const cuisines = new Set(restos.flatMap((r) => r.categories));
    for (const c of ['Sénégalais', 'Ivoirien', 'Caribéen', 'Antillais', 'Créole', 'Halal', 'Grillade', 'Africain']) {
      expect(cuisines, c).toContain(c);
    }
    expect(restos.filter((r) => !r.isOpen)).toHaveLength(1);
    expect(restos.some((r) => r.minOrderCents > 0)).toBe(true);

    const [owner] = await t.db.select().from(users).where(eq(users.email, 'restaurateur@teranga.test'));
    expect(restos.filter((r) => r.ownerId === owner!.id)).toHaveLength(1);

    const dishes = await t.db.select().from(plats);
    for (const r of restos) {
      const menu = dishes.filter((d) => d.restaurantId === r.id);
      expect(menu.length, r.name).toBeGreaterThanOrEqual(8);
      const cats = await t.db.select().from(categories).where(eq(categories.restaurantId, r.id));
      expect(new Set(cats.map((c) => c.name))).toEqual(new Set(menu.map((d) => d.category)));
    }
    expect(dishes.some((d) => d.popularCount > 100)).toBe(true);
    expect(dishes.some((d) => d.popularCount <= 100)).toBe(true);
    expect(dishes.some((d) => !d.isAvailable)).toBe(true);
    expect(dishes.some((d) => d.isVegan && d.isVegetarian)).toBe(true);
    expect(dishes.some((d) => d.isSpicy)).toBe(true);
    expect(dishes.some((d) => d.allergens.length > 0)).toBe(true);
  });

  it('some restaurants have hours, a closure ahead and dishes with options; the demo restaurateur’s has none (issue 16)', async () => {
    const restos = await t.db.select().from(restaurants);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'restaurateur@teranga.test'));
    const own = restos.find((r) => r.ownerId === owner!.id)!;
    // Ordered from at any hour by the end-to-end journeys and the bench.
    expect(own.openingHours).toEqual([]);
    const withHours = restos.filter((r) => r.openingHours.length > 0);
    expect(withHours.length).toBeGreaterThanOrEqual(4);
    expect(withHours.some((r) => r.openingHours.some((range) => range.close < range.open))).toBe(true);
    const closure = restos.flatMap((r) => r.closures)[0]!;
    expect(closure.from > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(closure.to >= closure.from).toBe(true);
    const dishes = await t.db.select().from(plats);
    const required = dishes.filter((d) => d.optionGroups.some((group) => group.min >= 1));
    expect(required.length).toBeGreaterThan(0);
    expect(dishes.some((d) => d.optionGroups.some((g) => g.options.some((o) => !o.is_available)))).toBe(true);
    expect(dishes.some((d) => d.optionGroups.some((g) => g.options.some((o) => o.price_delta_cents > 0)))).toBe(true);
  });

  it('every image_url points to a committed file', async () => {
    const urls = [
      ...(await t.db.select({ u: restaurants.imageUrl }).from(restaurants)),
      ...(await t.db.select({ u: plats.imageUrl }).from(plats)),
    ].map((r) => r.u!);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/static\/images\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(PUBLIC_DIR, 'images', path.basename(url))), url).toBe(true);
    }
  });

  it('has 90 days of orders, mostly delivered, and a few live ones', async () => {
    const byStatus = Object.fromEntries(
      (
        await t.db
          .select({ s: commandes.status, n: sql<number>`count(*)` })
          .from(commandes)
          .groupBy(commandes.status)
      ).map((r) => [r.s, r.n]),
    );
    const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(6000);
    expect(byStatus.livree! / total).toBeGreaterThan(0.8);
    expect(byStatus.annulee).toBeGreaterThan(0);
    expect(byStatus.en_attente).toBeGreaterThan(0);
    expect(byStatus.confirmee).toBeGreaterThan(0);

    const [oldest] = await t.db.select({ d: sql<string>`min(${commandes.createdAt})` }).from(commandes);
    const ageDays = (Date.now() - Date.parse(oldest!.d)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(85);
    expect(ageDays).toBeLessThan(92);

    const available = await t.db.select().from(livraisons).where(eq(livraisons.status, 'en_attente'));
    expect(available.length).toBeGreaterThanOrEqual(1);
    expect(available.length).toBeLessThanOrEqual(3);
    for (const l of available) {
      const [order] = await t.db.select().from(commandes).where(eq(commandes.id, l.commandeId));
      expect(order!.status).toBe('confirmee');
      expect(l.livreurId).toBeNull();
    }
    const delivered = await t.db.select().from(livraisons).where(eq(livraisons.status, 'livree')).limit(50);
    for (const l of delivered) {
      expect(l.livreurId).toBeTruthy();
      expect(Date.parse(l.deliveryTime!)).toBeGreaterThan(Date.parse(l.pickupTime!));
      expect(l.distanceKm).toBeGreaterThan(0);
    }
  });

  it('today’s new orders wait for the kitchen from the seed on; no other order has a deadline (issue 14)', async () => {
    const rows = await t.db
      .select({
        status: commandes.status,
        mode: commandes.paymentMode,
        payment: commandes.paymentStatus,
        acceptBy: commandes.acceptBy,
        paymentDeadline: commandes.paymentDeadline,
      })
      .from(commandes);
    const waiting = rows.filter((r) => r.status === 'en_attente');
    expect(waiting.length).toBeGreaterThan(0);
    for (const r of waiting) {
      const unpaid = r.mode === 'card' && r.payment !== 'paid';
      const deadline = Date.parse((unpaid ? r.paymentDeadline : r.acceptBy)!);
      // `DEFAULT_DEADLINES` from the seed's start: a sweep at the first start cancels none.
      expect(deadline).toBeGreaterThan(Date.now() + 60_000);
      expect(unpaid ? r.acceptBy : r.paymentDeadline).toBeNull();
    }
    expect(rows.filter((r) => r.status !== 'en_attente' && (r.acceptBy || r.paymentDeadline))).toEqual([]);
  });

  it('pending sign-ups have document rows with real files', async () => {
    const pending = await t.db.select().from(users).where(eq(users.isVerified, false));
    expect(pending.map((u) => u.role).sort()).toEqual(['livreur', 'restaurateur']);
    for (const user of pending) {
      const docs = await t.db.select().from(userDocuments).where(eq(userDocuments.userId, user.id));
      expect(docs.length).toBeGreaterThanOrEqual(2);
      for (const doc of docs) {
        expect(doc.storagePath.startsWith('private/')).toBe(true);
        // Seeded with `uploadsDir` (the default local storage), read back through the app's storage: one folder.
        const file = await t.deps.storage.get(doc.storagePath);
        expect(file?.size).toBe(doc.size);
        const magic = Buffer.from(file!.bytes.subarray(0, 4)).toString('latin1');
        expect(doc.mime === 'application/pdf' ? magic === '%PDF' : magic === '\x89PNG').toBe(true);
      }
    }
  });

  it('restaurant figures are computed from real demo reviews, close to the demo’s figures (issue 16)', async () => {
    const all = await t.db.select().from(reviews);
    for (const resto of await t.db.select().from(restaurants)) {
      const visible = all.filter((v) => v.restaurantId === resto.id && v.hiddenAt === null);
      const sum = visible.reduce((total, v) => total + v.rating, 0);
      expect(resto.totalReviews, resto.name).toBe(visible.length);
      expect(resto.rating, resto.name).toBe(averageRating(sum, visible.length));
      const def = RESTAURANTS.find((d) => d.name === resto.name)!;
      expect(resto.totalReviews, resto.name).toBe(def.reviews);
      expect(Math.abs(resto.rating - def.rating), resto.name).toBeLessThanOrEqual(0.1);
    }

    // Each review: a delivered order's, by its client, after the delivery, courier from its delivery.
    const orders = new Map((await t.db.select().from(commandes)).map((o) => [o.id, o]));
    const deliveries = new Map((await t.db.select().from(livraisons)).map((l) => [l.commandeId, l]));
    expect(new Set(all.map((v) => v.commandeId)).size).toBe(all.length);
    for (const v of all) {
      const order = orders.get(v.commandeId)!;
      expect(order).toMatchObject({ status: 'livree', clientId: v.clientId, restaurantId: v.restaurantId });
      const delivery = deliveries.get(v.commandeId)!;
      expect(v.livreurId).toBe(delivery.livreurId);
      if (!v.livreurId) expect(v.courierRating).toBeNull();
      expect(v.createdAt > delivery.deliveryTime!).toBe(true);
      expect(Date.parse(v.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(v.updatedAt >= v.createdAt).toBe(true);
      if (v.reply) expect(v.repliedAt! >= v.createdAt).toBe(true);
      else expect(v.repliedAt).toBeNull();
    }
    // Alive: comments, answers, both thumbs, every star.
    expect(all.filter((v) => v.comment).length).toBeGreaterThan(all.length / 3);
    expect(all.filter((v) => v.reply).length).toBeGreaterThan(100);
    expect(new Set(all.map((v) => v.courierRating))).toEqual(new Set(['up', 'down', null]));
    expect(new Set(all.map((v) => v.rating))).toEqual(new Set([1, 2, 3, 4, 5]));

    // One abusive review hidden by the admin, audited.
    const hidden = all.filter((v) => v.hiddenAt !== null);
    expect(hidden).toHaveLength(1);
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(hidden[0]!.hiddenBy).toBe(admin!.id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, hidden[0]!.id));
    expect(audit).toMatchObject([{ action: 'review.hide', actorId: admin!.id, targetType: 'review' }]);

    // The demo client: the latest delivered order waits for a review, the one before has one.
    const [client] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.client.email));
    const own = [...orders.values()]
      .filter((o) => o.clientId === client!.id && o.status === 'livree')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const rated = new Set(all.map((v) => v.commandeId));
    expect(rated.has(own[0]!.id)).toBe(false);
    expect(rated.has(own[1]!.id)).toBe(true);

    // What the public page reads.
    const fatou = (await (await t.request('/api/restaurants')).json()).find(
      (r: { name: string }) => r.name === 'Chez Fatou',
    );
    expect(fatou).toMatchObject({ rating: 4.7, total_reviews: 312 });
    const page = await (await t.request(`/api/restaurants/${fatou.id}/reviews`)).json();
    expect(page).toMatchObject({ rating: 4.7, total_reviews: 312 });
    expect(page.items).toHaveLength(20);
    expect(page.next_cursor).toEqual(expect.any(String));
  });
});

describe('demo money (issue 17)', () => {
  it('posts the history to a balanced ledger, with tips, promo codes and their uses', async () => {
    const check = await checkLedger(t.db, new Date());
    expect(check).toMatchObject({ balanced: true, total: 0, unbalanced: [] });
    expect(check.transactions).toBeGreaterThan(1000);
    expect(check.provider.difference).toBe(0);

    const [orders] = await t.db
      .select({
        tipped: sql<number>`sum(CASE WHEN ${commandes.tipCents} > 0 THEN 1 ELSE 0 END)`,
        discounted: sql<number>`sum(CASE WHEN ${commandes.discountCents} > 0 THEN 1 ELSE 0 END)`,
        wrongTotal: sql<number>`sum(CASE WHEN ${commandes.totalCents} <> ${commandes.subtotalCents} + ${commandes.deliveryFeeCents} + ${commandes.tipCents} - ${commandes.discountCents} THEN 1 ELSE 0 END)`,
      })
      .from(commandes);
    expect(Number(orders!.tipped)).toBeGreaterThan(100);
    expect(Number(orders!.discounted)).toBeGreaterThan(10);
    expect(Number(orders!.wrongTotal)).toBe(0);

    // Each code's count is its uses by orders not cancelled.
    for (const promo of await t.db.select().from(promos)) {
      const uses = await t.db.select().from(promoUses).where(eq(promoUses.promoId, promo.id));
      expect(promo.usesCount, promo.code).toBe(uses.length);
    }
  });
});
