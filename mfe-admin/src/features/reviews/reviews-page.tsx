import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cluster, EmptyState, Field, PageHeader, Select, Stack, i18n, type AdminReview } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PagedList } from '../../components/paged-list';
import { useAdminReviews } from './api/get-admin-reviews';
import { useHideReview } from './api/hide-review';
import type { ReviewVisibility } from './api/keys';
import { useReviewsBeingWritten } from './api/review-write';
import { useUnhideReview } from './api/unhide-review';
import { HideReviewDialog } from './components/hide-review-dialog';
import { ReviewsTable } from './components/reviews-table';
import { ADMIN_NS } from '../../i18n';
import styles from './components/reviews.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const REVIEWS_MESSAGES = {
  get title() {
    return i18n.t('admin:reviews.title');
  },
  get empty() {
    return i18n.t('admin:reviews.empty');
  },
  get loadFailed() {
    return i18n.t('admin:reviews.loadFailed');
  },
  get moreFailed() {
    return i18n.t('admin:reviews.moreFailed');
  },
};

const FILTERS = ['visible', 'hidden', 'all'] as const satisfies readonly ReviewVisibility[];

/**
 * `/admin/reviews`: every client's review, newest first, for moderation: an abusive one is hidden
 * with a reason (no longer shown nor counted in its restaurant's rating), and can be shown again.
 */
export function ReviewsPage() {
  const { t } = useTranslation(ADMIN_NS);
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
      <PageHeader title={REVIEWS_MESSAGES.title} subtitle={t('reviews.subtitle')} />
      <Cluster align="flex-end" gap={3}>
        <Field label={t('shared.show')} className={styles.filter}>
          <Select
            options={FILTERS.map((value) => ({ value, label: t(`reviews.filters.${value}`) }))}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as ReviewVisibility)}
          />
        </Field>
      </Cluster>

      <QueryState query={reviews} loadingMessage={t('reviews.loading')} errorMessage={REVIEWS_MESSAGES.loadFailed}>
        {() =>
          rows.length === 0 ? (
            <EmptyState title={REVIEWS_MESSAGES.empty} description={t(`reviews.emptyText.${visibility}`)} />
          ) : (
            <PagedList
              summary={t('reviews.shown', { count: rows.length })}
              query={reviews}
              moreFailed={REVIEWS_MESSAGES.moreFailed}
            >
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
