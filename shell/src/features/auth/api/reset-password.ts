import { api, type ApiComponents } from '@teranga/shared-ui';

import type { AccountMessage } from './account-message';

type ResetPasswordPayload = ApiComponents['schemas']['ResetPasswordPayload'];

/** `POST /auth/password/reset`: the new password; every session of the account ends. */
export const resetPassword = async (payload: ResetPasswordPayload): Promise<AccountMessage> =>
  (await api.post<AccountMessage>('/auth/password/reset', payload)).data;
