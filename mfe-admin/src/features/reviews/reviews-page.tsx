import { useMemo, useState } from 'react';
import { Cluster, EmptyState, Field, PageHeader, Select, Stack, type AdminReview } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PagedList } from '../../components/paged-list';
import { useAdminReviews } from './api/get-admin-reviews';
import { useHideReview } from './api/hide-review';
import type { ReviewVisibility } from './api/keys';
import { useReviewsBeingWritten } from './api/review-write';
import { useUnhideReview } from './api/unhide-review';
import { HideReviewDialog } from './components/hide-review-dialog';
import { ReviewsTable } from './components/reviews-table';
import styles from './components/reviews.module.css';

export const REVIEWS_MESSAGES = {
  title: 'Avis',
  empty: 'Aucun avis',
  loadFailed: 'Erreur lors du chargement des avis',
  moreFailed: 'Impossible de charger les avis suivants : réessayez.',
} as const;

const FILTERS: { value: ReviewVisibility; label: string }[] = [
  { value: 'visible', label: 'Visibles' },
  { value: 'hidden', label: 'Masqués' },
  { value: 'all', label: 'Tous' },
];

const EMPTY_DESCRIPTIONS: Readonly<Record<ReviewVisibility, string>> = {
  visible: 'Aucun avis n’est affiché aux clients pour le moment.',
  hidden: 'Aucun avis n’a été masqué.',
  all: 'Les avis des clients apparaîtront ici après leurs commandes livrées ou récupérées.',
};

const shown = (count: number) => `${count} avis affiché${count > 1 ? 's' : ''}`;

/**
 * `/admin/reviews`: every client's review, newest first, for moderation: an abusive one is hidden
 * with a reason (no longer shown nor counted in its restaurant's rating), and can be shown again.
 */
export function ReviewsPage() {
  const [visibility, setVisibility] = useState<ReviewVisibility>('all');
  // The server filters and pages: each filter is its own list, read page by page.
  const reviews = useAdminReviews(visibility);
  const rows = useMemo(() => reviews.data?.pages.flatMap((page) => page.items) ?? [], [reviews.data]);
  const [hidingId, setHidingId] = useState<string | null>(null);
  const hide = useHideReview();
  const unhide = useUnhideReview();
  const busyIds = useReviewsBeingWritten();
  // The dialog follows its row: it closes by itself once the review is hidden (here or elsewhere) or gone.
  const hiding = rows.find((review) => review.id === hidingId && !review.hidden) ?? null;
  // Forgotten then, so it never comes back on its own later (React's pattern for state that
  // follows new data: set while rendering).
  if (hidingId && reviews.data && !hiding) setHidingId(null);

  return (
    <Stack>
      <PageHeader
        title={REVIEWS_MESSAGES.title}
        subtitle="Les avis des clients, des plus récents aux plus anciens. Un avis masqué n’est plus affiché ni compté dans la note du restaurant."
      />
      <Cluster align="flex-end" gap={3}>
        <Field label="Afficher" className={styles.filter}>
          <Select
            options={FILTERS}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as ReviewVisibility)}
          />
        </Field>
      </Cluster>

      <QueryState query={reviews} loadingMessage="Chargement des avis..." errorMessage={REVIEWS_MESSAGES.loadFailed}>
        {() =>
          rows.length === 0 ? (
            <EmptyState title={REVIEWS_MESSAGES.empty} description={EMPTY_DESCRIPTIONS[visibility]} />
          ) : (
            <PagedList summary={shown(rows.length)} query={reviews} moreFailed={REVIEWS_MESSAGES.moreFailed}>
              <ReviewsTable
                reviews={rows}
                busyIds={busyIds}
                onHide={(review: AdminReview) => setHidingId(review.id)}
                onUnhide={(review: AdminReview) => unhide.mutate({ id: review.id })}
              />
            </PagedList>
          )
        }
      </QueryState>

      <HideReviewDialog
        review={hiding}
        pending={hide.isPending}
        onSubmit={(reason) => {
          if (hiding) hide.mutate({ id: hiding.id, reason }, { onSuccess: () => setHidingId(null) });
        }}
        onClose={() => setHidingId(null)}
      />
    </Stack>
  );
}
