import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Notice, REVIEW_REPLY_MAX, Textarea, getErrorDetail } from '@teranga/shared-ui';
import { reviewReplySchema } from '@teranga/shared-ui/rules';
import { useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useReplyToReview } from '../api/reply-to-review';
import styles from './reviews.module.css';

export interface ReplyFormProps {
  reviewId: string;
  /** Whom the answer is for, in the form's name. */
  clientName: string;
  onCancel: () => void;
  /** Published: the form gives way to the answer. */
  onSent: () => void;
}

/** The restaurant's one public answer to a review (`POST /reviews/:id/reply`), checked with the shared rule. */
export function ReplyForm({ reviewId, clientName, onCancel, onSent }: ReplyFormProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const reply = useReplyToReview();
  const form = useSpecForm(reviewReplySchema, { reply: '' }, reply.reset);
  const { errors } = form.formState;
  const length = form.watch('reply').length;
  const { setFocus } = form;
  // Opened by 'Répondre': the keyboard goes straight to the text.
  useEffect(() => setFocus('reply'), [setFocus]);

  return (
    <form
      noValidate
      aria-label={t('reviews.form.name', { name: clientName })}
      className={styles.replyForm}
      onSubmit={form.handleSubmit((body) => reply.mutate({ reviewId, reply: body.reply }, { onSuccess: onSent }))}
    >
      <Field
        label={t('reviews.form.label')}
        hint={t('reviews.form.hint', { length, max: REVIEW_REPLY_MAX })}
        error={errors.reply?.message}
      >
        <Textarea {...form.register('reply')} rows={3} maxLength={REVIEW_REPLY_MAX} />
      </Field>
      {reply.error && (
        <Notice tone="danger" role="alert">
          {getErrorDetail(reply.error, t('reviews.form.failed'))}
        </Notice>
      )}
      <Cluster gap={2}>
        <Button type="submit" size="sm" loading={reply.isPending} loadingText={t('reviews.form.pending')}>
          {t('reviews.form.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={reply.isPending}>
          {t('components.actions.cancel')}
        </Button>
      </Cluster>
    </form>
  );
}
