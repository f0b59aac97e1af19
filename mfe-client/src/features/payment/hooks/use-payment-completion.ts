import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELAYS_MS, toast } from '@teranga/shared-ui';
import { useCart } from '../../cart/cart-store';
import { clientPaths } from '../../layout/paths';
import { confirmPayment } from '../api/confirm-payment';
import { PAYMENT_MESSAGES } from '../payment-messages';

/**
 * What follows a successful card payment: the server confirmation (it checks the payment with the
 * provider; a failure is only logged, the provider's webhook still settles the order), the cart
 * emptied, a toast, and the orders page 2 s after the success — never before the confirmation
 * has answered, so the order shows up paid there.
 */
export function usePaymentCompletion(orderId: string) {
  const navigate = useNavigate();
  const [paid, setPaid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const complete = useCallback(async () => {
    setPaid(true);
    const redirectDue = new Promise<void>((resolve) => {
      timer.current = setTimeout(resolve, DELAYS_MS.cardSuccessRedirect);
    });
    try {
      await confirmPayment(orderId);
    } catch (error) {
      console.error('Confirmation du paiement par le serveur impossible', error);
    }
    useCart.getState().clearCart();
    toast.success(PAYMENT_MESSAGES.successToast);
    await redirectDue;
    if (mounted.current) navigate(clientPaths.orders);
  }, [orderId, navigate]);

  return { paid, complete };
}
