import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Notice, formatPrice, type InputProps } from '@teranga/shared-ui';
import type { CardFields } from '@teranga/shared-ui';
import { cardSchema } from '@teranga/shared-ui/rules';
import { useConfirmTestCard } from '../api/confirm-test-card';
import { cardDigits, formatCardNumber, formatExpiry } from '../lib/card-masks';
import styles from './payment.module.css';

export interface CardFormProps {
  clientSecret: string;
  /** Euros, as the server computed it. */
  amount: number;
  /** The provider says the payment succeeded. */
  onSucceeded: () => void;
}

interface CardInput {
  label: string;
  /** Rewrites what was typed; the previous value lets a deleted separator stay deleted. */
  mask: (typed: string, previous: string) => string;
  /** Autofill hints and size. */
  input: InputProps;
}

const CARD_INPUTS: Record<keyof CardFields, CardInput> = {
  number: {
    label: 'Numéro de carte',
    mask: formatCardNumber,
    input: { name: 'cardnumber', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 23 },
  },
  expiry: {
    label: 'Date d’expiration (MM/AA)',
    mask: formatExpiry,
    input: { name: 'cc-exp', autoComplete: 'cc-exp', placeholder: 'MM/AA', maxLength: 7 },
  },
  cvc: {
    label: 'CVC',
    mask: cardDigits,
    input: { name: 'cvc', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
  },
};

interface MaskedFieldProps {
  control: Control<CardFields>;
  field: keyof CardFields;
  disabled: boolean;
}

function MaskedField({ control, field: name, disabled }: MaskedFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { label, mask, input } = CARD_INPUTS[name];
  return (
    <Field label={label} required error={fieldState.error?.message}>
      <Input
        inputMode="numeric"
        {...input}
        disabled={disabled}
        ref={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(mask(event.target.value, field.value))}
      />
    </Field>
  );
}

/**
 * Card form of the API's test mode: no Stripe, no network beyond our API. The card is checked here
 * with the shared card rules (Luhn, a date to come, CVC) for quick feedback, and again by the server.
 */
export function TestCardForm({ clientSecret, amount, onSucceeded }: CardFormProps) {
  const { control, handleSubmit } = useForm<CardFields>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { pay, paying, cardError } = useConfirmTestCard(clientSecret, onSucceeded);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit((card) => pay(card))(event)}
      noValidate
      aria-label="Carte bancaire (mode TEST)"
    >
      <div className={styles.testBanner} role="note" aria-label="Mode TEST">
        <p>
          <strong>Mode TEST</strong> : aucun paiement réel n’est effectué. Utilisez une carte de test, une date
          d’expiration à venir et n’importe quel CVC.
        </p>
        <ul>
          <li>
            <code>4242 4242 4242 4242</code> : paiement accepté
          </li>
          <li>
            <code>4000 0000 0000 0002</code> : carte refusée
          </li>
        </ul>
      </div>

      <MaskedField control={control} field="number" disabled={paying} />
      <div className={styles.row}>
        <MaskedField control={control} field="expiry" disabled={paying} />
        <MaskedField control={control} field="cvc" disabled={paying} />
      </div>

      {cardError && (
        <Notice tone="danger" bar role="alert">
          {cardError}
        </Notice>
      )}

      <Button type="submit" size="lg" fullWidth loading={paying} loadingText="Paiement en cours...">
        Payer {formatPrice(amount)}
      </Button>
    </form>
  );
}
