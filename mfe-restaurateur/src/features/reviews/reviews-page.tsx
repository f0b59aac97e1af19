import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { RESTAURATEUR_NS } from '../../i18n';
import { Button, EmptyState, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PendingAccountNotice, WriteLockedNote, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useRestaurantReviews } from './api/get-restaurant-reviews';
import { RatingSummary } from './components/rating-summary';
import { ReviewItem } from './components/review-item';
import styles from './components/reviews.module.css';

/** 'Avis clients': the restaurant's rating, its latest reviews page by page, and an answer to each. */
export function ReviewsPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  return (
    <Stack gap={5}>
      <PageHeader title={t('reviews.title')} subtitle={restaurant?.name} />
      {pending && <PendingAccountNotice />}
      {restaurant ? <Reviews restaurantId={restaurant.id} locked={pending} /> : <RestaurantLookupState query={my} />}
    </Stack>
  );
}

function Reviews({ restaurantId, locked }: { restaurantId: string; locked: boolean }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const reviews = useRestaurantReviews(restaurantId);
  const lockedNoteId = useId();
  const pages = reviews.data?.pages;
  if (!pages) {
    return <QueryState query={reviews} loadingMessage={t('reviews.loading')} errorMessage={t('reviews.loadFailed')} />;
  }
  // The figures of the latest page read: a reply does not change them, a new review may.
  const figures = pages[pages.length - 1]!;
  const items = pages.flatMap((page) => page.items);
  return (
    <>
      <RatingSummary rating={figures.rating} total={figures.total_reviews} />
      {locked && <WriteLockedNote id={lockedNoteId} />}
      {items.length === 0 ? (
        <EmptyState title={t('reviews.none')} description={t('reviews.noneHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('reviews.list')}>
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} locked={locked} lockedNoteId={lockedNoteId} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          <RichText k="reviews.more" />
        </Button>
      )}
    </>
  );
}
