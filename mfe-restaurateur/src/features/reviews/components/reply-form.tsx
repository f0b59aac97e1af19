import { useEffect } from 'react';
import { Button, Cluster, Field, Notice, REVIEW_REPLY_MAX, Textarea, getErrorDetail } from '@teranga/shared-ui';
import { reviewReplySchema } from '@teranga/shared-ui/rules';
import { useSpecForm } from '../../../components/spec-form';
import { REPLY_MESSAGES, useReplyToReview } from '../api/reply-to-review';
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
      aria-label={`Répondre à ${clientName}`}
      className={styles.replyForm}
      onSubmit={form.handleSubmit((body) => reply.mutate({ reviewId, reply: body.reply }, { onSuccess: onSent }))}
    >
      <Field
        label="Votre réponse"
        hint={`${length} / ${REVIEW_REPLY_MAX} caractères · visible par tous, une seule réponse possible`}
        error={errors.reply?.message}
      >
        <Textarea {...form.register('reply')} rows={3} maxLength={REVIEW_REPLY_MAX} />
      </Field>
      {reply.error && (
        <Notice tone="danger" role="alert">
          {getErrorDetail(reply.error, REPLY_MESSAGES.failed)}
        </Notice>
      )}
      <Cluster gap={2}>
        <Button type="submit" size="sm" loading={reply.isPending} loadingText="Publication...">
          Publier la réponse
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={reply.isPending}>
          Annuler
        </Button>
      </Cluster>
    </form>
  );
}
