import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { isAxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cluster,
  Field,
  Input,
  Notice,
  REFUND_REASON_MAX,
  Textarea,
  formatPrice,
  getErrorDetail,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useRefundOrder } from '../api/refund-order';
import { refundableCents } from '../lib/refund';
import { refundFormSchema, type RefundFormValues } from '../lib/refund-form';
import styles from './decision-dialogs.module.css';

export interface RefundOrderDialogProps {
  order: Commande;
  onClose: () => void;
  onRefunded: (order: Commande) => void;
}

const EMPTY: RefundFormValues = { amount: '', reason: '' };

/**
 * 'Rembourser': part of a delivered card order (a missing dish) given back to the client, with
 * the reason; never more than what is left of the payment. The restaurant's share pays for it.
 */
export function RefundOrderDialog({ order, onClose, onRefunded }: RefundOrderDialogProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const refund = useRefundOrder();
  const left = refundableCents(order);
  const form = useSpecForm(refundFormSchema(left), EMPTY, refund.reset);
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const amountField = form.register('amount');
  // The API's refusal: too much (422, it says what is left) under the amount, anything else under the form.
  const apiError = refund.error ? getErrorDetail(refund.error, t('orders.refund.failed')) : null;
  const amountRefused = isAxiosError(refund.error) && refund.error.response?.status === 422;
  const amountError = errors.amount?.message ?? (amountRefused ? apiError : null);

  const submit = form.handleSubmit((payload) =>
    refund.mutate({ orderId: order.id, ...payload }, { onSuccess: (changed) => onRefunded(changed) }),
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.refund.title', { id: shortId(order.id) })}
      description={t('orders.refund.description')}
      dismissible={!refund.isPending}
      initialFocusRef={amountRef}
    >
      <dl className={styles.amounts}>
        <div>
          <dt>{t('orders.refund.paid')}</dt>
          <dd>{formatPrice(order.total_price)}</dd>
        </div>
        <div>
          <dt>{t('orders.refund.already')}</dt>
          <dd>{formatPrice(order.refunded_amount)}</dd>
        </div>
        <div>
          <dt>{t('orders.refund.left')}</dt>
          <dd>
            <strong>{formatPrice(left / 100)}</strong>
          </dd>
        </div>
      </dl>
      <form className={styles.form} noValidate aria-label={t('orders.refund.form')} onSubmit={(e) => void submit(e)}>
        <Field
          label={t('orders.refund.amount')}
          required
          error={amountError}
          hint={t('orders.refund.amountHint', { amount: formatPrice(left / 100) })}
        >
          <Input
            {...amountField}
            ref={(element) => {
              amountField.ref(element);
              amountRef.current = element;
            }}
            invalid={Boolean(amountError)}
            inputMode="decimal"
            autoComplete="off"
            className={styles.minutes}
          />
        </Field>
        <Field
          label={t('orders.refund.reason')}
          required
          error={errors.reason?.message}
          hint={t('orders.refund.reasonHint', { length: reason.length, max: REFUND_REASON_MAX })}
        >
          <Textarea {...controlProps(form, 'reason')} rows={3} maxLength={REFUND_REASON_MAX} />
        </Field>
        {apiError && !amountRefused && (
          <Notice tone="danger" role="alert">
            {apiError}
          </Notice>
        )}
        <Cluster gap={2} className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={refund.isPending}>
            {t('components.actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending} loadingText={t('orders.refund.pending')}>
            {t('orders.refund.submit')}
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
