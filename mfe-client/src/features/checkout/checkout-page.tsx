import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  EmptyState,
  Field,
  LoadingState,
  PageHeader,
  Textarea,
  buttonClasses,
  formatPrice,
  getErrorDetail,
  toast,
  useSession,
  localizeMessage,
} from '@teranga/shared-ui';
import { Columns, Heading, Notice } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { CARD_MIN_TOTAL_CENTS, CHECKOUT_MESSAGES, MONEY_MESSAGES, SCHEDULE_MESSAGES } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { tipSchema } from '@teranga/shared-ui/rules';
import { selectSubtotal, useCart } from '../../components/cart/cart-store';
import { nextOpeningWhen, openingStatus } from '../../components/opening/opening-status';
import { clientPaths } from '../../components/paths';
import { CLIENT_NS } from '../../i18n';
import { useCancelOrder } from '../orders/api/cancel-order';
import { useRestaurant } from '../restaurant/api/get-restaurant';
import { restaurantKeys } from '../restaurant/api/keys';
import { useCreateOrder } from './api/create-order';
import { useCheckoutSettings } from './api/get-checkout-settings';
import { CardPaymentStep } from './components/card-payment-step';
import { ChoiceField } from './components/choice-field';
import { OrderSummary, type SummaryTotals } from './components/order-summary';
import { OrderTimeField } from './components/order-time-field';
import { PaymentModeField } from './components/payment-mode-field';
import { PromoCodeField } from './components/promo-code-field';
import { TipField } from './components/tip-field';
import { usePromoCode } from './hooks/use-promo-code';
import { useSubmissionKey } from './hooks/use-submission-key';
import { sumEuros } from './lib/amounts';
import { buildOrderPayload } from './lib/build-order-payload';
import { makeCheckoutSchema } from './lib/checkout-form';
import { isPromoRefusal } from './lib/promo-refusal';
import { NO_TIP, tipAmount } from './lib/tip';
import styles from './components/checkout.module.css';

/** The placed order's own amounts: what the server counted, shown beside its payment. */
const orderTotals = (order: Commande): SummaryTotals => ({
  subtotal: order.subtotal,
  deliveryFee: order.fulfillment === 'a_emporter' ? null : order.delivery_fee,
  discount: order.discount,
  promoCode: order.promo_code,
  tip: order.tip,
  total: order.total_price,
});

