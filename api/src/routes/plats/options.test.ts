import { OPTION_LIMITS, OPTION_MESSAGES } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { account, plat, restaurant, stored, type Account } from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const dish = (restaurantId: string, optionGroups: unknown) => ({
  restaurant_id: restaurantId,
  name: 'Yassa poulet',
  description: 'Poulet mariné au citron',
  price: 12.9,
  category: 'Plats',
  option_groups: optionGroups,
});

// The example, with client-chosen ids the server must not take.
const accompagnement = {
  id: 'client-chosen',
  name: ' Accompagnement ',
  min: 1,
  max: 1,
  options: [
    { id: 'mine-too', name: 'Attiéké', price_delta: 0 },
    { name: ' Alloco ', price_delta: 2.0 },
    { name: 'Frites', price_delta: 1.5, is_available: false },
  ],
};
const supplements = { name: 'Suppléments', min: 0, max: 2, options: [{ name: 'Œuf' }, { name: 'Piment' }] };

interface GroupJson {
  id: string;
  name: string;
  min: number;
  max: number;
  options: { id: string; name: string; price_delta: number; is_available: boolean }[];
}

const shape = (groups: GroupJson[]) => groups.map((g) => [g.name, g.options.map((o) => o.name)]);

describe('dish option groups', () => {
  const cast = perTest(async () => {
    const owner = await account(t, 'restaurateur');
    const rid = (await restaurant(t, owner.id)).id;
    return { owner, rid };
  });

  const create = async (groups: unknown, who: Account = cast.owner) =>
    bodyOf(await t.json('POST', '/api/plats', dish(cast.rid, groups), who.headers), 201);
  const put = (id: string, body: object) => t.json('PUT', `/api/plats/${id}`, body, cast.owner.headers);

  it('POST stores them in the given order (new ids, trimmed names, cents) and every dish answer shows them', async () => {
    const created = await create([accompagnement, supplements]);
    const groups = created.option_groups as GroupJson[];
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({
      name: 'Accompagnement',
      min: 1,
      max: 1,
      options: [
        { name: 'Attiéké', price_delta: 0, is_available: true },
        { name: 'Alloco', price_delta: 2, is_available: true },
        { name: 'Frites', price_delta: 1.5, is_available: false },
      ],
    });
    expect(groups[1]!.options).toEqual([
      { id: expect.stringMatching(UUID), name: 'Œuf', price_delta: 0, is_available: true },
      { id: expect.stringMatching(UUID), name: 'Piment', price_delta: 0, is_available: true },
    ]);
    const ids = groups.flatMap((g) => [g.id, ...g.options.map((o) => o.id)]);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(7);

    const row = await stored.plat(t, created.id);
    expect(row!.optionGroups[0]!.options[1]).toEqual({
      id: groups[0]!.options[1]!.id,
      name: 'Alloco',
      price_delta_cents: 200,
      is_available: true,
    });

    const one = await bodyOf(await t.request(`/api/plats/${created.id}`), 200);
    expect(one.option_groups).toEqual(groups);
    const list = await bodyOf(await t.request(`/api/plats?restaurant_id=${cast.rid}`), 200);
    expect(list[0].option_groups).toEqual(groups);
    const toggled = await t.request(`/api/plats/${created.id}/toggle-available`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect((await bodyOf(toggled, 200)).option_groups).toEqual(groups);
  });

  it('a dish without options answers [] (created without the field, or seeded)', async () => {
    const payload: Record<string, unknown> = dish(cast.rid, []);
    delete payload.option_groups;
    const created = await bodyOf(await t.json('POST', '/api/plats', payload, cast.owner.headers), 201);
    expect(created.option_groups).toEqual([]);
    const seeded = await plat(t, cast.rid);
    expect((await bodyOf(await t.request(`/api/plats/${seeded.id}`), 200)).option_groups).toEqual([]);
  });

  it('PUT keeps the ids the dish has, reorders, renames, adds, and never takes a foreign id', async () => {
    const created = await create([accompagnement, supplements]);
    const [acc, sup] = created.option_groups as GroupJson[];
    const other = await create([{ name: 'Viande', min: 1, max: 1, options: [{ name: 'Bœuf', price_delta: 1 }] }]);
    const foreign = (other.option_groups as GroupJson[])[0]!;

    // Warm the caches: the answers after the write must not be stale.
    await t.request(`/api/plats/${created.id}`);
    await t.request(`/api/plats?restaurant_id=${cast.rid}`);

    const res = await put(created.id, {
      option_groups: [
        { ...sup, name: 'Extras', options: [sup!.options[1], { ...sup!.options[0], price_delta: 0.5 }] },
        {
          id: acc!.id,
          name: acc!.name,
          min: 1,
          max: 2,
          options: [
            { id: acc!.options[2]!.id, name: 'Frites', price_delta: 1.5, is_available: true },
            { id: foreign.options[0]!.id, name: 'Bœuf', price_delta: 3 },
            { id: foreign.id, name: 'Riz' },
            { id: acc!.options[0]!.id, name: 'Attiéké' },
          ],
        },
      ],
    });
    const updated = await bodyOf(res, 200);
    const groups = updated.option_groups as GroupJson[];
    expect(shape(groups)).toEqual([
      ['Extras', ['Piment', 'Œuf']],
      ['Accompagnement', ['Frites', 'Bœuf', 'Riz', 'Attiéké']],
    ]);
    expect(groups.map((g) => g.id)).toEqual([sup!.id, acc!.id]);
    expect(groups[0]!.options.map((o) => o.id)).toEqual([sup!.options[1]!.id, sup!.options[0]!.id]);
    expect(groups[0]!.options[1]!.price_delta).toBe(0.5);
    const [frites, boeuf, riz, attieke] = groups[1]!.options;
    expect(frites).toEqual({ id: acc!.options[2]!.id, name: 'Frites', price_delta: 1.5, is_available: true });
    expect(attieke!.id).toBe(acc!.options[0]!.id);
    // Another dish's ids are not this dish's: new ones.
    for (const fresh of [boeuf!, riz!]) {
      expect(fresh.id).toMatch(UUID);
      expect([foreign.id, foreign.options[0]!.id, ...acc!.options.map((o) => o.id)]).not.toContain(fresh.id);
    }
    // The dropped option (Alloco) is gone.
    expect(groups.flatMap((g) => g.options.map((o) => o.id))).not.toContain(acc!.options[1]!.id);
    expect((await bodyOf(await t.request(`/api/plats/${other.id}`), 200)).option_groups).toEqual(other.option_groups);

    expect((await bodyOf(await t.request(`/api/plats/${created.id}`), 200)).option_groups).toEqual(groups);
    const list = await bodyOf(await t.request(`/api/plats?restaurant_id=${cast.rid}`), 200);
    expect(list.find((p: { id: string }) => p.id === created.id).option_groups).toEqual(groups);
  });

  it('PUT without option_groups leaves them; [] removes them all', async () => {
    const created = await create([accompagnement]);
    const unchanged = await bodyOf(await put(created.id, { price: 13.5 }), 200);
    expect(unchanged.option_groups).toEqual(created.option_groups);
    expect(unchanged.price).toBe(13.5);
    const cleared = await bodyOf(await put(created.id, { option_groups: [] }), 200);
    expect(cleared.option_groups).toEqual([]);
    expect((await stored.plat(t, created.id))!.optionGroups).toEqual([]);
  });

  it('the same group sent twice with its id keeps it once', async () => {
    const created = await create([accompagnement]);
    const acc = (created.option_groups as GroupJson[])[0]!;
    const twice = await bodyOf(
      await put(created.id, {
        option_groups: [
          { ...acc, options: acc.options.slice(0, 2) },
          { ...acc, name: 'Encore', options: acc.options.slice(0, 2) },
        ],
      }),
      200,
    );
    const [first, second] = twice.option_groups as GroupJson[];
    expect(first!.id).toBe(acc.id);
    expect(first!.options.map((o) => o.id)).toEqual(acc.options.slice(0, 2).map((o) => o.id));
    expect(second!.id).not.toBe(acc.id);
    expect(second!.options.map((o) => o.id)).not.toContain(acc.options[0]!.id);
  });

  const group = (extra: object = {}) => ({ ...supplements, ...extra });
  const manyOptions = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Option ${i}` }));

  it.each([
    ['a blank group name', [group({ name: '  ' })], OPTION_MESSAGES.groupNameRequired, 'option_groups[0].name'],
    [
      'a 61-character group name',
      [group({ name: 'x'.repeat(61) })],
      OPTION_MESSAGES.groupNameTooLong,
      'option_groups[0].name',
    ],
    [
      'a blank option name',
      [group({ options: [{ name: 'Œuf' }, { name: ' ' }] })],
      OPTION_MESSAGES.optionNameRequired,
      'option_groups[0].options[1].name',
    ],
    [
      'a 61-character option name',
      [group({ options: [{ name: 'x'.repeat(61) }], max: 1 })],
      OPTION_MESSAGES.optionNameTooLong,
      'option_groups[0].options[0].name',
    ],
    [
      'two options of one name (case and accents ignored)',
      [group({ options: [{ name: 'Œuf' }, { name: 'Piment' }, { name: ' piment ' }] })],
      OPTION_MESSAGES.duplicateOption('Suppléments', 'piment'),
      'option_groups[0].options[2].name',
    ],
    [
      'two groups of one name',
      [group(), group({ name: 'SUPPLEMENTS' })],
      OPTION_MESSAGES.duplicateGroup('SUPPLEMENTS'),
      'option_groups[1].name',
    ],
    ['a negative min', [group({ min: -1 })], OPTION_MESSAGES.groupMin, 'option_groups[0].min'],
    ['a fractional min', [group({ min: 0.5 })], OPTION_MESSAGES.groupMin, 'option_groups[0].min'],
    ['max 0', [group({ min: 0, max: 0 })], OPTION_MESSAGES.groupMax, 'option_groups[0].max'],
    ['min above max', [group({ min: 2, max: 1 })], OPTION_MESSAGES.minAboveMax('Suppléments'), 'option_groups[0].min'],
    [
      'max above the number of options',
      [group({ max: 3 })],
      OPTION_MESSAGES.maxAboveOptions('Suppléments', 2),
      'option_groups[0].max',
    ],
    [
      'a group without options',
      [group({ min: 0, max: 1, options: [] })],
      OPTION_MESSAGES.noOptions,
      'option_groups[0].options',
    ],
    [
      `${OPTION_LIMITS.optionsPerGroup + 1} options`,
      [group({ options: manyOptions(OPTION_LIMITS.optionsPerGroup + 1) })],
      OPTION_MESSAGES.tooManyOptions,
      'option_groups[0].options',
    ],
    [
      `${OPTION_LIMITS.groupsPerDish + 1} groups`,
      Array.from({ length: OPTION_LIMITS.groupsPerDish + 1 }, (_, i) => group({ name: `G${i}` })),
      OPTION_MESSAGES.tooManyGroups,
      'option_groups',
    ],
    [
      'a negative supplement',
      [group({ options: [{ name: 'A', price_delta: -1 }], max: 1 })],
      OPTION_MESSAGES.priceDelta,
      'option_groups[0].options[0].price_delta',
    ],
    [
      'a supplement above 100 €',
      [group({ options: [{ name: 'A', price_delta: 100.01 }], max: 1 })],
      OPTION_MESSAGES.priceDelta,
      'option_groups[0].options[0].price_delta',
    ],
    [
      '3 decimals',
      [group({ options: [{ name: 'A', price_delta: 1.005 }], max: 1 })],
      OPTION_MESSAGES.priceDelta,
      'option_groups[0].options[0].price_delta',
    ],
    [
      'a supplement as text',
      [group({ options: [{ name: 'A', price_delta: '2' }], max: 1 })],
      'Le champ « option_groups[0].options[0].price_delta » doit être un nombre',
      'option_groups[0].options[0].price_delta',
    ],
    [
      'availability as text',
      [group({ options: [{ name: 'A', is_available: 'non' }], max: 1 })],
      'is_available',
      'option_groups[0].options[0].is_available',
    ],
    [
      'an unknown group field',
      [group({ required: true })],
      'Champ non autorisé : « option_groups[0].required »',
      'option_groups[0]',
    ],
    [
      'an unknown option field',
      [group({ options: [{ name: 'A', price: 2 }], max: 1 })],
      'Champ non autorisé : « option_groups[0].options[0].price »',
      'option_groups[0].options[0]',
    ],
    [
      'a NUL character in a name',
      [group({ options: [{ name: 'Ri\u0000z' }], max: 1 })],
      'option_groups[0].options[0].name',
      'option_groups[0].options[0].name',
    ],
    ['not a list', { name: 'G' }, 'option_groups', 'option_groups'],
  ])('%s → 400 on POST and PUT, nothing changed', async (_label, groups, detail, field) => {
    const post = await t.json('POST', '/api/plats', dish(cast.rid, groups), cast.owner.headers);
    const body = await bodyOf(post, 400);
    expect(body.detail).toContain(detail);
    expect(body.errors[0].field).toBe(field);
    expect(await stored.count(t, 'plats')).toBe(0);

    const existing = await create([accompagnement]);
    const refused = await bodyOf(await put(existing.id, { name: 'Autre', option_groups: groups }), 400);
    expect(refused.detail).toContain(detail);
    const row = await stored.plat(t, existing.id);
    expect(row!.name).toBe('Yassa poulet');
    expect(row!.optionGroups[0]!.name).toBe('Accompagnement');
  });

  it('accepts the limits exactly, and a min above the available options (availability changes)', async () => {
    const full = Array.from({ length: OPTION_LIMITS.groupsPerDish }, (_, i) => ({
      name: `${'G'.repeat(OPTION_LIMITS.nameMax - 2)}${String(i).padStart(2, '0')}`,
      min: OPTION_LIMITS.optionsPerGroup,
      max: OPTION_LIMITS.optionsPerGroup,
      options: manyOptions(OPTION_LIMITS.optionsPerGroup).map((o) => ({ ...o, price_delta: 100 })),
    }));
    const created = await create(full);
    expect(created.option_groups).toHaveLength(OPTION_LIMITS.groupsPerDish);
    expect(created.option_groups[9].options[19].price_delta).toBe(100);

    const allOut = await create([
      { name: 'Sauce', min: 1, max: 1, options: [{ name: 'Arachide', is_available: false, price_delta: 0.01 }] },
    ]);
    expect(allOut.option_groups[0].options[0]).toMatchObject({ is_available: false, price_delta: 0.01 });
  });

  it('only the dish’s manager may change them', async () => {
    const created = await create([accompagnement]);
    const stranger = await account(t, 'restaurateur');
    const res = await t.json('PUT', `/api/plats/${created.id}`, { option_groups: [] }, stranger.headers);
    expect(res.status).toBe(403);
    expect((await stored.plat(t, created.id))!.optionGroups).toHaveLength(1);
    const admin = await account(t, 'admin');
    const cleared = await t.json('PUT', `/api/plats/${created.id}`, { option_groups: [] }, admin.headers);
    expect((await bodyOf(cleared, 200)).option_groups).toEqual([]);
  });
});
