import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, Input, formatPrice } from '@teranga/shared-ui';
import type { CheckoutForm } from '../lib/checkout-form';
import { NO_TIP, OTHER_TIP, presetLabel } from '../lib/tip';
import { ChoiceField } from './choice-field';

export const TIP_NOTE = 'Reversé intégralement au livreur';

interface TipFieldProps {
  form: UseFormReturn<CheckoutForm>;
  /** The server's quick choices (euros). */
  presets: readonly number[];
  /** The most the server accepts (euros). */
  maxTip: number;
}

/** 'Pourboire pour le livreur': none, the server's presets, or another amount (a delivery only). */
export function TipField({ form, presets, maxTip }: TipFieldProps) {
  const { register, control, formState } = form;
  const choice = useWatch({ control, name: 'tip' });
  return (
    <>
      <ChoiceField
        legend="Pourboire pour le livreur"
        compact
        dense
        description={TIP_NOTE}
        radio={register('tip')}
        choices={[
          { value: NO_TIP, label: 'Aucun' },
          ...presets.map((euros) => ({ value: String(euros), label: presetLabel(euros) })),
          { value: OTHER_TIP, label: 'Autre' },
        ]}
      />
      {choice === OTHER_TIP && (
        <Field
          label="Montant du pourboire (€)"
          required
          hint={`De 0 à ${formatPrice(maxTip)}, au centime près`}
          error={formState.errors.tipOther?.message}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="4,50" {...register('tipOther')} />
        </Field>
      )}
    </>
  );
}
