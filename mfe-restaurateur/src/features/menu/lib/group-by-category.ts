import type { Plat } from '@teranga/shared-ui';
import { tr } from '../../../i18n';

export interface DishGroup {
  category: string;
  plats: Plat[];
}

/** Dishes grouped by category name in order of first appearance; a dish without one goes to 'Autre'. */
export function groupByCategory(plats: readonly Plat[]): DishGroup[] {
  const groups = new Map<string, Plat[]>();
  const fallback = tr('menu.otherCategory');
  for (const plat of plats) {
    const category = plat.category?.trim() || fallback;
    groups.set(category, [...(groups.get(category) ?? []), plat]);
  }
  return [...groups].map(([category, list]) => ({ category, plats: list }));
}
