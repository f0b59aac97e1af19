import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, type LivraisonSummary } from '@teranga/shared-ui';
import { livraisonKeys } from '../../deliveries/api/keys';

/** GET /livraisons/summary — the courier's totals over all their deliveries. */
export const getDeliverySummary = (livreurId: string, signal?: AbortSignal) =>
  api
    .get<LivraisonSummary>('/livraisons/summary', {
      params: { livreur_id: livreurId },
      signal,
    })
    .then((response) => response.data);

export const deliverySummaryQueryOptions = (livreurId: string | undefined) =>
  queryOptions({
    queryKey: livraisonKeys.summary(livreurId),
    queryFn: livreurId ? ({ signal }) => getDeliverySummary(livreurId, signal) : skipToken,
  });

export const useDeliverySummary = (livreurId: string | undefined) => useQuery(deliverySummaryQueryOptions(livreurId));
