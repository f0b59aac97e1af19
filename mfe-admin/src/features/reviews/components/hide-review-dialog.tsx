import { useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { REVIEW_HIDE_REASON_MAX, Stack, type AdminReview } from '@teranga/shared-ui';
import { hideReviewSchema } from '@teranga/shared-ui/rules';
import { Modal } from '@teranga/shared-ui/area';
import { FormActions, ReasonField } from '../../../components/reason-form';
import { ratingText } from '../lib/review-text';
import { ADMIN_NS, lowerCase } from '../../../i18n';

interface HideReviewDialogProps {
  /** The review being hidden; null when the dialog is closed. */
  review: AdminReview | null;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

export function HideReviewDialog({ review, pending, onSubmit, onClose }: HideReviewDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      open={review !== null}
      onClose={onClose}
      title={t('reviews.hide.title')}
      description={
        review
          ? t('reviews.hide.description', {
              client: review.client_name,
              restaurant: review.restaurant_name,
              rating: lowerCase(ratingText(review.rating)),
            })
          : undefined
      }
      initialFocusRef={reasonRef}
      dismissible={!pending}
    >
      {/* Keyed by review: every hiding starts from an empty reason. */}
      {review && (
        <HideReviewForm
          key={review.id}
          reasonRef={reasonRef}
          pending={pending}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

interface HideReviewFormProps {
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** The reason, required and checked by the API's own rule (trimmed, 1 to 300 characters). */
function HideReviewForm({ reasonRef, pending, onSubmit, onCancel }: HideReviewFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(hideReviewSchema),
    defaultValues: { reason: '' },
  });
  const length = watch('reason').length;
  const submit = handleSubmit(({ reason }) => onSubmit(reason));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <Stack gap={4}>
        <ReasonField
          field={register('reason')}
          focusRef={reasonRef}
          hint={t('reviews.hide.reasonHint', { length, max: REVIEW_HIDE_REASON_MAX })}
          error={formState.errors.reason?.message}
          maxLength={REVIEW_HIDE_REASON_MAX}
          pending={pending}
        />
        <FormActions
          cancelLabel={t('shared.cancel')}
          submitLabel={t('reviews.hide.submit')}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
