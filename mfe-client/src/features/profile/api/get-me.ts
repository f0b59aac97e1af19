import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@teranga/shared-ui';

/** GET /auth/me — the account as the server knows it now (verification may have changed since login). */
export const getMe = () => authApi.getMe();

export const getMeQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());
