import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, formatPrice, getErrorDetail, toast } from '@teranga/shared-ui';
import { confirmTestCard } from '../api/confirm-test-card';
import { cardDigits, formatCardNumber, formatExpiry, parseExpiry, validateCard, type CardErrors, type CardFields } from '../lib/card-rules';
import { PAYMENT_MESSAGES } from '../payment-messages';
import styles from './payment.module.css';

export interface CardFormProps {
  clientSecret: string;
  /** Euros, as the server computed it. */
  amount: number;
  /** The provider says the payment succeeded. */
  onSucceeded: () => void;
  /** True while a payment is being confirmed (the step disables 'Retour'). */
  onBusyChange?: (busy: boolean) => void;
}

const FIELD_ORDER: (keyof CardFields)[] = ['number', 'expiry', 'cvc'];

/**
 * Card form of the API's test mode: no Stripe, no network beyond our API. The card is checked here
 * (Luhn, a date to come, CVC) for quick feedback, and again by the server.
 */
export function TestCardForm({ clientSecret, amount, onSucceeded, onBusyChange }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const inputs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});

  const update = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const fail = (message: string) => {
    setCardError(message);
    toast.error(message);
    setPaying(false);
    onBusyChange?.(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const found = validateCard(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const expiry = parseExpiry(fields.expiry)!;
    setCardError(null);
    setPaying(true);
    onBusyChange?.(true);
    try {
      const result = await confirmTestCard({
        client_secret: clientSecret,
        card_number: cardDigits(fields.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: fields.cvc.trim(),
      });
      if (result.status === 'succeeded') {
        onSucceeded();
        return;
      }
      fail(result.error ?? PAYMENT_MESSAGES.cardFailed);
    } catch (error) {
      fail(getErrorDetail(error, PAYMENT_MESSAGES.cardFailed));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Carte bancaire (mode TEST)">
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

      <Field label="Numéro de carte" required error={errors.number}>
        <Input
          ref={(element) => {
            inputs.current.number = element;
          }}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          value={fields.number}
          onChange={(event) => update('number', formatCardNumber(event.target.value))}
          disabled={paying}
        />
      </Field>
      <div className={styles.row}>
        <Field label="Date d’expiration (MM/AA)" required error={errors.expiry}>
          <Input
            ref={(element) => {
              inputs.current.expiry = element;
            }}
            name="cc-exp"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={7}
            value={fields.expiry}
            onChange={(event) => update('expiry', formatExpiry(event.target.value, fields.expiry))}
            disabled={paying}
          />
        </Field>
        <Field label="CVC" required error={errors.cvc}>
          <Input
            ref={(element) => {
              inputs.current.cvc = element;
            }}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={fields.cvc}
            onChange={(event) => update('cvc', cardDigits(event.target.value))}
            disabled={paying}
          />
        </Field>
      </div>

      {cardError && (
        <p className={styles.cardError} role="alert">
          {cardError}
        </p>
      )}

      <Button type="submit" size="lg" fullWidth loading={paying} loadingText="Paiement en cours...">
        Payer {formatPrice(amount)}
      </Button>
    </form>
  );
}
