import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Promo } from '@teranga/shared-ui';
import { promoKeys, type PromoFilter } from './keys';

/** The API's `active` filter for each choice: absent for all of them. */
const ACTIVE_PARAM: Readonly<Record<PromoFilter, 'true' | 'false' | undefined>> = {
  all: undefined,
  active: 'true',
  inactive: 'false',
};

/** `GET /admin/promos?active=`: every code, the platform's and the restaurants', newest first, with its uses. */
export const getPromos = (filter: PromoFilter, signal?: AbortSignal): Promise<Promo[]> =>
  api
    .get<Promo[]>('/admin/promos', { params: { active: ACTIVE_PARAM[filter] }, signal })
    .then((response) => response.data);

export const promosQueryOptions = (filter: PromoFilter) =>
  queryOptions({ queryKey: promoKeys.list(filter), queryFn: ({ signal }) => getPromos(filter, signal) });

export const usePromos = (filter: PromoFilter) => useQuery(promosQueryOptions(filter));
