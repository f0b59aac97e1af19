import { api, type TestCardPayload, type TestCardResult } from '@teranga/shared-ui';
import { normalizeCardNumber, parseExpiry, type CardFields } from '@teranga/shared-ui';
import { CardPaymentError, useCardPayment } from '../hooks/use-card-payment';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';

/**
 * POST /paiements/test/confirm-card — the API's test mode stands in for Stripe.js: 'succeeded', or
 * 'requires_payment_method' with `error` when the card was declined.
 */
export const confirmTestCard = (payload: TestCardPayload): Promise<TestCardResult> =>
  api.post<TestCardResult>('/paiements/test/confirm-card', payload).then((response) => response.data);

/** Pays with a card the form validated: a decline is answered 200, and thrown here as the refusal it is. */
export function useConfirmTestCard(clientSecret: string, onSucceeded: () => void) {
  return useCardPayment(async (card: CardFields) => {
    // The form's schema only lets a parsable date through.
    const expiry = parseExpiry(card.expiry)!;
    const result = await confirmTestCard({
      client_secret: clientSecret,
      card_number: normalizeCardNumber(card.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.cvc.trim(),
    });
    if (result.status !== 'succeeded') throw new CardPaymentError(result.error ?? PAYMENT_MESSAGES.cardFailed);
  }, onSucceeded);
}
