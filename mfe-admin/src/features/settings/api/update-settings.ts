import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, i18n, type PlatformSettings, type PlatformSettingsPayload } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { settingsKey } from './get-settings';

/** `PUT /admin/settings`: the whole set replaced (a null deadline: the server's configuration), audited. */
export const updateSettings = (body: PlatformSettingsPayload): Promise<PlatformSettings> =>
  api.put<PlatformSettings>('/admin/settings', body).then((response) => response.data);

/** The answer is the settings in force: shown at once; the history gains the API's entry. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: {
      successMessage: i18n.t('admin:settings.success'),
      errorMessage: i18n.t('admin:settings.failed'),
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      invalidateAuditLog(queryClient);
    },
  });
}
