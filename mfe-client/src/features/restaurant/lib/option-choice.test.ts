import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { chosenIds, groupRule, summarizeChoice } from './option-choice';

const yassa = factories.plat({
  id: 'p-yassa',
  name: 'Yassa poulet',
  price: 12.9,
  option_groups: [
    {
      id: 'g-side',
      name: 'Accompagnement',
      min: 1,
      max: 1,
      options: [
        { id: 'o-riz', name: 'Riz blanc', price_delta: 0, is_available: true },
        { id: 'o-alloco', name: 'Alloco', price_delta: 2, is_available: true },
        { id: 'o-frites', name: 'Frites', price_delta: 1, is_available: false },
      ],
    },
    {
      id: 'g-extra',
      name: 'Suppléments',
      min: 0,
      max: 2,
      options: [
        { id: 'o-piment', name: 'Sauce piment', price_delta: 0.5, is_available: true },
        { id: 'o-oeuf', name: 'Œuf dur', price_delta: 1.5, is_available: true },
        { id: 'o-oignons', name: 'Oignons confits', price_delta: 1, is_available: true },
      ],
    },
  ],
});

describe('option choice', () => {
  it('says what each group asks', () => {
    expect(groupRule({ min: 1, max: 1 })).toBe('Obligatoire');
    expect(groupRule({ min: 0, max: 1 })).toBe('Facultatif');
    expect(groupRule({ min: 0, max: 2 })).toBe('Facultatif · Jusqu’à 2');
    expect(groupRule({ min: 2, max: 3 })).toBe('Au moins 2 · Jusqu’à 3');
  });

  it('flattens the choice in the dish’s order, whatever the clicks’ order', () => {
    expect(chosenIds(yassa.option_groups, { 'g-extra': ['o-oeuf', 'o-piment'], 'g-side': ['o-alloco'] })).toEqual([
      'o-alloco',
      'o-piment',
      'o-oeuf',
    ]);
  });

  it('refuses a missing required option with the shared message, and still prices what is chosen', () => {
    expect(summarizeChoice(yassa, ['o-piment'], 2)).toEqual({
      ok: false,
      message: 'Choisissez au moins 1 option « Accompagnement » pour « Yassa poulet »',
      unitPrice: 13.4,
      total: 26.8,
    });
  });

  it('refuses more than the maximum and an unavailable option', () => {
    expect(summarizeChoice(yassa, ['o-riz', 'o-piment', 'o-oeuf', 'o-oignons'], 1).message).toBe(
      'Choisissez au plus 2 options « Suppléments » pour « Yassa poulet »',
    );
    expect(summarizeChoice(yassa, ['o-frites'], 1).message).toBe(
      'L’option « Frites » du plat « Yassa poulet » n’est plus disponible',
    );
  });

  it('adds the supplements to the unit price, to the cent', () => {
    expect(summarizeChoice(yassa, ['o-alloco', 'o-oeuf', 'o-piment'], 1)).toEqual({
      ok: true,
      message: null,
      unitPrice: 16.9,
      total: 16.9,
    });
    expect(summarizeChoice(yassa, ['o-alloco', 'o-piment'], 3).total).toBe(46.2);
  });
});
