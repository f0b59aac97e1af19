import { api, i18n, type AdminReview } from '@teranga/shared-ui';
import { useReviewWrite } from './review-write';

/** `POST /admin/reviews/:id/unhide` (empty body): shown and counted again. */
export const unhideReview = ({ id }: { id: string }): Promise<AdminReview> =>
  api.post<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}/unhide`).then((response) => response.data);

export const useUnhideReview = () =>
  useReviewWrite(unhideReview, {
    successMessage: i18n.t('admin:reviews.unhide.success'),
    errorMessage: i18n.t('admin:reviews.unhide.failed'),
  });
