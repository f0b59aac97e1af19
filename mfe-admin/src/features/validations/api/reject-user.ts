import { api, i18n, type User } from '@teranga/shared-ui';
import { useDecision } from './decision';

/** `PATCH /admin/users/:id/reject {reason}`: the reason is stored and e-mailed to the user. */
export const rejectUser = ({ id, reason }: { id: string; reason: string }): Promise<User> =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}/reject`, { reason }).then((response) => response.data);

export const useRejectUser = () =>
  useDecision(rejectUser, {
    success: i18n.t('admin:validations.reject.success'),
    failure: i18n.t('admin:validations.reject.failed'),
  });
