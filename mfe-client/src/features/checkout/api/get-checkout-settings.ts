import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CheckoutSettings } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';

/** GET /settings/checkout — public: the delivery fee `POST /commandes` will count and the tips offered. */
export const getCheckoutSettings = (signal?: AbortSignal): Promise<CheckoutSettings> =>
  api.get<CheckoutSettings>('/settings/checkout', { signal }).then((response) => response.data);

export const getCheckoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'checkout'],
    queryFn: ({ signal }) => getCheckoutSettings(signal),
    // An admin may change the fee: each visit to the checkout asks again, the page shows the last answer meanwhile.
    staleTime: 0,
  });

export const useCheckoutSettings = (queryConfig?: QueryConfig<typeof getCheckoutSettingsQueryOptions>) =>
  useQuery({ ...getCheckoutSettingsQueryOptions(), ...queryConfig });
