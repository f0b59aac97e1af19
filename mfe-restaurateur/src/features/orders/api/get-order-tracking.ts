import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiComponents } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './get-orders';

export type Suivi = ApiComponents['schemas']['Suivi'];

/** `GET /commandes/:id/suivi`: where the order and its courier are, with the estimated times. */
export const getOrderTracking = (orderId: string): Promise<Suivi> =>
  api.get<Suivi>(`/commandes/${encodeURIComponent(orderId)}/suivi`).then((response) => response.data);

export const orderTrackingQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.tracking(orderId), queryFn: () => getOrderTracking(orderId) });

export const useOrderTracking = (orderId: string, queryConfig?: QueryConfig<typeof orderTrackingQueryOptions>) =>
  useQuery({ ...orderTrackingQueryOptions(orderId), ...queryConfig });
