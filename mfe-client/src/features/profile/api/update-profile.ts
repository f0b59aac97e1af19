import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, useSession, type ProfileForm, type User } from '@teranga/shared-ui';
import { meQueryOptions, withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';

export interface ProfileUpdate {
  profile: ProfileForm;
  /** The account's address now: another one in `profile` is a request to change it. */
  currentEmail: string;
}

/** PUT /auth/me: the details, the password block with a new password, the current password with another address. */
export const updateProfile = ({ profile, currentEmail }: ProfileUpdate): Promise<User> =>
  authApi.updateMe(profile, currentEmail);

export function useUpdateProfile(mutationConfig: Omit<MutationConfig<typeof updateProfile>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const store = (user: User) => {
    // The stored user is what every area shows (the header's name first).
    useSession.getState().mergeUser(user);
    queryClient.setQueryData(meQueryOptions().queryKey, user);
  };
  return useMutation(withScreenCallbacks({ mutationFn: updateProfile, onSuccess: store }, mutationConfig));
}
