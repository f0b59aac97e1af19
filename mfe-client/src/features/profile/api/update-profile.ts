import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, useSession, type MutationConfig, type ProfileForm, type User } from '@teranga/shared-ui';
import { getMeQueryOptions } from './get-me';

/** PUT /auth/me — the password block is only sent when a new password is set (authApi drops it otherwise). */
export const updateProfile = (profile: ProfileForm): Promise<User> => authApi.updateMe(profile);

export function useUpdateProfile(mutationConfig: Omit<MutationConfig<typeof updateProfile>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      // The stored user is what every area shows (the header's name first).
      useSession.getState().mergeUser(args[0]);
      queryClient.setQueryData(getMeQueryOptions().queryKey, args[0]);
      return onSuccess?.(...args);
    },
  });
}
