import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_INTERVENTION, Field, Input, Notice, Stack, formatPrice } from '@teranga/shared-ui';
import { FormActions, ReasonField } from '../../../components/reason-form';
import { ADMIN_NS } from '../../../i18n';
import { cancelOrderFormSchema, type CancelOrderFormValues } from '../lib/cancel-order-schema';
import { centsToEurosText, eurosToCents } from '../lib/refund';
import styles from './live-orders.module.css';

export interface CancelOrderFormProps {
  /** What can be refunded (cents) of a paid card order; null when the order has nothing to refund. */
  refundableCents: number | null;
  /** The reason field, for the dialog to focus when it opens. */
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  pending: boolean;
  onSubmit: (body: { reason: string; refund_cents?: number }) => void;
  onCancel: () => void;
}

/** The admin's cancellation: a reason, and the refund of a paid card order (all of it unless changed). */
export function CancelOrderForm({ refundableCents, reasonRef, pending, onSubmit, onCancel }: CancelOrderFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { register, handleSubmit, formState } = useForm<CancelOrderFormValues>({
    // Built at each render, so its messages follow a change of language (the form takes the new resolver).
    resolver: zodResolver(cancelOrderFormSchema(refundableCents)),
    defaultValues: { reason: '', refund: refundableCents === null ? '' : centsToEurosText(refundableCents) },
  });

  const submit = handleSubmit(({ reason, refund }) =>
    onSubmit(
      refundableCents === null
        ? { reason: reason.trim() }
        : { reason: reason.trim(), refund_cents: eurosToCents(refund) ?? 0 },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <Stack gap={4}>
        <ReasonField
          field={register('reason')}
          focusRef={reasonRef}
          hint={t('live.cancel.reasonHint', { min: ADMIN_INTERVENTION.reasonMin, max: ADMIN_INTERVENTION.reasonMax })}
          error={formState.errors.reason?.message}
          maxLength={ADMIN_INTERVENTION.reasonMax}
          pending={pending}
        />
        {refundableCents === null ? (
          <Notice tone="info" className={styles.notice}>
            {t('live.cancel.nothingToRefund')}
          </Notice>
        ) : (
          <Field
            label={t('live.cancel.refund')}
            required
            hint={t('live.cancel.refundHint', { max: formatPrice(refundableCents / 100) })}
            error={formState.errors.refund?.message}
          >
            <Input
              {...register('refund')}
              className={styles.amount}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              readOnly={pending}
            />
          </Field>
        )}
        <FormActions
          cancelLabel={t('live.cancel.back')}
          submitLabel={t('live.cancel.submit')}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
