import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, type DriverAnalytics } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { livraisonKeys } from '../../deliveries/api/keys';

/** GET /analytics/livreur/:id?days= — the courier's figures over the last `days` days. */
export const getDriverAnalytics = (livreurId: string, days: number, signal?: AbortSignal) =>
  api
    .get<DriverAnalytics>(`/analytics/livreur/${encodeURIComponent(livreurId)}`, {
      params: { days },
      signal,
    })
    .then((response) => response.data);

export const driverAnalyticsQueryOptions = (livreurId: string | undefined, days: number) =>
  queryOptions({
    queryKey: livraisonKeys.analytics(livreurId, days),
    queryFn: livreurId ? ({ signal }) => getDriverAnalytics(livreurId, days, signal) : skipToken,
  });

export const useDriverAnalytics = (
  livreurId: string | undefined,
  days: number,
  config: QueryConfig<typeof driverAnalyticsQueryOptions> = {},
) => useQuery({ ...driverAnalyticsQueryOptions(livreurId, days), ...config });
