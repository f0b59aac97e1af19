import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { isAxiosError } from 'axios';
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
import { REFUND_ORDER_MESSAGES, useRefundOrder } from '../api/refund-order';
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
  const refund = useRefundOrder();
  const left = refundableCents(order);
  const form = useSpecForm(refundFormSchema(left), EMPTY, refund.reset);
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const amountField = form.register('amount');
  // The API's refusal: too much (422, it says what is left) under the amount, anything else under the form.
  const apiError = refund.error ? getErrorDetail(refund.error, REFUND_ORDER_MESSAGES.failed) : null;
  const amountRefused = isAxiosError(refund.error) && refund.error.response?.status === 422;
  const amountError = errors.amount?.message ?? (amountRefused ? apiError : null);

  const submit = form.handleSubmit((payload) =>
    refund.mutate({ orderId: order.id, ...payload }, { onSuccess: (changed) => onRefunded(changed) }),
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={`Rembourser la commande #${shortId(order.id)}`}
      description="Le montant est rendu au client sur sa carte et déduit de votre part (voir « Paiements »)."
      dismissible={!refund.isPending}
      initialFocusRef={amountRef}
    >
      <dl className={styles.amounts}>
        <div>
          <dt>Payé par carte</dt>
          <dd>{formatPrice(order.total_price)}</dd>
        </div>
        <div>
          <dt>Déjà remboursé</dt>
          <dd>{formatPrice(order.refunded_amount)}</dd>
        </div>
        <div>
          <dt>Reste à rembourser</dt>
          <dd>
            <strong>{formatPrice(left / 100)}</strong>
          </dd>
        </div>
      </dl>
      <form className={styles.form} noValidate aria-label="Rembourser la commande" onSubmit={(e) => void submit(e)}>
        <Field
          label="Montant à rembourser (€)"
          required
          error={amountError}
          hint={`Au plus ${formatPrice(left / 100)}`}
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
          label="Motif"
          required
          error={errors.reason?.message}
          hint={`${reason.length} / ${REFUND_REASON_MAX} caractères · gardé dans votre relevé`}
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
            Annuler
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending} loadingText="Remboursement...">
            Rembourser
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
