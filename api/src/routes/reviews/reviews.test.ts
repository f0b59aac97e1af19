/**
 * Reviews (issue 16): a client rates their delivered or picked-up order once, edits it for
 * `REVIEW_EDIT_DAYS`, the restaurant answers once, an admin hides an abusive one; the
 * restaurant's `rating` and `total_reviews` follow its visible reviews, also under concurrency.
 */
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, restaurants, reviews, type Commande } from '../../db/schema';
import { ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { INVALID_CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from '../../domain/paging';
import { averageRating, editableUntil, publicName } from '../../domain/reviews';
import { account, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { placeOrder } from '../../test/kitchen-fixtures';
import { createDelivery, createOrder } from '../../test/delivery-admin-fixtures';
import { perTest, useTestApp, type TestResponse } from '../../test/helpers';

const t = useTestApp();

const cast = perTest(async () => {
  const owner = await account(t, 'restaurateur');
  const otherOwner = await account(t, 'restaurateur');
  const client = await account(t, 'client', { name: 'Awa Sarr' });
  const other = await account(t, 'client', { name: 'Jean-Claude Ekra' });
  const courier = await account(t, 'livreur');
  const otherCourier = await account(t, 'livreur');
  const admin = await account(t, 'admin');
  const resto = await restaurant(t, owner.id, { name: 'Chez Awa' });
  await restaurant(t, otherOwner.id);
  return { owner, otherOwner, client, other, courier, otherCourier, admin, resto };
});

/** A delivered order of `client` (default: the cast's) at the cast's restaurant, by the cast's courier. */
async function delivered(client: Account = cast.client, fields: Partial<Commande> = {}): Promise<Commande> {
  const order = await createOrder(t, { restaurantId: cast.resto.id, clientId: client.id, status: 'livree', ...fields });
  await createDelivery(t, { commandeId: order.id, status: 'livree', livreurId: cast.courier.id });
  return order;
}

/** A take-away order of the cast's client, picked up (`livree`, no delivery, no courier). */
const pickedUp = () =>
  createOrder(t, {
    restaurantId: cast.resto.id,
    clientId: cast.client.id,
    status: 'livree',
    fulfillment: 'a_emporter',
    deliveryFeeCents: 0,
  });

const review = (orderId: string, body: unknown, who: Account = cast.client, method = 'POST') =>
  t.json(method, `/api/commandes/${orderId}/review`, body, who.headers);

/** Writes a review and expects it stored. */
async function reviewed(orderId: string, body: object, who: Account = cast.client) {
  const res = await review(orderId, body, who);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/** The restaurant's figures as its public page shows them. */
async function figures(id = cast.resto.id) {
  const res = await t.request(`/api/restaurants/${id}`);
  expect(res.status).toBe(200);
  const { rating, total_reviews } = await res.json();
  return { rating, total_reviews };
}

const reviewCount = async () => (await t.db.select({ id: reviews.id }).from(reviews)).length;

describe('rules of the figures', () => {
  it('the average is rounded to one decimal, half up; 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(13, 3)).toBe(4.3); // 4.333…
    expect(averageRating(14, 3)).toBe(4.7); // 4.666…
    expect(averageRating(5, 1)).toBe(5);
  });

  it('the public name is the first name and the initial of the last one', () => {
    expect(publicName('Awa Sarr')).toBe('Awa S.');
    expect(publicName('Jean-Claude Ekra')).toBe('Jean-Claude E.');
    expect(publicName('  Mamadou Lamine  diallo ')).toBe('Mamadou D.');
    expect(publicName('Kofi Émile-Mensah')).toBe('Kofi É.');
    expect(publicName('Aminata')).toBe('Aminata');
  });

  it('a review is editable for REVIEW_EDIT_DAYS after it was written', () => {
    expect(editableUntil('2026-03-01T10:00:00.000Z').toISOString()).toBe(
      new Date(Date.parse('2026-03-01T10:00:00.000Z') + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
    );
  });
});

describe('POST /api/commandes/{id}/review', () => {
  it('the client rates a delivered order: the review, its courier, and the restaurant’s figures', async () => {
    const order = await delivered();
    const before = Date.now();
    const body = await reviewed(order.id, { rating: 4, comment: '  Très bon mafé  ', courier_rating: 'up' });
    expect(body).toEqual({
      id: expect.any(String),
      commande_id: order.id,
      restaurant_id: cast.resto.id,
      rating: 4,
      comment: 'Très bon mafé',
      courier_rating: 'up',
      reply: null,
      replied_at: null,
      hidden: false,
      created_at: expect.any(String),
      updated_at: body.created_at,
      editable_until: editableUntil(body.created_at).toISOString(),
    });
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before - 1);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(row).toMatchObject({ clientId: cast.client.id, livreurId: cast.courier.id });
    expect(await figures()).toEqual({ rating: 4, total_reviews: 1 });

    await reviewed((await delivered()).id, { rating: 5, comment: '   ' });
    const third = await reviewed((await delivered()).id, { rating: 5 });
    expect(third).toMatchObject({ comment: null, courier_rating: null });
    expect(await figures()).toEqual({ rating: 4.7, total_reviews: 3 });
    // The order's own answer says it was rated (the lead's `review` summary of the Commande JSON).
    const commande = await (await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers })).json();
    expect(commande.review).toMatchObject({ id: body.id, rating: 4 });
  });

  it('a picked-up take-away order is rated too, without a courier (a courier rating: 422)', async () => {
    const order = await pickedUp();
    const refused = await review(order.id, { rating: 5, courier_rating: 'up' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).detail).toBe(REVIEW_MESSAGES.noCourier);
    const body = await reviewed(order.id, { rating: 3, comment: 'Prêt à l’heure' });
    expect(body).toMatchObject({ rating: 3, courier_rating: null });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(row!.livreurId).toBeNull();
    expect(await figures()).toEqual({ rating: 3, total_reviews: 1 });
  });

  it('only the order’s client, only once it is delivered, only once', async () => {
    const order = await delivered();
    const detail = async (res: TestResponse) => (await res.json()).detail;

    expect((await t.json('POST', `/api/commandes/${order.id}/review`, { rating: 5 })).status).toBe(401);
    const foreign = await review(order.id, { rating: 1 }, cast.other);
    expect(foreign.status).toBe(404);
    expect(await detail(foreign)).toBe(ORDER_STATUS_ERRORS.notFound);
    expect((await review('inconnue', { rating: 5 })).status).toBe(404);
    for (const who of [cast.owner, cast.courier, cast.admin])
      expect((await review(order.id, { rating: 5 }, who)).status).toBe(403);

    for (const status of ['en_attente', 'confirmee', 'prete', 'en_livraison', 'annulee'] as const) {
      const pending = await createOrder(t, { restaurantId: cast.resto.id, clientId: cast.client.id, status });
      const res = await review(pending.id, { rating: 5 });
      expect(res.status, status).toBe(422);
      expect(await detail(res)).toBe(REVIEW_MESSAGES.notDelivered);
    }

    await reviewed(order.id, { rating: 5 });
    const again = await review(order.id, { rating: 1 });
    expect(again.status).toBe(409);
    expect(await detail(again)).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await reviewCount()).toBe(1);
    expect(await figures()).toEqual({ rating: 5, total_reviews: 1 });
  });

  it('bad bodies: 400 with a French detail, nothing stored', async () => {
    const order = await delivered();
    const cases: [unknown, string | null][] = [
      [{}, null],
      [{ rating: 0 }, REVIEW_MESSAGES.rating],
      [{ rating: 6 }, REVIEW_MESSAGES.rating],
      [{ rating: 4.5 }, REVIEW_MESSAGES.rating],
      [{ rating: '5' }, REVIEW_MESSAGES.rating],
      [{ rating: 5, comment: 'x'.repeat(1001) }, REVIEW_MESSAGES.commentTooLong],
      [{ rating: 5, courier_rating: 'bof' }, REVIEW_MESSAGES.courierRating],
      [{ rating: 5, stars: 5 }, null],
    ];
    for (const [body, message] of cases) {
      const res = await review(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { detail } = await res.json();
      if (message) expect(detail).toBe(message);
      else expect(detail).toMatch(/[a-zé]/);
    }
    // 1,000 characters after trimming are fine.
    await reviewed(order.id, { rating: 5, comment: ` ${'é'.repeat(1000)} ` });
    expect(await reviewCount()).toBe(1);
  });

  it('the same order rated twice at once: one 201, one 409, never a 500', async () => {
    const order = await delivered();
    const answers = await Promise.all([review(order.id, { rating: 5 }), review(order.id, { rating: 1 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewCount()).toBe(1);
    const { total_reviews } = await figures();
    expect(total_reviews).toBe(1);
  });

  it('two orders of one restaurant rated at once: both counted', async () => {
    const [a, b] = [await delivered(), await delivered(cast.other)];
    const answers = await Promise.all([review(a.id, { rating: 5 }), review(b.id, { rating: 2 }, cast.other)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(await figures()).toEqual({ rating: 3.5, total_reviews: 2 });

    // And a burst of ten: the count is ten more, the average exact.
    const orders = await Promise.all(Array.from({ length: 10 }, () => delivered()));
    const burst = await Promise.all(orders.map((o, i) => review(o.id, { rating: (i % 5) + 1 })));
    expect(burst.every((r) => r.status === 201)).toBe(true);
    expect(await figures()).toEqual({ rating: averageRating(5 + 2 + 30, 12), total_reviews: 12 });
  });
});

describe('PUT /api/commandes/{id}/review', () => {
  it('replaces the review within its edit window; the figures follow', async () => {
    const order = await delivered();
    const first = await reviewed(order.id, { rating: 2, comment: 'Froid', courier_rating: 'down' });
    const res = await review(order.id, { rating: 4, comment: 'Finalement très bon' }, cast.client, 'PUT');
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited).toMatchObject({
      id: first.id,
      rating: 4,
      comment: 'Finalement très bon',
      // A PUT replaces the whole review: the courier rating left out is removed.
      courier_rating: null,
      created_at: first.created_at,
      editable_until: first.editable_until,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    expect(await figures()).toEqual({ rating: 4, total_reviews: 1 });
  });

  it('422 once the window is over or once hidden; 404 without a review or for someone else', async () => {
    const order = await delivered();
    const written = await reviewed(order.id, { rating: 5 });

    expect((await review(order.id, { rating: 1 }, cast.other, 'PUT')).status).toBe(404);
    expect((await review((await delivered()).id, { rating: 1 }, cast.client, 'PUT')).status).toBe(404);
    expect((await review(order.id, { rating: 1 }, cast.owner, 'PUT')).status).toBe(403);

    const old = new Date(Date.now() - (REVIEW_EDIT_DAYS * 24 + 1) * 3_600_000).toISOString();
    await t.db.update(reviews).set({ createdAt: old }).where(eq(reviews.id, written.id));
    const late = await review(order.id, { rating: 1 }, cast.client, 'PUT');
    expect(late.status).toBe(422);
    expect((await late.json()).detail).toBe(REVIEW_MESSAGES.editExpired);

    const recent = await delivered();
    const other = await reviewed(recent.id, { rating: 1, comment: 'Insultes' });
    const hidden = await t.json(
      'POST',
      `/api/admin/reviews/${other.id}/hide`,
      { reason: 'Injurieux' },
      cast.admin.headers,
    );
    expect(hidden.status).toBe(200);
    const refused = await review(recent.id, { rating: 2 }, cast.client, 'PUT');
    expect(refused.status).toBe(422);
    expect((await refused.json()).detail).toBe(REVIEW_MESSAGES.hidden);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, other.id)))[0]!.rating).toBe(1);
    expect(await figures()).toEqual({ rating: 5, total_reviews: 1 });
  });
});

describe('GET /api/commandes/{id}/review', () => {
  it('the client, the restaurant’s owner and admins read it; others: 404 (couriers 403)', async () => {
    const order = await delivered();
    const get = (who: Account, id = order.id) => t.request(`/api/commandes/${id}/review`, { headers: who.headers });
    const none = await get(cast.client);
    expect(none.status).toBe(404);
    expect((await none.json()).detail).toBe(REVIEW_MESSAGES.noReview);

    const written = await reviewed(order.id, { rating: 4, courier_rating: 'up' });
    for (const who of [cast.client, cast.owner, cast.admin]) {
      const res = await get(who);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(written);
    }
    for (const who of [cast.other, cast.otherOwner]) {
      const res = await get(who);
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toBe(ORDER_STATUS_ERRORS.notFound);
    }
    expect((await get(cast.courier)).status).toBe(403);
    expect((await t.request(`/api/commandes/${order.id}/review`)).status).toBe(401);
  });
});

describe('GET /api/restaurants/{id}/reviews', () => {
  it('visible reviews newest first, cursor paging, first name and initial, no courier rating', async () => {
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const who = i % 2 ? cast.other : cast.client;
      const written = await reviewed(
        (await delivered(who)).id,
        { rating: (i % 5) + 1, comment: `Avis ${i}`, courier_rating: 'up' },
        who,
      );
      // Three share a creation time: the id breaks the tie.
      const at = new Date(base + Math.floor(i / 3) * 60_000).toISOString();
      await t.db.update(reviews).set({ createdAt: at, updatedAt: at }).where(eq(reviews.id, written.id));
      ids.push(written.id);
    }
    const hiddenId = ids[24]!;
    expect(
      (await t.json('POST', `/api/admin/reviews/${hiddenId}/hide`, { reason: 'Spam' }, cast.admin.headers)).status,
    ).toBe(200);

    const seen: { id: string; created_at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/restaurants/${cast.resto.id}/reviews?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
      const body = await res.json();
      expect(body.total_reviews).toBe(24);
      expect(body.rating).toBe(
        averageRating(
          ids.slice(0, 24).reduce((sum, _, i) => sum + (i % 5) + 1, 0),
          24,
        ),
      );
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual(
          ['client_name', 'comment', 'created_at', 'id', 'rating', 'replied_at', 'reply', 'updated_at'].sort(),
        );
      }
      seen.push(...body.items);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(24);
    expect(seen.map((r) => r.id)).not.toContain(hiddenId);
    expect(new Set(seen.map((r) => r.id)).size).toBe(24);
    const order = [...seen].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
    );
    expect(seen).toEqual(order);
    const first = (await (await t.request(`/api/restaurants/${cast.resto.id}/reviews?limit=100`)).json()).items;
    expect(new Set(first.map((r: { client_name: string }) => r.client_name))).toEqual(
      new Set(['Awa S.', 'Jean-Claude E.']),
    );
    // The default page size.
    expect((await (await t.request(`/api/restaurants/${cast.resto.id}/reviews`)).json()).items).toHaveLength(20);
  });

  it('an empty page for a restaurant without reviews; 404 for an unknown one; 400 for a forged cursor', async () => {
    const empty = await t.request(`/api/restaurants/${cast.resto.id}/reviews`);
    expect(await empty.json()).toEqual({ rating: 0, total_reviews: 0, items: [], next_cursor: null });
    const unknown = await t.request('/api/restaurants/inconnu/reviews');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe(OWNERSHIP_MESSAGES.restaurantNotFound);
    const forged = await t.request(`/api/restaurants/${cast.resto.id}/reviews?cursor=abc`);
    expect(forged.status).toBe(400);
    expect((await forged.json()).detail).toBe(INVALID_CURSOR_MESSAGE);
    expect((await t.request(`/api/restaurants/${cast.resto.id}/reviews?limit=0`)).status).toBe(400);
  });
});

describe('POST /api/reviews/{id}/reply', () => {
  const reply = (id: string, body: unknown, who: Account = cast.owner) =>
    t.json('POST', `/api/reviews/${id}/reply`, body, who.headers);

  it('the restaurant’s owner answers once; the answer is public', async () => {
    const written = await reviewed((await delivered()).id, { rating: 5, comment: 'Délicieux' });
    const res = await reply(written.id, { reply: '  Merci Awa, à bientôt !  ' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: written.id, reply: 'Merci Awa, à bientôt !', replied_at: expect.any(String) });
    // The answer is not the client's edit.
    expect(body.updated_at).toBe(written.updated_at);

    const again = await reply(written.id, { reply: 'Autre réponse' });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(REVIEW_MESSAGES.alreadyReplied);
    const page = await (await t.request(`/api/restaurants/${cast.resto.id}/reviews`)).json();
    expect(page.items[0]).toMatchObject({ reply: 'Merci Awa, à bientôt !', replied_at: body.replied_at });
  });

  it('another restaurateur and admins: 403; unknown review: 404; bad bodies: 400', async () => {
    const written = await reviewed((await delivered()).id, { rating: 2 });
    const foreign = await reply(written.id, { reply: 'Merci' }, cast.otherOwner);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).detail).toBe(OWNERSHIP_MESSAGES.forbidden);
    expect((await reply(written.id, { reply: 'Merci' }, cast.admin)).status).toBe(403);
    expect((await reply(written.id, { reply: 'Merci' }, cast.client)).status).toBe(403);
    const unknown = await reply('inconnu', { reply: 'Merci' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe(REVIEW_MESSAGES.notFound);
    for (const [body, message] of [
      [{ reply: '   ' }, REVIEW_MESSAGES.replyRequired],
      [{ reply: 'x'.repeat(1001) }, REVIEW_MESSAGES.replyTooLong],
      [{}, REVIEW_MESSAGES.replyRequired],
    ] as const) {
      const res = await reply(written.id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(message);
    }
    expect((await t.db.select().from(reviews).where(eq(reviews.id, written.id)))[0]!.reply).toBeNull();
  });

  it('two answers at once: one kept, the other 409', async () => {
    const written = await reviewed((await delivered()).id, { rating: 4 });
    const answers = await Promise.all([reply(written.id, { reply: 'Un' }), reply(written.id, { reply: 'Deux' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = (await answers.find((r) => r.status === 200)!.json()).reply;
    expect((await t.db.select().from(reviews).where(eq(reviews.id, written.id)))[0]!.reply).toBe(kept);
  });
});

describe('moderation: /api/admin/reviews', () => {
  const hide = (id: string, body: unknown = { reason: 'Propos injurieux' }, who: Account = cast.admin) =>
    t.json('POST', `/api/admin/reviews/${id}/hide`, body, who.headers);
  const unhide = (id: string, who: Account = cast.admin) =>
    t.request(`/api/admin/reviews/${id}/unhide`, { method: 'POST', headers: who.headers });

  it('hiding removes the review from the page and the figures, audited; unhiding brings it back', async () => {
    await reviewed((await delivered()).id, { rating: 5 });
    const abusive = await reviewed(
      (await delivered(cast.other)).id,
      { rating: 1, comment: 'Nul !!!', courier_rating: 'down' },
      cast.other,
    );
    expect(await figures()).toEqual({ rating: 3, total_reviews: 2 });

    const res = await hide(abusive.id, { reason: '  Propos injurieux  ' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: abusive.id,
      restaurant_name: 'Chez Awa',
      client_id: cast.other.id,
      client_name: 'Jean-Claude Ekra',
      livreur_id: cast.courier.id,
      courier_rating: 'down',
      hidden: true,
      hidden_by: cast.admin.id,
      hidden_reason: 'Propos injurieux',
      hidden_at: expect.any(String),
    });
    expect(await figures()).toEqual({ rating: 5, total_reviews: 1 });
    const page = await (await t.request(`/api/restaurants/${cast.resto.id}/reviews`)).json();
    expect(page.items.map((r: { id: string }) => r.id)).not.toContain(abusive.id);
    // The client still sees it, marked hidden.
    const own = await t.request(`/api/commandes/${abusive.commande_id}/review`, { headers: cast.other.headers });
    expect((await own.json()).hidden).toBe(true);

    // Hidden again: answered as is, nothing written.
    expect((await hide(abusive.id, { reason: 'Encore' })).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, abusive.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: cast.admin.id,
      action: 'review.hide',
      targetType: 'review',
      reason: 'Propos injurieux',
      before: { hidden: false, hidden_reason: null, rating: 3, total_reviews: 2 },
      after: { hidden: true, hidden_reason: 'Propos injurieux', rating: 5, total_reviews: 1 },
    });
    const log = await (await t.request('/api/admin/audit?target_type=review', { headers: cast.admin.headers })).json();
    expect(log[0]).toMatchObject({ action: 'review.hide', target_name: `Chez Awa · Jean-Claude Ekra` });

    const shown = await unhide(abusive.id);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ hidden: false, hidden_at: null, hidden_by: null, hidden_reason: null });
    expect(await figures()).toEqual({ rating: 3, total_reviews: 2 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, abusive.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['review.hide', 'review.unhide']);
  });

  it('admins only; unknown review 404; a reason is required', async () => {
    const written = await reviewed((await delivered()).id, { rating: 1 });
    for (const who of [cast.owner, cast.client, cast.courier]) {
      expect((await hide(written.id, undefined, who)).status).toBe(403);
      expect((await unhide(written.id, who)).status).toBe(403);
      expect((await t.request('/api/admin/reviews', { headers: who.headers })).status).toBe(403);
    }
    expect((await hide('inconnu')).status).toBe(404);
    expect((await unhide('inconnu')).status).toBe(404);
    const blank = await hide(written.id, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).detail).toBe(REVIEW_MESSAGES.hideReasonRequired);
    const long = await hide(written.id, { reason: 'x'.repeat(301) });
    expect((await long.json()).detail).toBe(REVIEW_MESSAGES.hideReasonTooLong);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, written.id)))[0]!.hiddenAt).toBeNull();
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('lists every review newest first, filtered by hidden and restaurant, paged', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await reviewed((await delivered()).id, { rating: 3 })).id);
    const otherResto = await restaurant(t, (await account(t, 'restaurateur')).id, { name: 'Ailleurs' });
    const elsewhere = await createOrder(t, { restaurantId: otherResto.id, clientId: cast.client.id, status: 'livree' });
    await reviewed(elsewhere.id, { rating: 5 });
    await hide(ids[1]!);
    await hide(ids[3]!);

    const all = (await t.pages('/api/admin/reviews?limit=2', cast.admin.headers)).flat();
    expect(all).toHaveLength(6);
    const hidden = (await t.pages('/api/admin/reviews?hidden=true', cast.admin.headers)).flat();
    expect(hidden.map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
    const visibleHere = (
      await t.pages(`/api/admin/reviews?hidden=false&restaurant_id=${cast.resto.id}`, cast.admin.headers)
    ).flat();
    expect(visibleHere.map((r) => r.id).sort()).toEqual([ids[0], ids[2], ids[4]].sort());
    expect(visibleHere[0]).toMatchObject({ restaurant_name: 'Chez Awa', client_name: 'Awa Sarr', hidden: false });
  });
});

