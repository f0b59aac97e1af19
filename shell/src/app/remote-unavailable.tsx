import { Button } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';

import { SHELL_NS } from '../i18n';
import styles from './remote-unavailable.module.css';

interface Props {
  onRetry: () => void;
  /** A version skew gets its own explanation: checking one's connection would not help. */
  kind?: 'version' | 'network';
}

export function RemoteUnavailable({ onRetry, kind = 'network' }: Props) {
  const { t } = useTranslation([SHELL_NS, 'common']);
  return (
    <main className={styles.wrapper}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>{t('remote.unavailableTitle')}</h1>
        <p className={styles.text}>{kind === 'version' ? t('remote.version') : t('remote.network')}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('common:states.retry')}</Button>
          <a className={styles.link} href="/">
            {t('remote.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
