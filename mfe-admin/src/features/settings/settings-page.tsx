import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader, Stack, Text, formatDateLong, formatTime, i18n, type PlatformSettings } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { adminPaths } from '../layout/paths';
import { useSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { RestaurantCommissions } from './components/restaurant-commissions';
import { SettingsForm } from './components/settings-form';
import { ADMIN_NS } from '../../i18n';
import styles from './components/settings.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const SETTINGS_MESSAGES = {
  get title() {
    return i18n.t('admin:settings.title');
  },
  get loadFailed() {
    return i18n.t('admin:settings.loadFailed');
  },
  get neverSaved() {
    return i18n.t('admin:settings.neverSaved');
  },
};

/** 'Modifié le 9 mars 2025 à 13:00 par Ibrahima Fall.', or the defaults never saved. */
export function savedText({ updated_at, updated_by }: Pick<PlatformSettings, 'updated_at' | 'updated_by'>): string {
  if (!updated_at) return SETTINGS_MESSAGES.neverSaved;
  // No name: the admin's account is gone since.
  const by = updated_by ?? i18n.t('admin:settings.deletedAccount');
  return i18n.t('admin:settings.saved', { date: formatDateLong(updated_at), time: formatTime(updated_at), by });
}

/**
 * `/admin/settings`: the platform's money terms and the kitchen's deadlines, then the restaurants'
 * own commissions. Every change is audited (the history links from here).
 */
export function SettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const settings = useSettings();
  const update = useUpdateSettings();

  return (
    <Stack gap={5}>
      <PageHeader title={SETTINGS_MESSAGES.title} subtitle={t('settings.subtitle')} />
      <QueryState query={settings} loadingMessage={t('settings.loading')} errorMessage={SETTINGS_MESSAGES.loadFailed}>
        {(data) => (
          <Stack gap={5}>
            <Text size="sm" tone="muted" className={styles.saved}>
              <Trans
                t={t}
                i18nKey="settings.audited"
                values={{ saved: savedText(data) }}
                components={{ history: <Link to={adminPaths.history} className={styles.link} /> }}
              />
            </Text>
            {/* A new save (here or by another admin) starts the form again from what is in force. */}
            <SettingsForm
              key={data.updated_at ?? 'defaults'}
              settings={data}
              pending={update.isPending}
              onSubmit={(body) => update.mutate(body)}
            />
            <RestaurantCommissions settings={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
