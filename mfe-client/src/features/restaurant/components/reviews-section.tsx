import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Heading, Stack, Text, formatDateLong, formatRating } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { REVIEW_RATING, type PublicReview } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import { useRestaurantReviews } from '../api/get-restaurant-reviews';
import styles from './restaurant.module.css';

/** Five stars, as many filled as the note (rounded), named 'Note : 4 sur 5' for screen readers. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      {Array.from({ length: REVIEW_RATING.max }, (_, i) => (i < filled ? '★' : '☆')).join('')}
    </span>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <Stars
          rating={review.rating}
          label={t('restaurant.reviews.rating', { rating: review.rating, max: REVIEW_RATING.max })}
        />
        <Text as="span" weight="bold">
          {review.client_name}
        </Text>
        <Text as="span" size="sm" tone="muted">
          <time dateTime={review.created_at}>{formatDateLong(review.created_at)}</time>
        </Text>
      </div>
      {review.comment && <p className={styles.reviewComment}>{review.comment}</p>}
      {review.reply && (
        <div className={styles.reply}>
          <Text size="sm" weight="bold">
            {t('restaurant.reviews.reply')}
          </Text>
          <p className={styles.reviewComment}>{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/** 'Avis': the restaurant's rating and count, then its latest reviews, 'Voir plus d’avis' for the next page. */
export function ReviewsSection({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation(CLIENT_NS);
  const reviews = useRestaurantReviews(restaurantId);
  const pages = reviews.data?.pages;
  const items = pages?.flatMap((page) => page.items);

  return (
    <Card as="section" padding="lg" gap={4} aria-labelledby="reviews-title" className={styles.reviews}>
      <Heading id="reviews-title">{t('restaurant.reviews.title')}</Heading>
      <QueryState
        query={{ data: items, error: reviews.error, isFetching: reviews.isFetching, refetch: reviews.refetch }}
        loadingMessage={t('restaurant.reviews.loading')}
        errorMessage={t('restaurant.reviews.loadError')}
        empty={
          <EmptyState
            title={t('restaurant.reviews.empty.title')}
            description={t('restaurant.reviews.empty.description')}
          />
        }
      >
        {(list) => {
          const summary = pages![0]!;
          return (
            <Stack gap={4}>
              <div className={styles.reviewsSummary} data-testid="reviews-summary">
                <Text as="span" size="2xl" weight="bold">
                  {formatRating(summary.rating)}
                </Text>
                <Stars
                  rating={summary.rating}
                  label={t('restaurant.reviews.average', {
                    rating: formatRating(summary.rating),
                    max: REVIEW_RATING.max,
                  })}
                />
                <Text as="span" tone="muted">
                  {t('restaurant.reviews.count', { count: summary.total_reviews })}
                </Text>
              </div>
              <ul className={styles.reviewList} aria-label={t('restaurant.reviews.latest')}>
                {list.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
              {reviews.isFetchNextPageError && (
                <Text tone="danger" role="alert">
                  {t('restaurant.reviews.loadError')}
                </Text>
              )}
              {reviews.hasNextPage && (
                <div>
                  <Button
                    variant="secondary"
                    loading={reviews.isFetchingNextPage}
                    loadingText={t('restaurant.reviews.loading')}
                    onClick={() => void reviews.fetchNextPage()}
                  >
                    {t('restaurant.reviews.more')}
                  </Button>
                </div>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}
