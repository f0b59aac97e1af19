import type { StoredOptionGroup } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import { optionKey, priceLineOptions, toStoredOptionGroups } from './options';

const option = (id: string, name: string, cents = 0, available = true) => ({
  id,
  name,
  price_delta_cents: cents,
  is_available: available,
});

const yassa = {
  id: 'plat-yassa',
  name: 'Yassa poulet',
  optionGroups: [
    {
      id: 'g-acc',
      name: 'Accompagnement',
      min: 1,
      max: 1,
      options: [option('o-riz', 'Riz'), option('o-attieke', 'Attiéké', 50), option('o-frites', 'Frites', 0, false)],
    },
    {
      id: 'g-sup',
      name: 'Suppléments',
      min: 0,
      max: 2,
      options: [option('o-alloco', 'Alloco', 200), option('o-piment', 'Piment', 0), option('o-oeuf', 'Œuf', 150)],
    },
  ] satisfies StoredOptionGroup[],
};

const mafe = {
  id: 'plat-mafe',
  name: 'Mafé',
  optionGroups: [{ id: 'g-m', name: 'Viande', min: 1, max: 1, options: [option('o-boeuf', 'Bœuf', 100)] }],
};

/** The 422 detail `fn` throws. */
function detailOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    return (error as ApiError).detail;
  }
  throw new Error('no error thrown');
}

describe('priceLineOptions', () => {
  it('sums the chosen supplements and snapshots them in the dish’s order, whatever the ids’ order', () => {
    const a = priceLineOptions(yassa, ['o-oeuf', 'o-attieke', 'o-alloco']);
    const b = priceLineOptions(yassa, ['o-alloco', 'o-oeuf', 'o-attieke']);
    expect(a.deltaCents).toBe(50 + 200 + 150);
    expect(a.chosen).toEqual([
      { option_id: 'o-attieke', group_name: 'Accompagnement', name: 'Attiéké', price_delta_cents: 50 },
      { option_id: 'o-alloco', group_name: 'Suppléments', name: 'Alloco', price_delta_cents: 200 },
      { option_id: 'o-oeuf', group_name: 'Suppléments', name: 'Œuf', price_delta_cents: 150 },
    ]);
    expect(b).toEqual(a);
    expect(priceLineOptions(yassa, ['o-riz'])).toEqual({
      deltaCents: 0,
      chosen: [{ option_id: 'o-riz', group_name: 'Accompagnement', name: 'Riz', price_delta_cents: 0 }],
    });
  });

  it('a dish without options takes no option ids', () => {
    const plain = { id: 'p', name: 'Bissap', optionGroups: [] };
    expect(priceLineOptions(plain, [])).toEqual({ deltaCents: 0, chosen: [] });
    expect(detailOf(() => priceLineOptions(plain, ['o-riz']))).toBe(
      'L’option « o-riz » n’existe pas pour le plat « Bissap »',
    );
  });

  it.each([
    [
      'an option of another dish',
      ['o-riz', 'o-boeuf'],
      'L’option « o-boeuf » n’existe pas pour le plat « Yassa poulet »',
    ],
    ['an unknown id', ['o-riz', 'nope'], 'L’option « nope » n’existe pas pour le plat « Yassa poulet »'],
    ['a group id', ['g-acc'], 'L’option « g-acc » n’existe pas pour le plat « Yassa poulet »'],
    [
      'a long id (cut in the message)',
      ['x'.repeat(500)],
      `L’option « ${'x'.repeat(40)} » n’existe pas pour le plat « Yassa poulet »`,
    ],
    ['an unavailable option', ['o-frites'], 'L’option « Frites » du plat « Yassa poulet » n’est plus disponible'],
    [
      'the same option twice',
      ['o-riz', 'o-alloco', 'o-alloco'],
      'L’option « Alloco » est choisie plusieurs fois pour « Yassa poulet »',
    ],
    ['a required group left out', [], 'Choisissez au moins 1 option « Accompagnement » pour « Yassa poulet »'],
    [
      'two options of a one-option group',
      ['o-riz', 'o-attieke'],
      'Choisissez au plus 1 option « Accompagnement » pour « Yassa poulet »',
    ],
    [
      'three of a group of at most two',
      ['o-riz', 'o-alloco', 'o-piment', 'o-oeuf'],
      'Choisissez au plus 2 options « Suppléments » pour « Yassa poulet »',
    ],
  ])('%s → 422', (_label, ids, detail) => {
    expect(detailOf(() => priceLineOptions(yassa, ids))).toBe(detail);
  });

  it('says "options" for a minimum above one', () => {
    const sauces = {
      ...mafe,
      optionGroups: [
        {
          id: 'g',
          name: 'Sauces',
          min: 2,
          max: 3,
          options: [option('a', 'Arachide'), option('b', 'Tomate'), option('c', 'Oignon')],
        },
      ],
    };
    expect(detailOf(() => priceLineOptions(sauces, ['a']))).toBe(
      'Choisissez au moins 2 options « Sauces » pour « Mafé »',
    );
    expect(priceLineOptions(sauces, ['c', 'a']).chosen.map((o) => o.name)).toEqual(['Arachide', 'Oignon']);
  });
});

describe('optionKey', () => {
  it('is the same for the same options in any order, different otherwise', () => {
    expect(optionKey([])).toBe('');
    expect(optionKey(['b', 'a'])).toBe(optionKey(['a', 'b']));
    expect(optionKey(['a'])).not.toBe(optionKey(['a', 'b']));
    expect(optionKey(['a', 'a'])).not.toBe(optionKey(['a']));
    // A comma inside an id cannot make two lists look alike.
    expect(optionKey(['a,b'])).not.toBe(optionKey(['a', 'b']));
  });
});

describe('toStoredOptionGroups', () => {
  const input = (groups: { id?: string | null; options: { id?: string | null; name: string }[] }[]) =>
    groups.map((group, g) => ({
      id: group.id,
      name: `G${g}`,
      min: 0,
      max: 1,
      options: group.options.map((o) => ({ id: o.id, name: o.name, price_delta: 1.1, is_available: true })),
    }));

  it('keeps the ids the dish has (once, wherever they move), gives new ones to the others, stores cents', () => {
    const stored = toStoredOptionGroups(
      input([
        {
          id: 'g-sup',
          options: [
            { id: 'o-riz', name: 'Riz' },
            { id: 'o-alloco', name: 'Alloco' },
          ],
        },
        { id: 'g-sup', options: [{ id: 'o-riz', name: 'Riz bis' }, { id: 'o-boeuf', name: 'Bœuf' }, { name: 'Neuf' }] },
        { id: 'o-attieke', options: [{ id: 'g-acc', name: 'X' }] },
      ]),
      yassa.optionGroups,
    );
    expect(stored.map((g) => g.id.length === 36 || g.id)).toEqual(['g-sup', true, true]);
    const ids = stored.map((g) => g.options.map((o) => (o.id.startsWith('o-') ? o.id : 'new')));
    expect(ids).toEqual([['o-riz', 'o-alloco'], ['new', 'new', 'new'], ['new']]);
    expect(stored[0]!.options[0]).toEqual({ id: 'o-riz', name: 'Riz', price_delta_cents: 110, is_available: true });
    expect(new Set(stored.flatMap((g) => g.options.map((o) => o.id))).size).toBe(6);
  });

  it('a new dish has no id to keep', () => {
    const [group] = toStoredOptionGroups(input([{ id: 'g-acc', options: [{ id: 'o-riz', name: 'Riz' }] }]), []);
    expect(group!.id).not.toBe('g-acc');
    expect(group!.options[0]!.id).not.toBe('o-riz');
  });
});
