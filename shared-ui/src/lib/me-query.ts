import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';
import type { QueryConfig } from './react-query';

/**
 * `GET /auth/me`: the account as the API knows it now (an administrator may have approved it
 * since the sign-in the session keeps). No user id in the key: the cache is emptied whenever
 * the signed-in user changes (QueryProvider).
 */
export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: () => authApi.getMe() });

export const useMe = (queryConfig: QueryConfig<typeof meQueryOptions> = {}) =>
  useQuery({ ...meQueryOptions(), ...queryConfig });
