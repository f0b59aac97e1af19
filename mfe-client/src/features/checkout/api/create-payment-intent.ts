import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PaymentIntentResponse as PaymentIntent } from '@teranga/shared-ui';

/**
 * POST /paiements/create-payment-intent?commande_id= — idempotent on the server: calling it again
 * (a remount, a retry) gives back the same open intent, never a second charge.
 */
export const createPaymentIntent = (commandeId: string, signal?: AbortSignal): Promise<PaymentIntent> =>
  api
    .post<PaymentIntent>('/paiements/create-payment-intent', null, {
      params: { commande_id: commandeId },
      signal,
    })
    .then((response) => response.data);

// A POST, but read like a query: being idempotent, it is safe to ask again on a retry or remount.
export const getPaymentIntentQueryOptions = (commandeId: string) =>
  queryOptions({
    queryKey: ['paiements', 'intent', commandeId],
    queryFn: ({ signal }) => createPaymentIntent(commandeId, signal),
  });

export const usePaymentIntent = (commandeId: string) => useQuery(getPaymentIntentQueryOptions(commandeId));
