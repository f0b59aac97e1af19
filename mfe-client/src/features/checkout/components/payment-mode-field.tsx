import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Fulfillment } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import { ChoiceField } from './choice-field';

interface PaymentModeFieldProps {
  radio: UseFormRegisterReturn;
  fulfillment: Fulfillment;
}

/** Card or cash; cash is paid to the courier, or at the counter for a take-away order. */
export function PaymentModeField({ radio, fulfillment }: PaymentModeFieldProps) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  return (
    <ChoiceField
      legend={t('checkout.paymentMode.legend')}
      radio={radio}
      choices={[
        { value: 'card', label: t('common:labels.paymentMode.card'), hint: t('checkout.paymentMode.cardHint') },
        {
          value: 'cash',
          label: t('common:labels.paymentMode.cash'),
          hint:
            fulfillment === 'a_emporter'
              ? t('checkout.paymentMode.cashAtCounter')
              : t('checkout.paymentMode.cashToCourier'),
        },
      ]}
    />
  );
}
