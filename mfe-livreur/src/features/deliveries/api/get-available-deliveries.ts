import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, DELAYS_MS, type Livraison } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { livraisonKeys } from './keys';
import { pollEvery } from './polling';

/** GET /livraisons/available — deliveries waiting for a courier, oldest first, each with its order. */
export const getAvailableDeliveries = (signal?: AbortSignal) =>
  api.get<Livraison[]>('/livraisons/available', { signal }).then((response) => response.data);

export const availableDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: livraisonKeys.available(),
    queryFn: ({ signal }) => getAvailableDeliveries(signal),
    ...pollEvery(DELAYS_MS.availableDeliveriesPoll),
  });

export const useAvailableDeliveries = (config: QueryConfig<typeof availableDeliveriesQueryOptions> = {}) =>
  useQuery({ ...availableDeliveriesQueryOptions(), ...config });
