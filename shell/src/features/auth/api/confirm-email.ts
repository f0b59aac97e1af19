import { api } from '@teranga/shared-ui';

import type { AccountMessage } from './account-message';

/** `POST /auth/email/confirm` (no session needed): the account takes the new address the link went to. */
export const confirmEmail = async (token: string): Promise<AccountMessage> =>
  (await api.post<AccountMessage>('/auth/email/confirm', { token })).data;
