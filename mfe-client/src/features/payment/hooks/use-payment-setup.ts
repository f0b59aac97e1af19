import { getErrorDetail, toast } from '@teranga/shared-ui';
import { useLoader } from '../../../hooks/use-loader';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent';
import { getPaymentConfig, type PaymentConfig } from '../api/get-payment-config';
import { PAYMENT_MESSAGES } from '../payment-messages';

export interface PaymentSetup {
  config: PaymentConfig;
  intent: PaymentIntent;
}

/**
 * The provider and the order's payment intent, loaded together when the card step opens.
 * A failure is told as a toast (server detail, else 'Erreur lors de la commande'); 'Réessayer'
 * asks again, which the server answers with the same intent when one already exists.
 */
export function usePaymentSetup(orderId: string) {
  return useLoader<PaymentSetup>(
    orderId,
    async (signal) => {
      const [config, intent] = await Promise.all([getPaymentConfig(signal), createPaymentIntent(orderId, signal)]);
      return { config, intent };
    },
    (error) => toast.error(getErrorDetail(error, PAYMENT_MESSAGES.intentFailed)),
  );
}
