import { api } from '@teranga/shared-ui';
import type { PaymentIntentResponse } from '@teranga/shared-ui';

export interface PaymentIntent extends PaymentIntentResponse {
  payment_intent_id: string;
  /** Euros: the order's total computed by the server. */
  amount: number;
  currency: string;
}

/**
 * POST /paiements/create-payment-intent?commande_id= — idempotent on the server: calling it again
 * (a remount, a retry) gives back the same open intent, never a second charge.
 */
export async function createPaymentIntent(commandeId: string, signal?: AbortSignal): Promise<PaymentIntent> {
  const { data } = await api.post<PaymentIntent>('/paiements/create-payment-intent', null, {
    params: { commande_id: commandeId },
    signal,
  });
  return data;
}
