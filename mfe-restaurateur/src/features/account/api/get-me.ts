import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@teranga/shared-ui';

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['auth', 'me', userId], queryFn: () => authApi.getMe() });

/** `GET /auth/me`: the account as the API knows it now (the session keeps the sign-in's copy). */
export const useMe = (userId: string | undefined, enabled: boolean) =>
  useQuery({ ...meQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
