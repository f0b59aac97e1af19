import { api, i18n, type AdminReview, type HideReviewPayload } from '@teranga/shared-ui';
import { useReviewWrite } from './review-write';

export type HideReviewVariables = { id: string } & HideReviewPayload;

/**
 * `POST /admin/reviews/:id/hide {reason}`: no longer shown nor counted in its restaurant's rating;
 * the reason goes to the history.
 */
export const hideReview = ({ id, reason }: HideReviewVariables): Promise<AdminReview> =>
  api.post<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}/hide`, { reason }).then((response) => response.data);

export const useHideReview = () =>
  useReviewWrite(hideReview, {
    successMessage: i18n.t('admin:reviews.hide.success'),
    errorMessage: i18n.t('admin:reviews.hide.failed'),
  });
