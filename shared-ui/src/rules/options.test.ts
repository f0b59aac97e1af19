import { describe, expect, it } from 'vitest';
import {
  OPTION_LIMITS,
  OPTION_MESSAGES,
  optionChoiceMessage,
  optionGroupsSchema,
  optionsPriceDeltaCents,
  validateOptionChoice,
  type StoredOptionGroup,
} from '.';

// The shape the client's dialog reads (the API's answer: euros).
const wire = [
  {
    id: 'g1',
    name: 'Accompagnement',
    min: 1,
    max: 1,
    options: [
      { id: 'riz', name: 'Riz', price_delta: 0, is_available: true },
      { id: 'alloco', name: 'Alloco', price_delta: 2.1, is_available: true },
      { id: 'frites', name: 'Frites', price_delta: 1, is_available: false },
    ],
  },
  {
    id: 'g2',
    name: 'Sauces',
    min: 0,
    max: 2,
    options: [
      { id: 'arachide', name: 'Arachide', price_delta: 0.5, is_available: true },
      { id: 'tomate', name: 'Tomate', price_delta: 1.005, is_available: true },
      { id: 'oignon', name: 'Oignon', price_delta: 0.3, is_available: true },
    ],
  },
];

// The shape the API stores (cents): the same rule reads both.
const stored: StoredOptionGroup[] = wire.map((group) => ({
  ...group,
  options: group.options.map(({ price_delta, ...option }) => ({
    ...option,
    price_delta_cents: Math.round(price_delta * 100),
  })),
}));

describe('validateOptionChoice', () => {
  it('accepts a valid choice and lists it in the dish’s order', () => {
    const choice = validateOptionChoice(wire, ['oignon', 'alloco', 'arachide']);
    expect(choice.ok && choice.chosen.map(({ group, option }) => [group.id, option.id])).toEqual([
      ['g1', 'alloco'],
      ['g2', 'arachide'],
      ['g2', 'oignon'],
    ]);
    expect(validateOptionChoice(stored, ['riz']).ok).toBe(true);
    expect(validateOptionChoice([], [])).toEqual({ ok: true, chosen: [] });
  });

  it.each([
    ['unknown id', ['riz', 'boeuf'], { kind: 'unknown', optionId: 'boeuf' }],
    ['unavailable', ['frites'], { kind: 'unavailable', option: 'Frites' }],
    ['twice', ['riz', 'riz'], { kind: 'repeated', option: 'Riz' }],
    ['group left out', ['arachide'], { kind: 'tooFew', group: 'Accompagnement', min: 1 }],
    ['too many in a group', ['riz', 'alloco'], { kind: 'tooMany', group: 'Accompagnement', max: 1 }],
    [
      'too many in the second group',
      ['riz', 'arachide', 'tomate', 'oignon'],
      { kind: 'tooMany', group: 'Sauces', max: 2 },
    ],
  ])('%s', (_label, ids, problem) => {
    expect(validateOptionChoice(wire, ids)).toEqual({ ok: false, problem });
    expect(validateOptionChoice(stored, ids)).toEqual({ ok: false, problem });
  });

  it('words each problem in French, naming the dish', () => {
    const dish = 'Yassa poulet';
    expect(optionChoiceMessage({ kind: 'tooFew', group: 'Accompagnement', min: 1 }, dish)).toBe(
      'Choisissez au moins 1 option « Accompagnement » pour « Yassa poulet »',
    );
    expect(optionChoiceMessage({ kind: 'tooMany', group: 'Sauces', max: 2 }, dish)).toBe(
      'Choisissez au plus 2 options « Sauces » pour « Yassa poulet »',
    );
    expect(optionChoiceMessage({ kind: 'unknown', optionId: 'boeuf' }, dish)).toBe(
      'L’option « boeuf » n’existe pas pour le plat « Yassa poulet »',
    );
    expect(optionChoiceMessage({ kind: 'unavailable', option: 'Frites' }, dish)).toBe(
      'L’option « Frites » du plat « Yassa poulet » n’est plus disponible',
    );
    expect(optionChoiceMessage({ kind: 'repeated', option: 'Riz' }, dish)).toBe(
      'L’option « Riz » est choisie plusieurs fois pour « Yassa poulet »',
    );
  });
});

describe('optionsPriceDeltaCents', () => {
  it('sums the supplements in cents from euros or cents alike, ignoring unknown and repeated ids', () => {
    expect(optionsPriceDeltaCents(wire, ['alloco', 'tomate', 'arachide'])).toBe(210 + 101 + 50);
    expect(optionsPriceDeltaCents(wire, ['alloco', 'alloco', 'nope'])).toBe(210);
    expect(optionsPriceDeltaCents(stored, ['alloco', 'arachide'])).toBe(260);
    expect(optionsPriceDeltaCents(wire, [])).toBe(0);
  });
});

describe('optionGroupsSchema', () => {
  const group = (extra: object = {}) => ({
    name: ' Sauces ',
    min: 0,
    max: 1,
    options: [{ name: ' Arachide ' }, { name: 'Tomate', price_delta: 0.5, is_available: false }],
    ...extra,
  });
  const firstMessage = (value: unknown) => {
    const result = optionGroupsSchema.safeParse(value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('trims names and fills in the defaults', () => {
    expect(optionGroupsSchema.parse([group({ id: 'g' })])).toEqual([
      {
        id: 'g',
        name: 'Sauces',
        min: 0,
        max: 1,
        options: [
          { name: 'Arachide', price_delta: 0, is_available: true },
          { name: 'Tomate', price_delta: 0.5, is_available: false },
        ],
      },
    ]);
    expect(optionGroupsSchema.parse([])).toEqual([]);
  });

  it.each([
    ['blank group name', [group({ name: ' ' })], OPTION_MESSAGES.groupNameRequired],
    [
      'long option name',
      [group({ options: [{ name: 'x'.repeat(OPTION_LIMITS.nameMax + 1) }] })],
      OPTION_MESSAGES.optionNameTooLong,
    ],
    [
      'repeated option',
      [group({ options: [{ name: 'Tomate' }, { name: 'TOMATE' }] })],
      OPTION_MESSAGES.duplicateOption('Sauces', 'TOMATE'),
    ],
    ['repeated group', [group(), group({ name: 'sauces' })], OPTION_MESSAGES.duplicateGroup('sauces')],
    ['min above max', [group({ min: 2, max: 1 })], OPTION_MESSAGES.minAboveMax('Sauces')],
    ['max above options', [group({ max: 3 })], OPTION_MESSAGES.maxAboveOptions('Sauces', 2)],
    ['max 0', [group({ max: 0 })], OPTION_MESSAGES.groupMax],
    ['negative min', [group({ min: -1 })], OPTION_MESSAGES.groupMin],
    ['no option', [group({ options: [] })], OPTION_MESSAGES.noOptions],
    ['3 decimals', [group({ options: [{ name: 'A', price_delta: 0.125 }] })], OPTION_MESSAGES.priceDelta],
    ['above 100 €', [group({ options: [{ name: 'A', price_delta: 100.5 }] })], OPTION_MESSAGES.priceDelta],
    ['too many groups', Array.from({ length: 11 }, (_, i) => group({ name: `G${i}` })), OPTION_MESSAGES.tooManyGroups],
  ])('%s → its message', (_label, value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(optionGroupsSchema.safeParse([group({ extra: 1 })]).success).toBe(false);
    expect(optionGroupsSchema.safeParse([group({ options: [{ name: 'A', price: 1 }] })]).success).toBe(false);
  });
});
