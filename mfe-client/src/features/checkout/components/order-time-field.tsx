import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_TIME_ZONE, EmptyState, Field, Select, addDays, localDate } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useNow } from '../../../components/time/use-now';
import { useSlots } from '../api/get-slots';
import type { CheckoutForm } from '../lib/checkout-form';
import { ChoiceField } from './choice-field';
import styles from './checkout.module.css';

export const SLOT_MESSAGES = {
  loading: 'Chargement des créneaux...',
  error: 'Erreur lors du chargement des créneaux',
  none: 'Aucun créneau disponible ce jour-là',
} as const;

interface OrderTimeFieldProps {
  form: UseFormReturn<CheckoutForm>;
  restaurant: Restaurant | undefined;
  /** Closed now by its hours: only 'Plus tard' is offered. */
  laterOnly: boolean;
}

/** 'Quand ?': as soon as possible, or later today or tomorrow at a slot the restaurant can serve. */
export function OrderTimeField({ form, restaurant, laterOnly }: OrderTimeFieldProps) {
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
        legend="Quand ?"
        radio={register('when')}
        choices={
          laterOnly
            ? [{ value: 'later', label: 'Plus tard', hint: 'Le restaurant est fermé pour le moment' }]
            : [
                { value: 'asap', label: 'Dès que possible' },
                { value: 'later', label: 'Plus tard', hint: 'Aujourd’hui ou demain' },
              ]
        }
      />
      {later && (
        <div className={styles.slots}>
          <ChoiceField
            legend="Jour"
            compact
            radio={register('day')}
            choices={[
              { value: 'today', label: 'Aujourd’hui' },
              { value: 'tomorrow', label: 'Demain' },
            ]}
          />
          <QueryState query={slots} loadingMessage={SLOT_MESSAGES.loading} errorMessage={SLOT_MESSAGES.error}>
            {(answer) =>
              answer.slots.length === 0 ? (
                <EmptyState
                  title={SLOT_MESSAGES.none}
                  description={day === 'today' ? 'Essayez demain.' : 'Essayez un autre jour ou commandez plus tard.'}
                />
              ) : (
                <Field
                  label={fulfillment === 'a_emporter' ? 'Heure de retrait' : 'Heure de livraison'}
                  required
                  error={formState.errors.slot?.message}
                >
                  <Select
                    placeholder="Choisir un créneau"
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
