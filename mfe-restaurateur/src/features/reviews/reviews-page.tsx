import { useId } from 'react';
import { Button, EmptyState, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PendingAccountNotice, WriteLockedNote, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useRestaurantReviews } from './api/get-restaurant-reviews';
import { RatingSummary } from './components/rating-summary';
import { ReviewItem } from './components/review-item';
import styles from './components/reviews.module.css';

export const REVIEWS_MESSAGES = {
  loadFailed: 'Erreur lors du chargement des avis',
  none: 'Aucun avis pour le moment',
} as const;

/** 'Avis clients': the restaurant's rating, its latest reviews page by page, and an answer to each. */
export function ReviewsPage() {
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  return (
    <Stack gap={5}>
      <PageHeader title="Avis clients" subtitle={restaurant?.name} />
      {pending && <PendingAccountNotice />}
      {restaurant ? <Reviews restaurantId={restaurant.id} locked={pending} /> : <RestaurantLookupState query={my} />}
    </Stack>
  );
}

function Reviews({ restaurantId, locked }: { restaurantId: string; locked: boolean }) {
  const reviews = useRestaurantReviews(restaurantId);
  const lockedNoteId = useId();
  const pages = reviews.data?.pages;
  if (!pages) {
    return (
      <QueryState query={reviews} loadingMessage="Chargement des avis..." errorMessage={REVIEWS_MESSAGES.loadFailed} />
    );
  }
  // The figures of the latest page read: a reply does not change them, a new review may.
  const figures = pages[pages.length - 1]!;
  const items = pages.flatMap((page) => page.items);
  return (
    <>
      <RatingSummary rating={figures.rating} total={figures.total_reviews} />
      {locked && <WriteLockedNote id={lockedNoteId} />}
      {items.length === 0 ? (
        <EmptyState
          title={REVIEWS_MESSAGES.none}
          description="Les avis de vos clients apparaîtront ici une fois leurs commandes livrées ou récupérées."
        />
      ) : (
        <ul className={styles.list} aria-label="Derniers avis">
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
          Voir plus<span className="tg-visually-hidden"> d’avis</span>
        </Button>
      )}
    </>
  );
}