describe('GET /api/reviews/couriers/{id}/summary', () => {
  it('counts a courier’s thumbs in visible reviews; another courier: 403', async () => {
    await reviewed((await delivered()).id, { rating: 5, courier_rating: 'up' });
    await reviewed((await delivered()).id, { rating: 4, courier_rating: 'up' });
    await reviewed((await delivered()).id, { rating: 2, courier_rating: 'down' });
    const hiddenOne = await reviewed((await delivered()).id, { rating: 1, courier_rating: 'down' });
    await reviewed((await delivered()).id, { rating: 3 });
    await t.json('POST', `/api/admin/reviews/${hiddenOne.id}/hide`, { reason: 'Spam' }, cast.admin.headers);

    const get = (who: Account, id = cast.courier.id) =>
      t.request(`/api/reviews/couriers/${id}/summary`, { headers: who.headers });
    for (const who of [cast.courier, cast.admin]) {
      const res = await get(who);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ livreur_id: cast.courier.id, up: 2, down: 1 });
    }
    expect((await get(cast.otherCourier)).status).toBe(403);
    expect(await (await get(cast.otherCourier, cast.otherCourier.id)).json()).toEqual({
      livreur_id: cast.otherCourier.id,
      up: 0,
      down: 0,
    });
    expect((await get(cast.client)).status).toBe(403);
  });
});

