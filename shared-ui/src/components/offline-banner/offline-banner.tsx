import { useCommonTranslation } from '../../i18n/use-common';
import { useOffline } from '../../lib/connectivity';
import styles from './offline-banner.module.css';

/**
 * 'Hors ligne', at the top of every page while the network is gone: what is shown is what the app
 * last knew, and what needs the network is refused with its own message (the service worker's 503).
 * Absent while online: a page keeps one `status` region of its own less to compete with.
 */
export function OfflineBanner() {
  const { t } = useCommonTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="status" className={styles.banner}>
      <strong>{t('offline.banner')}</strong>
    </p>
  );
}
