import { authApi } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';

/** GET /auth/me — the account as the server knows it now (verification may have changed since login). */
export function getMe(): Promise<User> {
  return authApi.getMe();
}
