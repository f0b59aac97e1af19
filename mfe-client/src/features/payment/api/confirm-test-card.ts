import { api } from '@teranga/shared-ui';

export interface TestCardPayload {
  client_secret: string;
  /** Digits only. */
  card_number: string;
  exp_month: number;
  /** Two digits (AA). */
  exp_year: number;
  cvc: string;
}

export interface TestCardResult {
  /** 'succeeded', or 'requires_payment_method' with `error` when the card was declined. */
  status: string;
  error?: string;
}

/** POST /paiements/test/confirm-card — the API's test mode stands in for Stripe.js. */
export async function confirmTestCard(payload: TestCardPayload): Promise<TestCardResult> {
  const { data } = await api.post<TestCardResult>('/paiements/test/confirm-card', payload);
  return data;
}
