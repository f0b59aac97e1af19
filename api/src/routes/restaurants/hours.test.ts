import { SCHEDULE_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restaurants } from '../../db/schema';
import { account, ownershipCast, restaurant } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';

// The clock is fixed (Date only: timers run): Monday 2026-01-05, 10:00 in Paris (+01:00).
const MONDAY_10 = '2026-01-05T10:00:00+01:00';
const setClock = (iso: string) => vi.setSystemTime(new Date(iso));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(MONDAY_10);
});
afterEach(() => {
  vi.useRealTimers();
});

const t = useTestApp();
const cast = perTest(() => ownershipCast(t));

const LUNCH_AND_DINNER = [
  { day: 1, open: '18:30', close: '22:00' },
  { day: 1, open: '11:30', close: '14:30' },
];
const iso = (s: string) => new Date(s).toISOString();

const get = async (id: string) => (await t.request(`/api/restaurants/${id}`)).json();
const list = async () =>
  ((await (await t.request('/api/restaurants')).json()) as { name: string; is_open_now: boolean }[]).map(
    (r) => `${r.name}${r.is_open_now ? ' (ouvert)' : ''}`,
  );
const putHours = (id: string, body: unknown, headers: Record<string, string>) =>
  t.json('PUT', `/api/restaurants/${id}/hours`, body, headers);

describe('PUT /api/restaurants/:id/hours', () => {
  it('the owner or an admin sets hours and closures; the answer and the reads show them', async () => {
    const res = await putHours(
      cast.rid,
      {
        opening_hours: LUNCH_AND_DINNER,
        closures: [
          { from: '2026-12-24', to: '2026-12-26', reason: ' Fêtes ' },
          { from: '2026-08-01', to: '2026-08-15' },
        ],
      },
      cast.own.headers,
    );
    expect(res.status).toBe(200);
    const expected = {
      time_zone: 'Europe/Paris',
      opening_hours: [...LUNCH_AND_DINNER].reverse(),
      closures: [
        { from: '2026-08-01', to: '2026-08-15', reason: '' },
        { from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' },
      ],
      is_open: true,
      is_open_now: false,
      next_opening_at: iso('2026-01-05T11:30:00+01:00'),
      closes_at: null,
      busy_minutes: null,
      busy_until: null,
    };
    expect(await res.json()).toMatchObject(expected);
    expect(await get(cast.rid)).toMatchObject(expected);

    const byAdmin = await putHours(
      cast.rid,
      { opening_hours: [{ day: 1, open: '09:00', close: '12:00' }], closures: [], time_zone: 'America/Martinique' },
      cast.admin.headers,
    );
    expect(byAdmin.status).toBe(200);
    // 10:00 in Paris is 05:00 in Martinique.
    expect(await byAdmin.json()).toMatchObject({
      time_zone: 'America/Martinique',
      is_open_now: false,
      next_opening_at: iso('2026-01-05T09:00:00-04:00'),
    });
    // `time_zone` absent: unchanged.
    const kept = await putHours(cast.rid, { opening_hours: [], closures: [] }, cast.own.headers);
    expect((await kept.json()).time_zone).toBe('America/Martinique');
  });

  it('others are refused; an unknown restaurant is 404', async () => {
    const body = { opening_hours: [], closures: [] };
    await cast.expectOthersRefused((headers) => putHours(cast.rid, body, headers ?? {}));
    expect((await putHours(crypto.randomUUID(), body, cast.admin.headers)).status).toBe(404);
  });

  it('refuses bad bodies with a French detail and changes nothing', async () => {
    await putHours(cast.rid, { opening_hours: LUNCH_AND_DINNER, closures: [] }, cast.own.headers);
    const refused = async (body: unknown, detail: string) => {
      const res = await putHours(cast.rid, body, cast.own.headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).detail).toBe(detail);
    };
    await refused(
      { opening_hours: [LUNCH_AND_DINNER[0], { day: 1, open: '21:00', close: '23:00' }], closures: [] },
      SCHEDULE_MESSAGES.overlap(1),
    );
    await refused({ opening_hours: [{ day: 1, open: '11h30', close: '14:30' }], closures: [] }, SCHEDULE_MESSAGES.time);
    await refused(
      { opening_hours: [{ day: 1, open: '11:30', close: '11:30' }], closures: [] },
      SCHEDULE_MESSAGES.emptyRange,
    );
    await refused(
      { opening_hours: [], closures: [{ from: '2026-03-02', to: '2026-03-01' }] },
      SCHEDULE_MESSAGES.closureOrder,
    );
    await refused({ opening_hours: [], closures: [], time_zone: 'Paris' }, SCHEDULE_MESSAGES.timeZone);
    const missing = await putHours(cast.rid, { opening_hours: [] }, cast.own.headers);
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toMatch(/closures/);
    const extra = await putHours(cast.rid, { opening_hours: [], closures: [], busy: true }, cast.own.headers);
    expect(extra.status).toBe(400);
    expect((await get(cast.rid)).opening_hours).toHaveLength(2);
  });

  it('no hours: the switch alone decides', async () => {
    expect(await get(cast.rid)).toMatchObject({
      opening_hours: [],
      is_open_now: true,
      closes_at: null,
      next_opening_at: null,
    });
    await t.request(`/api/restaurants/${cast.rid}/toggle-open`, { method: 'PATCH', headers: cast.own.headers });
    expect(await get(cast.rid)).toMatchObject({ is_open: false, is_open_now: false, next_opening_at: null });
  });
});

