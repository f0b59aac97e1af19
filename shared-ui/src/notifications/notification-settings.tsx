import { QueryState } from '../components/query-state/query-state';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';
import { Notice } from '../components/notice/notice';
import { Switch } from '../components/switch/switch';
import { Heading, Text } from '../components/text/text';
import { i18n } from '../i18n/i18n';
import { getErrorDetail } from '../lib/api-client';
import {
  useNotificationPreferences,
  usePushDevice,
  usePushDeviceSubscription,
  useSavePreferences,
  type NotificationPreferences,
} from './api';
import { PushDeviceError, type PushDeviceState } from './push-device';
import { useCommonTranslation } from '../i18n/use-common';
import styles from './notification-settings.module.css';

export interface NotificationSettingsProps {
  /** What this role is told about, e.g. 'Commande acceptée, refusée, en route, livrée ou annulée.' */
  description: string;
}

// Said at render, in the page's language (the error may be older than the last switch).
const subscribeFailure = (error: Error) =>
  error instanceof PushDeviceError
    ? i18n.t(`common:notifications.${error.reason}`)
    : getErrorDetail(error, i18n.t('common:notifications.subscribeError'));

/**
 * The profile's notification card: the account's channels (e-mail, push) and whether this
 * browser receives the pushes. Turning push on subscribes this browser too; off, it
 * unsubscribes it (the account's other browsers stop receiving them through the preference).
 */
export function NotificationSettings({ description }: NotificationSettingsProps) {
  const { t } = useCommonTranslation();
  const preferences = useNotificationPreferences();
  const device = usePushDevice();
  const save = useSavePreferences();
  const { subscribe, unsubscribe } = usePushDeviceSubscription();

  const change = (current: NotificationPreferences, next: Partial<NotificationPreferences>) => {
    const wanted = { ...current, ...next };
    save.mutate(wanted, {
      onSuccess: () => {
        if (next.push === true && device.data === 'unsubscribed') subscribe.mutate();
        if (next.push === false) unsubscribe.mutate();
      },
    });
  };

  return (
    <Card as="section" gap={3} aria-labelledby="notification-settings-title">
      <Heading as="h2" size="lg" id="notification-settings-title">
        {t('notifications.title')}
      </Heading>
      <Text tone="muted">{description}</Text>
      <QueryState query={preferences} loadingMessage={t('notifications.loading')}>
        {(current) => (
          <div className={styles.channels}>
            <Switch
              checked={current.email}
              disabled={save.isPending}
              onClick={() => change(current, { email: !current.email })}
            >
              {t('notifications.email')}
            </Switch>
            <Switch
              checked={current.push}
              disabled={save.isPending || subscribe.isPending}
              aria-busy={subscribe.isPending}
              onClick={() => change(current, { push: !current.push })}
            >
              {t('notifications.push')}
            </Switch>
            <div aria-live="polite">
              {current.push && (
                <DeviceLine
                  state={device.data}
                  busy={subscribe.isPending || unsubscribe.isPending}
                  onSubscribe={() => subscribe.mutate()}
                  onUnsubscribe={() => unsubscribe.mutate()}
                />
              )}
            </div>
            {subscribe.error && (
              <Notice tone="danger" role="alert">
                {subscribeFailure(subscribe.error)}
              </Notice>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

interface DeviceLineProps {
  state: PushDeviceState | undefined;
  busy: boolean;
  onSubscribe: () => void;
  onUnsubscribe: () => void;
}

/** Whether the pushes reach this browser (the preference only says they may be sent). */
function DeviceLine({ state, busy, onSubscribe, onUnsubscribe }: DeviceLineProps) {
  const { t } = useCommonTranslation();
  switch (state) {
    case undefined:
      return null;
    case 'unsupported':
    case 'denied':
      return <Text tone="muted">{t(`notifications.${state}`)}</Text>;
    case 'subscribed':
      return (
        <div className={styles.device}>
          <Text>{t('notifications.deviceOn')}</Text>
          <Button variant="ghost" size="sm" onClick={onUnsubscribe} disabled={busy}>
            {t('notifications.deviceStop')}
          </Button>
        </div>
      );
    case 'unsubscribed':
      return (
        <div className={styles.device}>
          <Text>{t('notifications.deviceOff')}</Text>
          <Button variant="secondary" size="sm" onClick={onSubscribe} disabled={busy}>
            {t('notifications.deviceStart')}
          </Button>
        </div>
      );
  }
}