export function CheckoutPage() {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const user = useSession((state) => state.user);
  const items = useCart((cart) => cart.items);
  const restaurantId = useCart((cart) => cart.restaurantId);
  const subtotal = useCart(selectSubtotal);
  const navigate = useNavigate();

  const schema = useMemo(() => makeCheckoutSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      fulfillment: 'livraison' as const,
      deliveryAddress: user?.address ?? '',
      notes: '',
      paymentMode: 'card' as const,
      when: 'asap' as const,
      day: 'today' as const,
      slot: '',
      tip: NO_TIP,
      tipOther: '',
    },
  });
  const { register, handleSubmit, control, formState, setValue } = form;
  const [paymentMode, fulfillment, tipChoice, tipOther] = useWatch({
    control,
    name: ['paymentMode', 'fulfillment', 'tip', 'tipOther'],
  });
  const takeAway = fulfillment === 'a_emporter';
  // The fee and the tips offered are the platform's, as `POST /commandes` will count them.
  const settings = useCheckoutSettings();
  const promo = usePromoCode({ restaurantId, items, fulfillment });
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder({
    meta: {
      // A card order is not placed yet: its success is the payment's.
      successMessage: (order) => ((order as Commande).payment_mode === 'cash' ? t('checkout.cashSuccess') : undefined),
      errorMessage: t('checkout.orderFailed'),
    },
  });
  const submissionKey = useSubmissionKey();
  // Leaving the card step says what happened itself; a failure there is only logged (by the mutation cache).
  const cancelOrder = useCancelOrder({ meta: { silent: true } });
  const [cardOrder, setCardOrder] = useState<Commande | null>(null);
  // Set with the cart cleared, so the page never flashes 'Votre panier est vide' before leaving.
  const [placed, setPlaced] = useState(false);

  // The restaurant's own rules (open, minimum order) are checked before the server has to refuse.
  const { data: restaurant } = useRestaurant(restaurantId ?? '', { enabled: Boolean(restaurantId) });
  const missingForMinimum = restaurant && restaurant.min_order > subtotal ? restaurant.min_order - subtotal : 0;
  const blocked = Boolean(restaurant && (!restaurant.is_open || missingForMinimum > 0));
  // Closed now by its hours, open by its switch: it takes orders for a later slot only.
  const status = restaurant ? openingStatus(restaurant, new Date()) : null;
  const laterOnly = status?.kind === 'closed';
  const opensWhen = laterOnly && restaurant ? nextOpeningWhen(restaurant, new Date()) : null;
  useEffect(() => {
    if (laterOnly) setValue('when', 'later');
  }, [laterOnly, setValue]);

  if (cardOrder) {
    // Leaving the payment step abandons the order: left unpaid it would sit in the kitchen's
    // queue as 'awaiting payment' for ever, so it is cancelled (the cart is kept).
    const leave = () =>
      cancelOrder.mutate(cardOrder.id, {
        onSuccess: () => toast.info(t('checkout.unpaidCancelled')),
        onSettled: () => setCardOrder(null),
      });
    return (
      <>
        <PageHeader title={t('checkout.title')} />
        <Columns template="minmax(0, 3fr) minmax(0, 2fr)">
          <CardPaymentStep order={cardOrder} onBack={leave} leaving={cancelOrder.isPending} />
          <OrderSummary
            source="order"
            items={cardOrder.items}
            totals={orderTotals(cardOrder)}
            restaurantName={cardOrder.restaurant_name}
          />
        </Columns>
      </>
    );
  }

  if (placed) return <LoadingState message={t('checkout.redirecting')} />;

  if (items.length === 0) {
    return (
      <>
        <PageHeader title={t('checkout.title')} />
        <EmptyState
          title={localizeMessage(CHECKOUT_MESSAGES.emptyCart)}
          description={t('checkout.emptyDescription')}
          action={
            <Link to={clientPaths.explorer} className={buttonClasses()}>
              {t('general.discoverRestaurants')}
            </Link>
          }
        />
      </>
    );
  }

  // Without the fee the page cannot say what the order costs: nothing is shown before it.
  if (!settings.data) {
    return (
      <>
        {settings.error && !settings.isFetching && <PageHeader title={t('checkout.title')} />}
        <QueryState
          query={settings}
          loadingMessage={t('checkout.loading')}
          errorMessage={t('checkout.settingsError')}
        />
      </>
    );
  }

  // The preview: the cart, the platform's fee, the tip if valid, the code's discount as the server quoted it.
  const deliveryFee = takeAway ? null : settings.data.delivery_fee;
  const typedTip = tipAmount({ fulfillment, tip: tipChoice, tipOther });
  const tip = tipSchema.safeParse(typedTip).success ? typedTip : 0;
  const discount = promo.status.kind === 'applied' ? promo.status.quote.discount : 0;
  const total = sumEuros(subtotal, deliveryFee ?? 0, tip, -discount);
  const belowCardMinimum = paymentMode === 'card' && Math.round(total * 100) < CARD_MIN_TOTAL_CENTS;

  const submit = handleSubmit((values) => {
    const payload = buildOrderPayload(useCart.getState(), {
      ...values,
      tip: tipAmount(values),
      promoCode: promo.orderCode,
    });
    createOrder.mutate(
      { payload, idempotencyKey: submissionKey.keyFor(payload) },
      {
        onError: (error) => {
          // A slot refused (taken by the clock meanwhile): the list is read again.
          void queryClient.invalidateQueries({ queryKey: restaurantKeys.allSlots() });
          // The code no longer applies (used up meanwhile, say): its field says why, and it is dropped.
          const detail = getErrorDetail(error, '');
          if (isPromoRefusal(detail)) promo.refuse(detail);
        },
        onSuccess: (order) => {
          // Placed: the next submission (e.g. after leaving the card step, which cancels it) is a new order.
          submissionKey.reset();
          if (order.payment_mode !== 'cash') {
            setCardOrder(order);
            return;
          }
          setPlaced(true);
          useCart.getState().clearCart();
          navigate(clientPaths.orders);
        },
      },
    );
  });

  return (
    <>
      <PageHeader title={t('checkout.title')} />
      <Columns template="minmax(0, 3fr) minmax(0, 2fr)">
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('checkout.formLabel')}
        >
          <Card as="section" padding="lg" gap={4} className={styles.section} aria-labelledby="checkout-delivery-title">
            <Heading id="checkout-delivery-title">{t(`common:labels.fulfillment.${fulfillment}`)}</Heading>
            <ChoiceField
              legend={t('checkout.fulfillment.legend')}
              compact
              radio={register('fulfillment')}
              choices={[
                {
                  value: 'livraison',
                  label: t('common:labels.fulfillment.livraison'),
                  hint: t('checkout.fulfillment.deliveryHint'),
                },
                {
                  value: 'a_emporter',
                  label: t('common:labels.fulfillment.a_emporter'),
                  hint: t('checkout.fulfillment.takeawayHint'),
                },
              ]}
            />
            {takeAway ? (
              <p className={styles.pickup} data-testid="pickup-address">
                {t('checkout.fulfillment.pickupAt')} <strong>{restaurant?.location.address ?? '…'}</strong>
              </p>
            ) : (
              <Field label={t('checkout.address')} required error={formState.errors.deliveryAddress?.message}>
                <Textarea rows={2} maxLength={300} autoComplete="street-address" {...register('deliveryAddress')} />
              </Field>
            )}
            <Field
              label={takeAway ? t('checkout.notes.takeaway') : t('checkout.notes.delivery')}
              optionalText={t('general.optional')}
            >
              <Textarea
                rows={2}
                maxLength={500}
                placeholder={
                  takeAway ? t('checkout.notes.takeawayPlaceholder') : t('checkout.notes.deliveryPlaceholder')
                }
                {...register('notes')}
              />
            </Field>
          </Card>

          <Card as="section" padding="lg" gap={4} className={styles.section} aria-label={t('checkout.time.legend')}>
            <OrderTimeField form={form} restaurant={restaurant} laterOnly={laterOnly} />
          </Card>

          {!takeAway && (
            <Card as="section" padding="lg" gap={3} className={styles.section}>
              <TipField form={form} presets={settings.data.tip_presets} maxTip={settings.data.max_tip} />
            </Card>
          )}

          <Card as="section" padding="lg" gap={4} className={styles.section}>
            <PaymentModeField radio={register('paymentMode')} fulfillment={fulfillment} />
          </Card>

          {laterOnly && (
            <Notice tone="info" bar role="note">
              {opensWhen ? (
                t('checkout.laterOnlyOpens', { message: localizeMessage(SCHEDULE_MESSAGES.closedNow), when: opensWhen })
              ) : (
                <>{localizeMessage(SCHEDULE_MESSAGES.closedNow)}.</>
              )}
            </Notice>
          )}

          {restaurant && !restaurant.is_open && (
            <Notice tone="warning" bar role="alert">
              {t('checkout.closed')}
            </Notice>
          )}
          {restaurant?.is_open && missingForMinimum > 0 && (
            <Notice tone="warning" bar role="alert">
              {t('checkout.minimum', {
                minimum: formatPrice(restaurant.min_order),
                missing: formatPrice(missingForMinimum),
              })}
            </Notice>
          )}
          {belowCardMinimum && (
            <Notice tone="warning" bar role="alert">
              {localizeMessage(MONEY_MESSAGES.cardMinimum)}.
            </Notice>
          )}

          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={createOrder.isPending}
            loadingText={t('checkout.submit.pending')}
            disabled={blocked || belowCardMinimum}
          >
            {paymentMode === 'cash' ? t('checkout.submit.cash') : t('checkout.submit.card')}
          </Button>
        </form>

        <OrderSummary
          source="preview"
          items={items.map((item) => ({
            plat_id: item.id,
            plat_name: item.name,
            quantity: item.quantity,
            subtotal: item.price * item.quantity,
            options: item.options,
          }))}
          totals={{
            subtotal,
            deliveryFee,
            discount,
            promoCode: promo.status.kind === 'applied' ? promo.status.code : null,
            tip,
            total,
          }}
          restaurantName={restaurant?.name}
        >
          <PromoCodeField promo={promo} />
        </OrderSummary>
      </Columns>
    </>
  );
}
