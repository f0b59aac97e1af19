import type { QueryClient } from '@tanstack/react-query';
import type { Plat } from '@teranga/shared-ui';
import { categoryKeys } from '../../categories/api/get-categories';

export const platKeys = {
  all: ['plats'] as const,
  list: (restaurantId: string) => [...platKeys.all, 'list', restaurantId] as const,
  detail: (platId: string) => [...platKeys.all, 'detail', platId] as const,
};

/** A write answered with the dish: the menu and the dish's form show it without asking again. */
export function storePlat(queryClient: QueryClient, plat: Plat): void {
  queryClient.setQueryData(platKeys.detail(plat.id), plat);
  queryClient.setQueryData<Plat[]>(platKeys.list(plat.restaurant_id), (list) =>
    list?.map((candidate) => (candidate.id === plat.id ? plat : candidate)),
  );
}

/** The categories count their dishes, and the API creates the category a dish names: ask again. */
export const refreshCategories = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: categoryKeys.all });
