import { useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cluster,
  Field,
  REFUSAL_MESSAGE_MAX,
  REFUSAL_REASONS,
  Text,
  Textarea,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useRefuseOrder } from '../api/refuse-order';
import { refuseFormSchema, type RefuseFormValues } from '../lib/decision-forms';
import styles from './decision-dialogs.module.css';

export interface RefuseOrderDialogProps {
  order: Commande;
  onClose: () => void;
  onRefused: (order: Commande) => void;
}

const EMPTY: Partial<RefuseFormValues> = { message: '' };

/**
 * 'Refuser': why (the client is told, by e-mail too), a message required for « Autre raison »,
 * then `POST /commandes/:id/refuse`. A paid card order is refunded in full by the API.
 */
export function RefuseOrderDialog({ order, onClose, onRefused }: RefuseOrderDialogProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const refuse = useRefuseOrder();
  const form = useSpecForm(refuseFormSchema, EMPTY, refuse.reset);
  const { errors } = form.formState;
  const [reason, message] = useWatch({ control: form.control, name: ['reason', 'message'] });
  const legendId = useId();
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement | null>(null);
  const reasonField = form.register('reason');
  const paid = order.payment_mode === 'card' && order.payment_status === 'paid';

  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.refuse.title', { id: shortId(order.id) })}
      description={paid ? t('orders.refuse.descriptionPaid') : t('orders.refuse.description')}
      dismissible={!refuse.isPending}
      initialFocusRef={firstReason}
    >
      <form
        className={styles.form}
        noValidate
        aria-label={t('orders.refuse.form')}
        onSubmit={form.handleSubmit((payload) =>
          refuse.mutate({ orderId: order.id, ...payload }, { onSuccess: (refused) => onRefused(refused) }),
        )}
      >
        <fieldset
          className={styles.fieldset}
          aria-labelledby={legendId}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
        >
          <legend id={legendId} className={styles.legend}>
            {t('orders.refuse.legend')}
          </legend>
          <div className={styles.options}>
            {REFUSAL_REASONS.map((value, index) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  value={value}
                  className={styles.radio}
                  aria-invalid={errors.reason ? true : undefined}
                  {...reasonField}
                  ref={(element) => {
                    reasonField.ref(element);
                    if (index === 0) firstReason.current = element;
                  }}
                />
                {t(`common:labels.cancelReason.${value}`)}
              </label>
            ))}
          </div>
          {errors.reason && (
            <Text id={reasonErrorId} size="sm" tone="danger" role="alert" className={styles.error}>
              {errors.reason.message}
            </Text>
          )}
        </fieldset>
        <Field
          label={t('orders.refuse.message')}
          required={reason === 'autre'}
          optionalText={reason === 'autre' ? undefined : t('components.optionalAlt')}
          error={errors.message?.message}
          hint={t('components.characters', { length: (message ?? '').length, max: REFUSAL_MESSAGE_MAX })}
        >
          <Textarea {...controlProps(form, 'message')} rows={3} maxLength={REFUSAL_MESSAGE_MAX} />
        </Field>
        <Cluster gap={2} className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={refuse.isPending}>
            {t('components.actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={refuse.isPending} loadingText={t('orders.refuse.pending')}>
            {t('orders.refuse.submit')}
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
