import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input, formatPrice } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import type { CheckoutForm } from '../lib/checkout-form';
import { NO_TIP, OTHER_TIP, presetLabel } from '../lib/tip';
import { ChoiceField } from './choice-field';

interface TipFieldProps {
  form: UseFormReturn<CheckoutForm>;
  /** The server's quick choices (euros). */
  presets: readonly number[];
  /** The most the server accepts (euros). */
  maxTip: number;
}

/** 'Pourboire pour le livreur': none, the server's presets, or another amount (a delivery only). */
export function TipField({ form, presets, maxTip }: TipFieldProps) {
  const { t } = useTranslation(CLIENT_NS);
  const { register, control, formState } = form;
  const choice = useWatch({ control, name: 'tip' });
  return (
    <>
      <ChoiceField
        legend={t('checkout.tip.legend')}
        compact
        dense
        description={t('checkout.tip.note')}
        radio={register('tip')}
        choices={[
          { value: NO_TIP, label: t('checkout.tip.none') },
          ...presets.map((euros) => ({ value: String(euros), label: presetLabel(euros) })),
          { value: OTHER_TIP, label: t('checkout.tip.other') },
        ]}
      />
      {choice === OTHER_TIP && (
        <Field
          label={t('checkout.tip.amount')}
          required
          hint={t('checkout.tip.range', { max: formatPrice(maxTip) })}
          error={formState.errors.tipOther?.message}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('checkout.tip.placeholder')}
            {...register('tipOther')}
          />
        </Field>
      )}
    </>
  );
}
