import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Cluster, DELIVERY_PIN_LENGTH as PIN_LENGTH, Field, Input, Stack } from '@teranga/shared-ui';
import { deliveryPinFormSchema as pinSchema } from '@teranga/shared-ui/rules';
import type { z } from 'zod';
import { LIVREUR_NS } from '../../../i18n';
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
  const { t } = useTranslation(LIVREUR_NS);
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
          label={t('active.pinForm.label')}
          required
          hint={t('active.pinForm.hint', { length: PIN_LENGTH })}
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
          <Button variant="ghost" size="lg" onClick={onCancel} disabled={pending}>
            {t('active.pinForm.cancel')}
          </Button>
          <Button type="submit" size="lg" loading={pending}>
            {t('active.pinForm.confirm')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
