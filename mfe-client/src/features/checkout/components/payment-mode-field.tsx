import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_MODE_LABELS } from '@teranga/shared-ui';
import type { Fulfillment } from '@teranga/shared-ui';
import { ChoiceField } from './choice-field';

interface PaymentModeFieldProps {
  radio: UseFormRegisterReturn;
  fulfillment: Fulfillment;
}

/** Card or cash; cash is paid to the courier, or at the counter for a take-away order. */
export function PaymentModeField({ radio, fulfillment }: PaymentModeFieldProps) {
  return (
    <ChoiceField
      legend="Mode de paiement"
      radio={radio}
      choices={[
        { value: 'card', label: PAYMENT_MODE_LABELS.card, hint: 'Paiement sécurisé en ligne' },
        {
          value: 'cash',
          label: PAYMENT_MODE_LABELS.cash,
          hint:
            fulfillment === 'a_emporter'
              ? 'Vous réglez au restaurant, au retrait'
              : 'Vous réglez le livreur à la livraison',
        },
      ]}
    />
  );
}
