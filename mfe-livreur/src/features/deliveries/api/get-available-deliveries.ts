import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Livraison } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { livraisonKeys } from './keys';

/** GET /livraisons/available — deliveries waiting for a courier, oldest first, each with its order. */
export const getAvailableDeliveries = (signal?: AbortSignal) =>
  api.get<Livraison[]>('/livraisons/available', { signal }).then((response) => response.data);

export const availableDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: livraisonKeys.available(),
    queryFn: ({ signal }) => getAvailableDeliveries(signal),
  });

export const useAvailableDeliveries = (config: QueryConfig<typeof availableDeliveriesQueryOptions> = {}) =>
  useQuery({ ...availableDeliveriesQueryOptions(), ...config });
