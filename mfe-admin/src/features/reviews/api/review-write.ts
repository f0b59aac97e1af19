import {
  useMutation,
  useMutationState,
  useQueryClient,
  type InfiniteData,
  type MutationMeta,
} from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { AdminReview, CursorPage } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { adminRestaurantKeys } from '../../restaurants/api/keys';
import { adminReviewKeys } from './keys';

/**
 * Hiding or showing again one review. The answer replaces its row at once in every list read so
 * far; the lists then load again (a filtered one gains or loses it), the restaurants when next
 * shown (their rating and count are recounted from the visible reviews), and the history (the
 * API audits the action).
 */
export function useReviewWrite<Variables extends { id: string }>(
  mutationFn: (variables: Variables) => Promise<AdminReview>,
  meta: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminReviewKeys.writes(),
    mutationFn,
    meta,
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<CursorPage<AdminReview>>>(
        { queryKey: adminReviewKeys.lists() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((row) => (row.id === updated.id ? updated : row)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.all, refetchType: 'none' });
      invalidateAuditLog(queryClient);
    },
    onError: (error) => {
      // Gone meanwhile: the lists load again without it.
      if (isAxiosError(error) && error.response?.status === 404) {
        void queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      }
    },
  });
}

/** Ids of the reviews with a write in flight. */
export function useReviewsBeingWritten(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: adminReviewKeys.writes(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  return new Set(ids);
}
