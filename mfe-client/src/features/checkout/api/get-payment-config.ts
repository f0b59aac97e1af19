import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PaymentConfig } from '@teranga/shared-ui';

/** GET /paiements/config — which card form to show ('test': the API's built-in test mode, no Stripe keys). */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const { data } = await api.get<PaymentConfig>('/paiements/config', { signal });
  return data;
}

export const getPaymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['paiements', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // The server's provider does not change while the page lives.
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(getPaymentConfigQueryOptions());
