/**
 * The signed-in user's notification channels (`GET`/`PUT /auth/me/notifications`) and this
 * browser's push subscription (`/push/…`), as queries and mutations of the shared cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { api } from '../lib/api-client';
import type { ApiComponents } from '../types';
import { readPushDevice, subscribePushDevice, unsubscribePushDevice, type PushDeviceState } from './push-device';

export type NotificationPreferences = ApiComponents['schemas']['NotificationPreferences'];

// Under ['auth', 'me']: emptied with the rest of the account's cache when the user changes.
export const notificationKeys = {
  preferences: ['auth', 'me', 'notifications'] as const,
  device: ['auth', 'me', 'notifications', 'device'] as const,
};

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: async () => (await api.get<NotificationPreferences>('/auth/me/notifications')).data,
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export const pushDeviceQueryOptions = () =>
  queryOptions<PushDeviceState>({ queryKey: notificationKeys.device, queryFn: readPushDevice, staleTime: Infinity });

export const usePushDevice = () => useQuery(pushDeviceQueryOptions());

async function savePreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return (await api.put<NotificationPreferences>('/auth/me/notifications', preferences)).data;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
    meta: {
      successMessage: i18n.t('common:notifications.saved'),
      errorMessage: i18n.t('common:notifications.saveError'),
    },
  });
}

/** Subscribes this browser (the permission prompt, then `POST /push/subscriptions`). */
async function subscribeDevice(): Promise<void> {
  const { public_key: publicKey } = (await api.get<{ public_key: string }>('/push/public-key')).data;
  const subscription = await subscribePushDevice(publicKey);
  await api.post('/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
}

async function unsubscribeDevice(): Promise<void> {
  const endpoint = await unsubscribePushDevice();
  if (endpoint) await api.delete('/push/subscriptions', { data: { endpoint } });
}

export function usePushDeviceSubscription() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.device, exact: true });
  const subscribe = useMutation({
    mutationFn: subscribeDevice,
    onSettled: refresh,
    // The settings say the outcome inline (the device line, or why it failed).
    meta: { silent: true },
  });
  const unsubscribe = useMutation({ mutationFn: unsubscribeDevice, onSettled: refresh, meta: { silent: true } });
  return { subscribe, unsubscribe };
}
