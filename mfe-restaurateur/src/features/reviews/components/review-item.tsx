import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text, formatDateLong, type PublicReview } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { ReplyForm } from './reply-form';
import { Stars } from './stars';
import styles from './reviews.module.css';

export interface ReviewItemProps {
  review: PublicReview;
  /** An account awaiting validation cannot answer (the API refuses). */
  locked: boolean;
  lockedNoteId?: string;
}

/** One review: who, the stars, when, what they said, and the restaurant's answer or 'Répondre'. */
export function ReviewItem({ review, locked, lockedNoteId }: ReviewItemProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const [replying, setReplying] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const answered = review.reply !== null;

  /** The form closes; the keyboard goes where the user will read on (the answer, or back to 'Répondre'). */
  const close = (next: { current: HTMLElement | null }) => {
    setReplying(false);
    requestAnimationFrame(() => next.current?.focus());
  };

  return (
    <article aria-labelledby={titleId} className={styles.review}>
      <header className={styles.reviewHeader}>
        <h3 id={titleId} className={styles.client}>
          {review.client_name}
        </h3>
        <Stars rating={review.rating} />
        <Text as="span" size="sm" tone="muted">
          <time dateTime={review.created_at}>{formatDateLong(review.created_at)}</time>
        </Text>
      </header>
      {review.comment ? (
        <p className={styles.comment}>{review.comment}</p>
      ) : (
        <Text size="sm" tone="muted">
          {t('reviews.noComment')}
        </Text>
      )}
      {answered ? (
        <div ref={answer} tabIndex={-1} className={styles.reply}>
          <Text size="sm" weight="bold">
            {t('reviews.yourReply')}
            {review.replied_at && (
              <>
                {' '}
                · <time dateTime={review.replied_at}>{formatDateLong(review.replied_at)}</time>
              </>
            )}
          </Text>
          <p className={styles.comment}>{review.reply}</p>
        </div>
      ) : replying ? (
        <ReplyForm
          reviewId={review.id}
          clientName={review.client_name}
          onCancel={() => close(opener)}
          onSent={() => close(answer)}
        />
      ) : (
        <div>
          <Button
            ref={opener}
            size="sm"
            variant="secondary"
            disabled={locked}
            aria-describedby={locked ? lockedNoteId : undefined}
            onClick={() => setReplying(true)}
          >
            <RichText k="reviews.reply" values={{ name: review.client_name }} />
          </Button>
        </div>
      )}
    </article>
  );
}
