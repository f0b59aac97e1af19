import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PaymentConfig } from '@teranga/shared-ui';

/** GET /paiements/config — which card form to show ('test': the API's built-in test mode, no Stripe keys). */
export const getPaymentConfig = (signal?: AbortSignal): Promise<PaymentConfig> =>
  api.get<PaymentConfig>('/paiements/config', { signal }).then((response) => response.data);

export const getPaymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['paiements', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // The server's provider does not change while the page lives.
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(getPaymentConfigQueryOptions());