describe('figures stay exact', () => {
  it('the stored figures always equal the visible reviews', async () => {
    const rows = async () => (await t.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id)))[0]!;
    const one = await reviewed((await delivered()).id, { rating: 5 });
    await reviewed((await delivered()).id, { rating: 4 });
    await review(one.commande_id, { rating: 1 }, cast.client, 'PUT');
    expect(await rows()).toMatchObject({ rating: 2.5, totalReviews: 2 });
  });
});

describe('through the whole order flow', () => {
  it('placed, cooked and delivered through the API, then rated: the restaurant page changes', async () => {
    const dish = await plat(t, cast.resto.id, { name: 'Yassa poulet', priceCents: 1290 });
    const order = await placeOrder(t, cast.client, cast.resto.id, dish.id, 'cash');
    expect((await review(order.id, { rating: 5 })).status).toBe(422);

    const kitchen = (step: string) =>
      t.request(`/api/commandes/${order.id}/status?new_status=${step}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
    expect((await t.json('POST', `/api/commandes/${order.id}/accept`, {}, cast.owner.headers)).status).toBe(200);
    const mine = await (await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers })).json();
    const available = await (await t.request('/api/livraisons/available', { headers: cast.courier.headers })).json();
    const offer = available.find((l: { commande_id: string }) => l.commande_id === order.id);
    expect(
      (await t.request(`/api/livraisons/${offer.id}/accept`, { method: 'POST', headers: cast.courier.headers })).status,
    ).toBe(200);
    expect((await kitchen('en_preparation')).status).toBe(200);
    expect((await kitchen('prete')).status).toBe(200);
    expect((await kitchen('en_livraison')).status).toBe(200);
    const done = await t.json(
      'PATCH',
      `/api/livraisons/${offer.id}/status?new_status=livree`,
      { pin: mine.delivery_pin },
      cast.courier.headers,
    );
    expect(done.status).toBe(200);

    expect(await figures()).toEqual({ rating: 0, total_reviews: 0 });
    const written = await reviewed(order.id, { rating: 5, comment: 'Parfait', courier_rating: 'up' });
    expect(written.courier_rating).toBe('up');
    expect((await t.db.select().from(reviews).where(eq(reviews.id, written.id)))[0]!.livreurId).toBe(cast.courier.id);
    expect(await figures()).toEqual({ rating: 5, total_reviews: 1 });
    const page = await (await t.request(`/api/restaurants/${cast.resto.id}/reviews`)).json();
    expect(page).toMatchObject({ rating: 5, total_reviews: 1, items: [{ id: written.id, client_name: 'Awa S.' }] });
  });
});
