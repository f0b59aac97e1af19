import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, type CourierEarnings, type Period } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { livraisonKeys } from '../../deliveries/api/keys';

/** GET /livraisons/earnings?from=&to= — the signed-in courier's pay over the period (local days, Paris). */
export const getEarnings = (period: Period, signal?: AbortSignal) =>
  api
    .get<CourierEarnings>('/livraisons/earnings', { params: { from: period.from, to: period.to }, signal })
    .then((response) => response.data);

export const earningsQueryOptions = (livreurId: string | undefined, period: Period) =>
  queryOptions({
    queryKey: livraisonKeys.earnings(livreurId, period),
    // The API reads the courier from the token; the id only keeps one account's figures apart from another's.
    queryFn: livreurId ? ({ signal }) => getEarnings(period, signal) : skipToken,
  });

export const useEarnings = (
  livreurId: string | undefined,
  period: Period,
  config: QueryConfig<typeof earningsQueryOptions> = {},
) => useQuery({ ...earningsQueryOptions(livreurId, period), ...config });
