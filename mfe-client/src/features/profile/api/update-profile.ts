import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, useSession, type ProfileForm, type User } from '@teranga/shared-ui';
import { meQueryOptions, withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';

/** PUT /auth/me — the password block is only sent when a new password is set (authApi drops it otherwise). */
export const updateProfile = (profile: ProfileForm): Promise<User> => authApi.updateMe(profile);

export function useUpdateProfile(mutationConfig: Omit<MutationConfig<typeof updateProfile>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const store = (user: User) => {
    // The stored user is what every area shows (the header's name first).
    useSession.getState().mergeUser(user);
    queryClient.setQueryData(meQueryOptions().queryKey, user);
  };
  return useMutation(withScreenCallbacks({ mutationFn: updateProfile, onSuccess: store }, mutationConfig));
}
