import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_INTERVENTION,
  Button,
  Cluster,
  Field,
  Input,
  Notice,
  Stack,
  Textarea,
  formatPrice,
} from '@teranga/shared-ui';
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
  const { register, handleSubmit, formState } = useForm<CancelOrderFormValues>({
    resolver: zodResolver(cancelOrderFormSchema(refundableCents)),
    defaultValues: { reason: '', refund: refundableCents === null ? '' : centsToEurosText(refundableCents) },
  });
  const { ref, ...reasonField } = register('reason');

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
        <Field
          label="Motif"
          required
          hint={`De ${ADMIN_INTERVENTION.reasonMin} à ${ADMIN_INTERVENTION.reasonMax} caractères, inscrit dans l’historique.`}
          error={formState.errors.reason?.message}
        >
          <Textarea
            {...reasonField}
            ref={(element) => {
              ref(element);
              reasonRef.current = element;
            }}
            rows={3}
            maxLength={ADMIN_INTERVENTION.reasonMax}
            readOnly={pending}
          />
        </Field>
        {refundableCents === null ? (
          <Notice tone="info" className={styles.notice}>
            Rien à rembourser : la commande n’a pas été payée par carte.
          </Notice>
        ) : (
          <Field
            label="Montant remboursé (€)"
            required
            hint={`De 0 à ${formatPrice(refundableCents / 100)} (tout ce qui a été payé). 0 : aucun remboursement.`}
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
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Retour
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            Annuler la commande
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
