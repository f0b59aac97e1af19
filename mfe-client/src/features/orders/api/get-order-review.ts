import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Review } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/** GET /commandes/:id/review — 404 'Aucun avis pour cette commande' when none was written. */
export const getOrderReview = (commandeId: string, signal?: AbortSignal): Promise<Review> =>
  api.get<Review>(`/commandes/${encodeURIComponent(commandeId)}/review`, { signal }).then((response) => response.data);

export const getOrderReviewQueryOptions = (commandeId: string) =>
  queryOptions({
    queryKey: orderKeys.review(commandeId),
    queryFn: ({ signal }) => getOrderReview(commandeId, signal),
  });

export const useOrderReview = (commandeId: string, queryConfig?: QueryConfig<typeof getOrderReviewQueryOptions>) =>
  useQuery({ ...getOrderReviewQueryOptions(commandeId), ...queryConfig });
