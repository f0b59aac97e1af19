// Loaded on demand from 'Mes Commandes' (see orders-page.tsx): zod and react-hook-form stay off the list.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  Button,
  Cluster,
  Field,
  Notice,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATING,
  Stack,
  Text,
  Textarea,
  shortId,
  localizeMessage,
} from '@teranga/shared-ui';
import type { Commande, Review } from '@teranga/shared-ui';
import { Modal, QueryState } from '@teranga/shared-ui/area';
import { reviewBodySchema } from '@teranga/shared-ui/rules';
import { CLIENT_NS } from '../../../i18n';
import { useOrderReview } from '../api/get-order-review';
import { useSaveReview } from '../api/save-review';
import styles from './review-dialog.module.css';

type ReviewInput = z.input<typeof reviewBodySchema>;
type ReviewOutput = z.output<typeof reviewBodySchema>;

const STARS = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, i) => REVIEW_RATING.min + i);

/** Only a delivery a courier made can rate the courier (take-away: none; the API refuses it). */
const hasCourier = (order: Commande) => order.fulfillment === 'livraison' && order.livraison_id !== null;

interface ReviewDialogProps {
  order: Commande;
  onClose: () => void;
}

/** 'Noter cette commande' (POST) or 'Modifier mon avis' (PUT, the stored review loaded first). */
export default function ReviewDialog({ order, onClose }: ReviewDialogProps) {
  const { t } = useTranslation(CLIENT_NS);
  const editing = order.review !== null;
  const existing = useOrderReview(order.id, { enabled: editing });
  const save = useSaveReview({
    meta: {
      successMessage: editing ? t('orders.review.edited') : t('orders.review.created'),
      errorMessage: t('orders.review.saveError'),
    },
  });

  const submit = (values: ReviewOutput) =>
    save.mutate(
      {
        commande: order,
        mode: editing ? 'edit' : 'create',
        payload: {
          rating: values.rating,
          comment: values.comment || null,
          ...(hasCourier(order) ? { courier_rating: values.courier_rating ?? null } : {}),
        },
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={editing ? t('orders.review.titleEdit') : t('orders.review.titleCreate')}
      description={t('orders.review.description', { restaurant: order.restaurant_name, id: shortId(order.id) })}
    >
      {editing ? (
        <QueryState
          query={existing}
          loadingMessage={t('orders.review.loading')}
          errorMessage={t('orders.review.loadError')}
        >
          {(review) =>
            Date.parse(review.editable_until) <= Date.now() ? (
              <Notice tone="info" bar>
                {localizeMessage(REVIEW_MESSAGES.editExpired)}.
              </Notice>
            ) : (
              <ReviewForm order={order} review={review} saving={save.isPending} onSubmit={submit} onCancel={onClose} />
            )
          }
        </QueryState>
      ) : (
        <ReviewForm order={order} saving={save.isPending} onSubmit={submit} onCancel={onClose} />
      )}
    </Modal>
  );
}

interface ReviewFormProps {
  order: Commande;
  review?: Review;
  saving: boolean;
  onSubmit: (values: ReviewOutput) => void;
  onCancel: () => void;
}

function ReviewForm({ order, review, saving, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const { control, register, handleSubmit, formState } = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: review
      ? { rating: review.rating, comment: review.comment ?? '', courier_rating: review.courier_rating }
      : { comment: '', courier_rating: null },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const ratingError = formState.errors.rating?.message;

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('orders.review.form')}>
      <Stack gap={5}>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <fieldset className={styles.group} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
              <legend className={styles.legend}>{t('orders.review.rating')}</legend>
              <div className={styles.stars}>
                {STARS.map((n) => (
                  <label key={n} className={styles.star}>
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                      ref={n === REVIEW_RATING.min ? field.ref : undefined}
                      className={styles.starInput}
                    />
                    {/* Filled up to the chosen note; the checked radio and its label say it too. */}
                    <span className={styles.starGlyph} aria-hidden="true">
                      {typeof field.value === 'number' && n <= field.value ? '★' : '☆'}
                    </span>
                    <span className={styles.starLabel}>{t('orders.review.star', { count: n })}</span>
                  </label>
                ))}
              </div>
              {ratingError && (
                <Text id="review-rating-error" size="sm" tone="danger" role="alert">
                  {ratingError}
                </Text>
              )}
            </fieldset>
          )}
        />

        <Field
          label={t('orders.review.comment')}
          optionalText={t('general.optional')}
          hint={t('orders.review.commentLength', { length: comment.length, max: REVIEW_COMMENT_MAX })}
          error={formState.errors.comment?.message}
        >
          <Textarea rows={4} maxLength={REVIEW_COMMENT_MAX} {...register('comment')} />
        </Field>

        {hasCourier(order) && (
          <Controller
            control={control}
            name="courier_rating"
            render={({ field }) => (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t('orders.review.courier')}</legend>
                <Cluster gap={2}>
                  {(
                    [
                      ['up', '👍', t('orders.review.satisfied')],
                      ['down', '👎', t('orders.review.unsatisfied')],
                    ] as const
                  ).map(([value, thumb, label]) => (
                    <label key={value} className={styles.thumb}>
                      <input
                        type="radio"
                        name={field.name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                      />
                      <span aria-hidden="true">{thumb}</span>
                      <span>{label}</span>
                    </label>
                  ))}
                </Cluster>
              </fieldset>
            )}
          />
        )}

        <Cluster justify="flex-end" gap={2}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" loading={saving} loadingText={t('orders.review.sending')}>
            {review ? t('orders.review.save') : t('orders.review.send')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
