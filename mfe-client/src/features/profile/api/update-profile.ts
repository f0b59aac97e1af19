import { authApi } from '@teranga/shared-ui';
import type { ProfileForm, User } from '@teranga/shared-ui';

/** PUT /auth/me — the password block is only sent when a new password is set (authApi drops it otherwise). */
export function updateProfile(profile: ProfileForm): Promise<User> {
  return authApi.updateMe(profile);
}
