import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, type LivraisonSummary } from '@teranga/shared-ui';
import { livraisonKeys } from '../../deliveries/api/keys';

/** GET /livraisons/summary — the courier's totals over all their deliveries. */
export async function getDeliverySummary(livreurId: string, signal?: AbortSignal) {
  const { data } = await api.get<LivraisonSummary>('/livraisons/summary', {
    params: { livreur_id: livreurId },
    signal,
  });
  return data;
}

export const deliverySummaryQueryOptions = (livreurId: string | undefined) =>
  queryOptions({
    queryKey: livraisonKeys.summary(livreurId),
    queryFn: livreurId ? ({ signal }) => getDeliverySummary(livreurId, signal) : skipToken,
  });

export const useDeliverySummary = (livreurId: string | undefined) => useQuery(deliverySummaryQueryOptions(livreurId));
