import { useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Input, PREP_MINUTES, formatTime, shortId, type Commande } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useAcceptOrder } from '../api/accept-order';
import { acceptFormSchema, PREP_QUICK_CHOICES } from '../lib/decision-forms';
import styles from './decision-dialogs.module.css';

export interface AcceptOrderDialogProps {
  order: Commande;
  /** The restaurant's usual preparation time, chosen unless the kitchen picks another. */
  defaultPrepMinutes: number;
  onClose: () => void;
  onAccepted: (order: Commande) => void;
}

/** When the order would be ready if accepted now with `minutes`, or null while the field is not a time. */
function readyAtPreview(minutes: string): string | null {
  const value = Number(minutes);
  if (!minutes.trim() || !Number.isInteger(value) || value < PREP_MINUTES.min || value > PREP_MINUTES.max) return null;
  return new Date(Date.now() + value * 60_000).toISOString();
}

/**
 * 'Accepter': the preparation time, by one of the usual times or typed, then
 * `POST /commandes/:id/accept`. Stays open on a refusal (the toast says why).
 */
export function AcceptOrderDialog({ order, defaultPrepMinutes, onClose, onAccepted }: AcceptOrderDialogProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const accept = useAcceptOrder();
  const form = useSpecForm(acceptFormSchema, { prep_minutes: String(defaultPrepMinutes) }, accept.reset);
  const minutes = useWatch({ control: form.control, name: 'prep_minutes' }) ?? '';
  const error = form.formState.errors.prep_minutes?.message;
  const name = useId();
  const initialChoice = PREP_QUICK_CHOICES.find((choice) => choice === defaultPrepMinutes);
  const firstFocus = useRef<HTMLInputElement>(null);
  const readyAt = readyAtPreview(minutes);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.accept.title', { id: shortId(order.id) })}
      description={t('orders.accept.description')}
      dismissible={!accept.isPending}
      initialFocusRef={firstFocus}
    >
      <form
        className={styles.form}
        noValidate
        aria-label={t('orders.accept.form')}
        onSubmit={form.handleSubmit((payload) =>
          accept.mutate({ orderId: order.id, ...payload }, { onSuccess: (accepted) => onAccepted(accepted) }),
        )}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('orders.accept.prepLegend')}</legend>
          <div className={styles.chips}>
            {PREP_QUICK_CHOICES.map((choice, index) => (
              <label key={choice} className={styles.chip}>
                <input
                  ref={
                    choice === initialChoice || (initialChoice === undefined && index === 0) ? firstFocus : undefined
                  }
                  type="radio"
                  name={name}
                  value={choice}
                  className={styles.radio}
                  checked={minutes.trim() === String(choice)}
                  onChange={() => form.setValue('prep_minutes', String(choice))}
                />
                {t('orders.accept.choice', { minutes: choice })}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('orders.accept.exact')}
          error={error}
          hint={
            readyAt
              ? t('orders.accept.hintReady', {
                  time: formatTime(readyAt),
                  min: PREP_MINUTES.min,
                  max: PREP_MINUTES.max,
                })
              : t('orders.accept.hint', { min: PREP_MINUTES.min, max: PREP_MINUTES.max })
          }
          className={styles.minutes}
        >
          <Input
            {...controlProps(form, 'prep_minutes')}
            type="number"
            inputMode="numeric"
            min={PREP_MINUTES.min}
            max={PREP_MINUTES.max}
            step={1}
          />
        </Field>
        <Cluster gap={2} className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={accept.isPending}>
            {t('components.actions.cancel')}
          </Button>
          <Button type="submit" loading={accept.isPending} loadingText={t('orders.accept.pending')}>
            {t('orders.accept.submit')}
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
