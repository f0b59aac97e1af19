import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiComponents } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/** A review as its author reads it: with the courier's thumb, the restaurant's reply and until when it can be changed. */
export type Review = ApiComponents['schemas']['Review'];
export type ReviewPayload = ApiComponents['schemas']['ReviewPayload'];

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
