import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, EmptyState, Field, Select, addDays, localDate } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useNow } from '../../../components/time/use-now';
import { CLIENT_NS } from '../../../i18n';
import { useSlots } from '../api/get-slots';
import type { CheckoutForm } from '../lib/checkout-form';
import { ChoiceField } from './choice-field';
import styles from './checkout.module.css';

interface OrderTimeFieldProps {
  form: UseFormReturn<CheckoutForm>;
  restaurant: Restaurant | undefined;
  /** Closed now by its hours: only 'Plus tard' is offered. */
  laterOnly: boolean;
}

/** 'Quand ?': as soon as possible, or later today or tomorrow at a slot the restaurant can serve. */
export function OrderTimeField({ form, restaurant, laterOnly }: OrderTimeFieldProps) {
  const { t } = useTranslation(CLIENT_NS);
  const { register, setValue, control, formState } = form;
  const [when, day, fulfillment, slot] = useWatch({ control, name: ['when', 'day', 'fulfillment', 'slot'] });
  const now = useNow();
  // Days are the restaurant's: a client abroad still orders for its today.
  const today = localDate(now, restaurant?.time_zone ?? DEFAULT_TIME_ZONE);
  const date = day === 'tomorrow' ? addDays(today, 1) : today;
  const later = when === 'later';
  const slots = useSlots(
    { restaurantId: restaurant?.id ?? '', date, fulfillment },
    { enabled: Boolean(restaurant) && later },
  );

  // Another day or another fulfillment has other slots: the one chosen may not be among them.
  const offered = slots.data?.slots;
  useEffect(() => {
    if (slot && offered && !offered.some((s) => s.at === slot)) setValue('slot', '');
  }, [offered, slot, setValue]);

  return (
    <>
      <ChoiceField
        legend={t('checkout.time.legend')}
        radio={register('when')}
        choices={
          laterOnly
            ? [{ value: 'later', label: t('checkout.time.later'), hint: t('checkout.time.closedHint') }]
            : [
                { value: 'asap', label: t('checkout.time.asap') },
                { value: 'later', label: t('checkout.time.later'), hint: t('checkout.time.laterHint') },
              ]
        }
      />
      {later && (
        <div className={styles.slots}>
          <ChoiceField
            legend={t('checkout.time.day')}
            compact
            radio={register('day')}
            choices={[
              { value: 'today', label: t('checkout.time.today') },
              { value: 'tomorrow', label: t('checkout.time.tomorrow') },
            ]}
          />
          <QueryState
            query={slots}
            loadingMessage={t('checkout.time.slotsLoading')}
            errorMessage={t('checkout.time.slotsError')}
          >
            {(answer) =>
              answer.slots.length === 0 ? (
                <EmptyState
                  title={t('checkout.time.noSlots')}
                  description={day === 'today' ? t('checkout.time.tryTomorrow') : t('checkout.time.tryAnotherDay')}
                />
              ) : (
                <Field
                  label={fulfillment === 'a_emporter' ? t('checkout.time.pickupTime') : t('checkout.time.deliveryTime')}
                  required
                  error={formState.errors.slot?.message}
                >
                  <Select
                    placeholder={t('checkout.time.slotPlaceholder')}
                    options={answer.slots.map((s) => ({ value: s.at, label: s.label }))}
                    {...register('slot')}
                  />
                </Field>
              )
            }
          </QueryState>
        </div>
      )}
    </>
  );
}
