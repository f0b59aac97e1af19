import { api } from '@teranga/shared-ui';

export interface PaymentConfig {
  /** 'test': the API's built-in test mode (no Stripe keys on the server). */
  provider: 'stripe' | 'test';
  /** Stripe publishable key, present with the Stripe provider. */
  publishable_key?: string;
}

/** GET /paiements/config — which card form to show. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const { data } = await api.get<PaymentConfig>('/paiements/config', { signal });
  return data;
}
