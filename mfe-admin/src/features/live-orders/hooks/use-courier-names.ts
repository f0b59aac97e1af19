import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '../../users/api/get-users';

/**
 * Couriers' names by id, from the admin's user list (the same cache entry as the Users page's
 * 'Livreurs' filter). A delivery carries only its courier's id: until this list is there, or if
 * it cannot load, the board shows the short id instead, so it never holds the board back.
 */
export function useCourierNames(enabled: boolean): ReadonlyMap<string, string> {
  const couriers = useQuery({ ...usersQueryOptions('livreur'), enabled, staleTime: 5 * 60_000 });
  return useMemo(() => new Map((couriers.data ?? []).map((user) => [user.id, user.name])), [couriers.data]);
}