describe('time-dependent fields of the reads', () => {
  it('follow the clock without a write: opening, closing, open restaurants first', async () => {
    const owner = await account(t, 'restaurateur');
    const hours = await restaurant(t, owner.id, { name: 'Horaires', rating: 4.9, openingHours: LUNCH_AND_DINNER });
    await restaurant(t, owner.id, { name: 'Sans horaires', rating: 4.0 });
    await restaurant(t, owner.id, { name: 'Fermé', rating: 5, isOpen: false });
    const others = (names: string[]) => names.filter((n) => !n.startsWith('Restaurant '));

    expect(others(await list())).toEqual(['Sans horaires (ouvert)', 'Horaires', 'Fermé']);
    expect(await get(hours.id)).toMatchObject({ is_open: true, is_open_now: false });

    setClock('2026-01-05T11:30:00+01:00');
    expect(others(await list())).toEqual(['Horaires (ouvert)', 'Sans horaires (ouvert)', 'Fermé']);
    expect(await get(hours.id)).toMatchObject({
      is_open_now: true,
      closes_at: iso('2026-01-05T14:30:00+01:00'),
      next_opening_at: null,
    });

    setClock('2026-01-05T14:30:00+01:00');
    expect(others(await list())).toEqual(['Sans horaires (ouvert)', 'Horaires', 'Fermé']);
    expect(await get(hours.id)).toMatchObject({
      is_open_now: false,
      closes_at: null,
      next_opening_at: iso('2026-01-05T18:30:00+01:00'),
    });

    // Monday night: next Monday.
    setClock('2026-01-05T22:00:00+01:00');
    expect((await get(hours.id)).next_opening_at).toBe(iso('2026-01-12T11:30:00+01:00'));
  });

  it('a closure today closes; an owner who cannot run the restaurant closes it too', async () => {
    await t.db
      .update(restaurants)
      .set({
        openingHours: [{ day: 1, open: '09:00', close: '23:00' }],
        closures: [{ from: '2026-01-05', to: '2026-01-05', reason: 'Inventaire' }],
      })
      .where(eq(restaurants.id, cast.rid));
    expect(await get(cast.rid)).toMatchObject({
      is_open: true,
      is_open_now: false,
      next_opening_at: iso('2026-01-12T09:00:00+01:00'),
    });
    const waiting = await restaurant(t, cast.pending.id, { openingHours: [{ day: 1, open: '09:00', close: '23:00' }] });
    expect(await get(waiting.id)).toMatchObject({ is_open: false, is_open_now: false, next_opening_at: null });
  });
});

