import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Fulfillment, type RestaurantSlots } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { restaurantKeys } from '../../restaurant/api/keys';

export interface SlotsParams {
  restaurantId: string;
  /** The restaurant's local date, `YYYY-MM-DD`: today or tomorrow (else 422). */
  date: string;
  fulfillment: Fulfillment;
}

/** GET /restaurants/:id/slots?date=&fulfillment= — the 15-minute slots an order placed now can be received at. */
export const getSlots = ({ restaurantId, date, fulfillment }: SlotsParams, signal?: AbortSignal) =>
  api
    .get<RestaurantSlots>(`/restaurants/${encodeURIComponent(restaurantId)}/slots`, {
      params: { date, fulfillment },
      signal,
    })
    .then((response) => response.data);

export const getSlotsQueryOptions = (params: SlotsParams) =>
  queryOptions({
    queryKey: restaurantKeys.slots(params.restaurantId, params.date, params.fulfillment),
    queryFn: ({ signal }) => getSlots(params, signal),
    // Slots run out as the clock turns: a choice made on a list more than a minute old may be refused.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useSlots = (params: SlotsParams, queryConfig?: QueryConfig<typeof getSlotsQueryOptions>) =>
  useQuery({ ...getSlotsQueryOptions(params), ...queryConfig });
