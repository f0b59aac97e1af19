import { useIsMutating, useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { getErrorDetail, toast } from '@teranga/shared-ui';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';

const cardPaymentKey = ['paiements', 'carte'];

/** The provider refused the card: its own words ('Votre carte a été refusée.') are what the user reads. */
export class CardPaymentError extends Error {}

function explain(error: unknown): CardPaymentError {
  if (error instanceof CardPaymentError) return error;
  if (!axios.isAxiosError(error)) console.error('Paiement par carte interrompu', error);
  return new CardPaymentError(getErrorDetail(error, PAYMENT_MESSAGES.cardFailed));
}

/**
 * Sends the card to the provider (Stripe, or the API's test mode). `confirm` resolves once the
 * payment went through and throws a CardPaymentError for a refusal; any failure is shown inline
 * (`cardError`) and as a toast, as the spec wants for card errors.
 */
export function useCardPayment<TCard = void>(confirm: (card: TCard) => Promise<void>, onSucceeded: () => void) {
  const mutation = useMutation({
    mutationKey: cardPaymentKey,
    mutationFn: (card: TCard) =>
      confirm(card).catch((error: unknown) => {
        throw explain(error);
      }),
    // The form tells the failure itself, in the provider's words rather than the API's detail only.
    meta: { silent: true },
    onSuccess: () => onSucceeded(),
    onError: (error) => toast.error(error.message),
  });
  return { pay: mutation.mutate, paying: mutation.isPending, cardError: mutation.error?.message ?? null };
}

/** True while a card is being confirmed: leaving the step then would cancel an order being paid. */
export const useCardPaymentPending = () => useIsMutating({ mutationKey: cardPaymentKey }) > 0;
