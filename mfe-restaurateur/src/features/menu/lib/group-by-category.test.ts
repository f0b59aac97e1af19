import { describe, expect, it } from 'vitest';
import type { Plat } from '@teranga/shared-ui';
import { groupByCategory } from './group-by-category';

const plat = (id: string, category: string) => ({ id, category }) as Plat;

describe('groupByCategory', () => {
  it("keeps the order of first appearance and files dishes without a category under 'Autre'", () => {
    const groups = groupByCategory([
      plat('1', 'Plats'),
      plat('2', ''),
      plat('3', 'Desserts'),
      plat('4', 'Plats'),
      plat('5', '  '),
    ]);
    expect(groups.map((g) => [g.category, g.plats.map((p) => p.id)])).toEqual([
      ['Plats', ['1', '4']],
      ['Autre', ['2', '5']],
      ['Desserts', ['3']],
    ]);
  });
});
