import { REVIEW_RATING, formatDateTime, i18n, type AdminReview, type CourierRating } from '@teranga/shared-ui';
import { translatedRecord } from '../../../i18n';

/** 'Note : 4 sur 5': what the stars say, for screen readers and in words. */
export const ratingText = (rating: number) => i18n.t('admin:reviews.text.rating', { rating, max: REVIEW_RATING.max });

/** '★★★★☆': as many full stars as the rating, out of the scale's maximum. */
export const ratingStars = (rating: number) => {
  const full = Math.max(0, Math.min(REVIEW_RATING.max, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(REVIEW_RATING.max - full);
};

const THUMBS = { up: 'thumbUp', down: 'thumbDown' } as const satisfies Record<CourierRating, string>;

export const COURIER_RATING_LABELS: Readonly<Record<CourierRating, string>> = translatedRecord(
  ['up', 'down'],
  (rating) => i18n.t(`admin:reviews.text.${THUMBS[rating]}`),
);

const COURIER_RATING_ICONS: Readonly<Record<CourierRating, string>> = { up: '👍', down: '👎' };

/**
 * The client's thumb for the courier, in words (the icon only adds to them): none for a take-away
 * order (no courier), or when the client gave none.
 */
export function courierThumb(review: Pick<AdminReview, 'courier_rating' | 'livreur_id'>): {
  icon: string | null;
  label: string;
} {
  if (review.courier_rating) {
    return { icon: COURIER_RATING_ICONS[review.courier_rating], label: COURIER_RATING_LABELS[review.courier_rating] };
  }
  return {
    icon: null,
    label: review.livreur_id ? i18n.t('admin:reviews.text.noThumb') : i18n.t('admin:reviews.text.noCourier'),
  };
}

/** 'Masqué le 10/03/2025 13:05', or nothing for a visible review. */
export const hiddenSince = (review: Pick<AdminReview, 'hidden' | 'hidden_at'>) =>
  review.hidden && review.hidden_at
    ? i18n.t('admin:reviews.text.hiddenSince', { date: formatDateTime(review.hidden_at) })
    : null;
