import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PlatformSettings } from '@teranga/shared-ui';

/** The settings and the restaurants' own commissions: one answer, one key, set or invalidated by every write. */
export const settingsKey = ['admin', 'settings'] as const;

/** `GET /admin/settings`: the values in force, what a null deadline means, who saved them, the own rates. */
export const getSettings = (signal?: AbortSignal): Promise<PlatformSettings> =>
  api.get<PlatformSettings>('/admin/settings', { signal }).then((response) => response.data);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
