import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Field,
  Input,
  LoadingState,
  PageHeader,
  Textarea,
  buttonClasses,
  formatPrice,
  getErrorDetail,
  toast,
  useSession,
} from '@teranga/shared-ui';
import type { Commande, PaymentMode } from '@teranga/shared-ui';
import { cancelOrder } from '../../api/cancel-order';
import { getRestaurant } from '../../api/get-restaurant';
import { useLoader } from '../../hooks/use-loader';
import { selectSubtotal, useCart } from '../cart/cart-store';
import { clientPaths } from '../layout/paths';
import { createOrder } from './api/create-order';
import { buildOrderPayload } from './build-order-payload';
import { CardPaymentStep } from './components/card-payment-step';
import { OrderSummary } from './components/order-summary';
import { PaymentModeField } from './components/payment-mode-field';
import styles from './components/checkout.module.css';

export const CHECKOUT_MESSAGES = {
  addressRequired: 'Veuillez entrer une adresse de livraison',
  orderFailed: 'Erreur lors de la commande',
  cashSuccess: 'Commande passée avec succès!',
  emptyCart: 'Votre panier est vide',
} as const;

export function CheckoutPage() {
  const user = useSession((state) => state.user);
  const items = useCart((cart) => cart.items);
  const restaurantId = useCart((cart) => cart.restaurantId);
  const subtotal = useCart(selectSubtotal);
  const navigate = useNavigate();

  const [deliveryAddress, setDeliveryAddress] = useState(user?.address ?? '');
  const [notes, setNotes] = useState('');
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('card');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [cardOrder, setCardOrder] = useState<Commande | null>(null);
  const [leavingCardStep, setLeavingCardStep] = useState(false);
  // Set with the cart cleared, so the page never flashes 'Votre panier est vide' before leaving.
  const [placed, setPlaced] = useState(false);
  const addressRef = useRef<HTMLTextAreaElement>(null);

  // The restaurant's own rules (open, minimum order) are checked before the server has to refuse.
  const { state: restaurantState } = useLoader(restaurantId ?? '', (signal) =>
    restaurantId ? getRestaurant(restaurantId, signal) : Promise.resolve(null),
  );
  const restaurant = restaurantState.status === 'success' ? restaurantState.data : null;
  const missingForMinimum = restaurant && restaurant.min_order > subtotal ? restaurant.min_order - subtotal : 0;
  const blocked = Boolean(restaurant && (!restaurant.is_open || missingForMinimum > 0));

  if (cardOrder) {
    const leave = async () => {
      setLeavingCardStep(true);
      try {
        // Leaving the payment step abandons the order: left unpaid it would sit in the kitchen's
        // queue as 'awaiting payment' for ever, so it is cancelled (the cart is kept).
        await cancelOrder(cardOrder.id);
        toast.info('Votre commande non payée a été annulée. Votre panier est conservé.');
      } catch (error) {
        console.error('Annulation de la commande non payée impossible', error);
      } finally {
        setLeavingCardStep(false);
        setCardOrder(null);
      }
    };
    return (
      <>
        <PageHeader title="Finaliser la commande" />
        <CardPaymentStep order={cardOrder} onBack={() => void leave()} leaving={leavingCardStep} />
      </>
    );
  }

  if (placed) return <LoadingState message="Redirection vers vos commandes..." />;

  if (items.length === 0) {
    return (
      <>
        <PageHeader title="Finaliser la commande" />
        <EmptyState
          title={CHECKOUT_MESSAGES.emptyCart}
          description="Ajoutez des plats depuis la carte d’un restaurant pour passer commande."
          action={
            <Link to={clientPaths.explorer} className={buttonClasses()}>
              Découvrir les restaurants
            </Link>
          }
        />
      </>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!deliveryAddress.trim()) {
      setAddressError(CHECKOUT_MESSAGES.addressRequired);
      addressRef.current?.focus();
      return;
    }
    setAddressError(null);
    setSubmitting(true);
    try {
      const cart = useCart.getState();
      const order = await createOrder(buildOrderPayload(cart, { deliveryAddress, notes, paymentMode }));
      if (paymentMode === 'cash') {
        toast.success(CHECKOUT_MESSAGES.cashSuccess);
        setPlaced(true);
        useCart.getState().clearCart();
        navigate(clientPaths.orders);
        return;
      }
      setCardOrder(order);
    } catch (error) {
      toast.error(getErrorDetail(error, CHECKOUT_MESSAGES.orderFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader title="Finaliser la commande" />
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Livraison et paiement">
          <section className={styles.section} aria-labelledby="checkout-delivery-title">
            <h2 id="checkout-delivery-title" className={styles.sectionTitle}>
              Livraison
            </h2>
            <Field label="Adresse de livraison" required error={addressError}>
              <Textarea
                ref={addressRef}
                rows={2}
                maxLength={300}
                autoComplete="street-address"
                value={deliveryAddress}
                onChange={(event) => {
                  setDeliveryAddress(event.target.value);
                  if (addressError) setAddressError(null);
                }}
              />
            </Field>
            <Field label="Instructions de livraison" optionalText="(optionnel)">
              <Textarea
                rows={2}
                maxLength={500}
                placeholder="Code d’entrée, étage, interphone…"
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            </Field>
          </section>

          <section className={styles.section}>
            <PaymentModeField value={paymentMode} onChange={setPaymentMode} />
          </section>

          {restaurant && !restaurant.is_open && (
            <p className={styles.warning} role="alert">
              Ce restaurant est actuellement fermé : la commande n’est pas possible pour le moment.
            </p>
          )}
          {restaurant?.is_open && missingForMinimum > 0 && (
            <p className={styles.warning} role="alert">
              Le minimum de commande de ce restaurant est de {formatPrice(restaurant.min_order)} : ajoutez encore{' '}
              {formatPrice(missingForMinimum)}.
            </p>
          )}

          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={submitting}
            loadingText="Commande en cours..."
            disabled={blocked}
          >
            {paymentMode === 'cash' ? 'Confirmer la commande' : 'Continuer vers le paiement'}
          </Button>
        </form>

        <OrderSummary items={items} subtotal={subtotal} restaurantName={restaurant?.name} />
      </div>
    </>
  );
}
