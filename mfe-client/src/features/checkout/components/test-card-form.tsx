import { useController, useForm, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Notice, formatPrice, type InputProps } from '@teranga/shared-ui';
import type { CardFields } from '@teranga/shared-ui';
import { cardSchema } from '@teranga/shared-ui/rules';
import { CLIENT_NS, type ClientT } from '../../../i18n';
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
  label: (t: ClientT) => string;
  /** An example of what to type, in the page's language ('MM/AA', 'MM/YY'). */
  placeholder: (t: ClientT) => string;
  /** Rewrites what was typed; the previous value lets a deleted separator stay deleted. */
  mask: (typed: string, previous: string) => string;
  /** Autofill hints and size. */
  input: InputProps;
}

const CARD_INPUTS: Record<keyof CardFields, CardInput> = {
  number: {
    label: (t) => t('checkout.testCard.number'),
    placeholder: () => '1234 1234 1234 1234',
    mask: formatCardNumber,
    input: { name: 'cardnumber', autoComplete: 'cc-number', maxLength: 23 },
  },
  expiry: {
    label: (t) => t('checkout.testCard.expiry'),
    placeholder: (t) => t('checkout.testCard.expiryPlaceholder'),
    mask: formatExpiry,
    input: { name: 'cc-exp', autoComplete: 'cc-exp', maxLength: 7 },
  },
  cvc: {
    label: (t) => t('checkout.testCard.cvc'),
    placeholder: () => '123',
    mask: cardDigits,
    input: { name: 'cvc', autoComplete: 'cc-csc', maxLength: 4 },
  },
};

interface MaskedFieldProps {
  control: Control<CardFields>;
  field: keyof CardFields;
  disabled: boolean;
}

function MaskedField({ control, field: name, disabled }: MaskedFieldProps) {
  const { t } = useTranslation(CLIENT_NS);
  const { field, fieldState } = useController({ control, name });
  const { label, placeholder, mask, input } = CARD_INPUTS[name];
  return (
    <Field label={label(t)} required error={fieldState.error?.message}>
      <Input
        inputMode="numeric"
        {...input}
        placeholder={placeholder(t)}
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
  const { t } = useTranslation(CLIENT_NS);
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
      aria-label={t('checkout.testCard.form')}
    >
      <div className={styles.testBanner} role="note" aria-label={t('checkout.testCard.banner')}>
        <p>
          <Trans t={t} i18nKey="checkout.testCard.intro" components={{ strong: <strong /> }} />
        </p>
        <ul>
          <li>
            <Trans
              t={t}
              i18nKey="checkout.testCard.accepted"
              values={{ card: '4242 4242 4242 4242' }}
              components={{ code: <code /> }}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="checkout.testCard.declined"
              values={{ card: '4000 0000 0000 0002' }}
              components={{ code: <code /> }}
            />
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

      <Button type="submit" size="lg" fullWidth loading={paying} loadingText={t('checkout.payment.paying')}>
        {t('checkout.payment.pay', { amount: formatPrice(amount) })}
      </Button>
    </form>
  );
}
