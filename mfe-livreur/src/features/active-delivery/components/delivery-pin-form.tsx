import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Cluster, DELIVERY_PIN_LENGTH as PIN_LENGTH, Field, Input, Stack } from '@teranga/shared-ui';
import { deliveryPinFormSchema as pinSchema } from '@teranga/shared-ui/rules';
import type { z } from 'zod';
import styles from './delivery-pin-form.module.css';

type PinValues = z.input<typeof pinSchema>;

export interface DeliveryPinFormProps {
  /** The code field, for the dialog to focus when it opens. */
  inputRef: RefObject<HTMLInputElement | null>;
  pending: boolean;
  /** Sends the code; `rejectPin` puts the API's refusal on the field. */
  onSubmit: (pin: string, rejectPin: (message: string) => void) => void;
  onCancel: () => void;
}

/** The client's delivery code, asked before a delivery can be marked as handed over. */
export function DeliveryPinForm({ inputRef, pending, onSubmit, onCancel }: DeliveryPinFormProps) {
  const { register, handleSubmit, setError, setFocus, formState } = useForm<PinValues>({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
  });
  const { ref, ...field } = register('pin');

  // The form arrives after the dialog (it is loaded on demand): the code field takes the focus.
  useEffect(() => setFocus('pin'), [setFocus]);

  const submit = handleSubmit(({ pin }) =>
    onSubmit(pin.trim(), (message) => setError('pin', { message }, { shouldFocus: true })),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <Stack gap={4}>
        <Field
          label="Code de livraison"
          required
          hint={`Demandez au client le code à ${PIN_LENGTH} chiffres affiché dans le suivi de sa commande.`}
          error={formState.errors.pin?.message}
        >
          <Input
            {...field}
            ref={(element) => {
              ref(element);
              inputRef.current = element;
            }}
            className={styles.pin}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9]{${PIN_LENGTH}}`}
            maxLength={PIN_LENGTH}
            spellCheck={false}
            readOnly={pending}
          />
        </Field>
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            Confirmer
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
