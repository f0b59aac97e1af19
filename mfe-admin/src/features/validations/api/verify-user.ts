import { api, i18n, type User } from '@teranga/shared-ui';
import { useDecision } from './decision';

/** `PATCH /admin/users/:id/verify` with an empty body: approves the sign-up (the API e-mails the user). */
export const verifyUser = (id: string): Promise<User> =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}/verify`).then((response) => response.data);

export const useVerifyUser = () =>
  useDecision(verifyUser, {
    success: i18n.t('admin:validations.approve.success'),
    failure: i18n.t('admin:validations.approve.failed'),
  });
