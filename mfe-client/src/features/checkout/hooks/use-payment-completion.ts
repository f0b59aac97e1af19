import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELAYS_MS, toast } from '@teranga/shared-ui';
import { useCart } from '../../../components/cart/cart-store';
import { clientPaths } from '../../../components/paths';
import { useConfirmPayment } from '../api/confirm-payment';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';

/**
 * What follows a successful card payment: the server confirmation (it checks the payment with the
 * provider; a failure is only logged, the provider's webhook still settles the order), the cart
 * emptied, a toast, and the orders page 2 s after the success — never before the confirmation
 * has answered, so the order shows up paid there.
 */
export function usePaymentCompletion(orderId: string) {
  const navigate = useNavigate();
  const [paid, setPaid] = useState(false);
  const [delayOver, setDelayOver] = useState(false);
  const confirmation = useConfirmPayment({
    // The payment itself went through: the outcome of this check never reaches the user.
    meta: { silent: true },
    onError: (error) => console.error('Confirmation du paiement par le serveur impossible', error),
    onSettled: () => {
      useCart.getState().clearCart();
      toast.success(PAYMENT_MESSAGES.successToast);
    },
  });
  const confirmed = confirmation.isSuccess || confirmation.isError;

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => setDelayOver(true), DELAYS_MS.cardSuccessRedirect);
    return () => clearTimeout(timer);
  }, [paid]);

  useEffect(() => {
    if (delayOver && confirmed) navigate(clientPaths.orders);
  }, [delayOver, confirmed, navigate]);

  const complete = () => {
    setPaid(true);
    confirmation.mutate(orderId);
  };

  return { paid, complete };
}