describe('busy mode', () => {
  const putBusy = (body: unknown, headers = cast.own.headers) =>
    t.json('PUT', `/api/restaurants/${cast.rid}/busy`, body, headers);

  it('adds minutes until a time, ends by itself or on DELETE', async () => {
    const res = await putBusy({ minutes: 20, until: '2026-01-05T10:10:00+01:00' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ busy_minutes: 20, busy_until: iso('2026-01-05T10:10:00+01:00') });
    expect(await get(cast.rid)).toMatchObject({ busy_minutes: 20 });
    // (Within the access tokens' 15 minutes.)
    setClock('2026-01-05T10:10:00+01:00');
    expect(await get(cast.rid)).toMatchObject({ busy_minutes: null, busy_until: null });

    expect((await putBusy({ minutes: 30, until: '2026-01-05T12:00:00+01:00' }, cast.admin.headers)).status).toBe(200);
    const ended = await t.request(`/api/restaurants/${cast.rid}/busy`, { method: 'DELETE', headers: cast.own.headers });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ busy_minutes: null, busy_until: null });
  });

  it('refuses a past or far end, other minutes, others', async () => {
    const refused = async (body: unknown, status: number, detail?: string) => {
      const res = await putBusy(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (detail) expect((await res.json()).detail).toBe(detail);
    };
    await refused({ minutes: 20, until: '2026-01-05T09:59:00+01:00' }, 422, SCHEDULE_MESSAGES.busyUntilRange);
    await refused({ minutes: 20, until: '2026-01-06T10:01:00+01:00' }, 422, SCHEDULE_MESSAGES.busyUntilRange);
    await refused({ minutes: 15, until: '2026-01-05T11:00:00+01:00' }, 400, SCHEDULE_MESSAGES.busyMinutes);
    await refused({ minutes: 20, until: '2026-01-05T11:00:00' }, 400, SCHEDULE_MESSAGES.busyUntil);
    expect((await get(cast.rid)).busy_minutes).toBeNull();
    await cast.expectOthersRefused((headers) =>
      t.json('PUT', `/api/restaurants/${cast.rid}/busy`, { minutes: 10, until: '2026-01-05T11:00:00Z' }, headers),
    );
    await cast.expectOthersRefused((headers) =>
      t.request(`/api/restaurants/${cast.rid}/busy`, { method: 'DELETE', headers }),
    );
  });
});

describe('GET /api/restaurants/:id/slots', () => {
  const slots = async (query: string, id = cast.rid) => t.request(`/api/restaurants/${id}/slots?${query}`);
  const labels = async (query: string, id = cast.rid) => {
    const res = await slots(query, id);
    expect(res.status).toBe(200);
    return ((await res.json()).slots as { label: string }[]).map((s) => s.label);
  };
  const quarterHours = (from: string, to: string) => {
    const out: string[] = [];
    const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    for (let m = minutes(from); m <= minutes(to); m += 15) {
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    }
    return out;
  };

  beforeEach(async () => {
    await t.db
      .update(restaurants)
      .set({ openingHours: LUNCH_AND_DINNER, prepMinutes: 20, deliveryTime: 30 })
      .where(eq(restaurants.id, cast.rid));
  });

  it('the slots of today at which an order can be received, delivered or taken away', async () => {
    const res = await slots('date=2026-01-05');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      date: '2026-01-05',
      time_zone: 'Europe/Paris',
      fulfillment: 'livraison',
      lead_minutes: 50,
    });
    expect(body.slots[0]).toEqual({ at: iso('2026-01-05T12:30:00+01:00'), label: '12:30' });
    expect(body.slots.map((s: { label: string }) => s.label)).toEqual([
      ...quarterHours('12:30', '15:00'),
      ...quarterHours('19:30', '22:30'),
    ]);
    expect(await labels('date=2026-01-05&fulfillment=a_emporter')).toEqual([
      ...quarterHours('12:00', '14:30'),
      ...quarterHours('19:00', '22:00'),
    ]);
    // Tuesday has no hours.
    expect(await labels('date=2026-01-06')).toEqual([]);
  });

  it('busy mode lengthens the lead', async () => {
    await t.json(
      'PUT',
      `/api/restaurants/${cast.rid}/busy`,
      { minutes: 30, until: '2026-01-05T13:00:00+01:00' },
      cast.own.headers,
    );
    const body = await (await slots('date=2026-01-05&fulfillment=a_emporter')).json();
    expect(body.lead_minutes).toBe(50);
    expect(body.slots[0].label).toBe('12:30');
  });

  it('today or tomorrow only; bad queries 400; unknown restaurant 404', async () => {
    for (const date of ['2026-01-04', '2026-01-07']) {
      const res = await slots(`date=${date}`);
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe(SCHEDULE_MESSAGES.slotDate);
    }
    for (const query of ['date=2026-02-30', 'date=05/01/2026', '', 'date=2026-01-05&fulfillment=drone']) {
      const res = await slots(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).detail).toMatch(/[«éè]|date|fulfillment/);
    }
    expect((await slots('date=2026-01-05', crypto.randomUUID())).status).toBe(404);
  });

  it('a restaurant switched off, paused or whose owner cannot run it has none', async () => {
    await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, cast.rid));
    expect(await labels('date=2026-01-05')).toEqual([]);
    const waiting = await restaurant(t, cast.pending.id, { openingHours: LUNCH_AND_DINNER });
    expect(await labels('date=2026-01-05', waiting.id)).toEqual([]);
  });
});
