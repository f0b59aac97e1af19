import { api, type ApiComponents } from '@teranga/shared-ui';

import type { AccountMessage } from './account-message';

type ForgotPasswordPayload = ApiComponents['schemas']['ForgotPasswordPayload'];

/** `POST /auth/password/forgot`: always 202 and the same sentence, whether the account exists or not. */
export const forgotPassword = async (payload: ForgotPasswordPayload): Promise<AccountMessage> =>
  (await api.post<AccountMessage>('/auth/password/forgot', payload)).data;
