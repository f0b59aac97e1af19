// Loaded on demand from 'Mes Commandes' (see orders-page.tsx): zod and react-hook-form stay off the list.
import { Controller, useForm, useWatch } from 'react-hook-form';
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
} from '@teranga/shared-ui';
import type { Commande, Review } from '@teranga/shared-ui';
import { Modal, QueryState } from '@teranga/shared-ui/area';
import { reviewBodySchema } from '@teranga/shared-ui/rules';
import { useOrderReview } from '../api/get-order-review';
import { useSaveReview } from '../api/save-review';
import styles from './review-dialog.module.css';

export const REVIEW_DIALOG_MESSAGES = {
  created: 'Merci pour votre avis !',
  edited: 'Votre avis a été modifié',
  saveError: 'Erreur lors de l’enregistrement de votre avis',
  loadError: 'Erreur lors du chargement de votre avis',
} as const;

type ReviewInput = z.input<typeof reviewBodySchema>;
type ReviewOutput = z.output<typeof reviewBodySchema>;

const STARS = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, i) => REVIEW_RATING.min + i);
const starLabel = (n: number) => `${n} étoile${n > 1 ? 's' : ''}`;

/** Only a delivery a courier made can rate the courier (take-away: none; the API refuses it). */
const hasCourier = (order: Commande) => order.fulfillment === 'livraison' && order.livraison_id !== null;

interface ReviewDialogProps {
  order: Commande;
  onClose: () => void;
}

/** 'Noter cette commande' (POST) or 'Modifier mon avis' (PUT, the stored review loaded first). */
export default function ReviewDialog({ order, onClose }: ReviewDialogProps) {
  const editing = order.review !== null;
  const existing = useOrderReview(order.id, { enabled: editing });
  const save = useSaveReview({
    meta: {
      successMessage: editing ? REVIEW_DIALOG_MESSAGES.edited : REVIEW_DIALOG_MESSAGES.created,
      errorMessage: REVIEW_DIALOG_MESSAGES.saveError,
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
      title={editing ? 'Modifier mon avis' : 'Noter cette commande'}
      description={`${order.restaurant_name} · Commande #${shortId(order.id)}`}
    >
      {editing ? (
        <QueryState
          query={existing}
          loadingMessage="Chargement de votre avis..."
          errorMessage={REVIEW_DIALOG_MESSAGES.loadError}
        >
          {(review) =>
            Date.parse(review.editable_until) <= Date.now() ? (
              <Notice tone="info" bar>
                {REVIEW_MESSAGES.editExpired}.
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
  const { control, register, handleSubmit, formState } = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: review
      ? { rating: review.rating, comment: review.comment ?? '', courier_rating: review.courier_rating }
      : { comment: '', courier_rating: null },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const ratingError = formState.errors.rating?.message;

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Votre avis">
      <Stack gap={5}>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <fieldset className={styles.group} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
              <legend className={styles.legend}>Votre note</legend>
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
                    <span className={styles.starLabel}>{starLabel(n)}</span>
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
          label="Votre commentaire"
          optionalText="(optionnel)"
          hint={`${comment.length} / ${REVIEW_COMMENT_MAX} caractères`}
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
                <legend className={styles.legend}>Et votre livreur ?</legend>
                <Cluster gap={2}>
                  {(
                    [
                      ['up', '👍', 'Satisfait'],
                      ['down', '👎', 'Pas satisfait'],
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
            Annuler
          </Button>
          <Button type="submit" loading={saving} loadingText="Envoi...">
            {review ? 'Enregistrer' : 'Envoyer mon avis'}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
