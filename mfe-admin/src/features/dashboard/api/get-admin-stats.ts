import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminStats } from '@teranga/shared-ui';

/** Every write that changes a count (role, validation) invalidates this key. */
export const adminStatsKey = ['admin', 'stats'] as const;

/** `GET /admin/stats`: platform counts. */
export const getAdminStats = (): Promise<AdminStats> =>
  api.get<AdminStats>('/admin/stats').then((response) => response.data);

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminStatsKey, queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
