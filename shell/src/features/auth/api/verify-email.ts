import { api } from '@teranga/shared-ui';

import type { AccountMessage } from './account-message';

/** `POST /auth/email/verify` (no session needed): the account's address becomes verified. */
export const verifyEmail = async (token: string): Promise<AccountMessage> =>
  (await api.post<AccountMessage>('/auth/email/verify', { token })).data;
