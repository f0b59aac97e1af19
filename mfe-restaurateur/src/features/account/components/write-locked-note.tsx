import { Notice } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './write-locked-note.module.css';

/**
 * One line shown where write actions are disabled for an account awaiting validation. Its
 * sentence starts with shared-ui's `ACCESS_MESSAGES.pending`, written out whole in the catalogue.
 */
export function WriteLockedNote({ id }: { id?: string }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <Notice tone="warning" id={id} className={styles.note} role="note">
      {t('account.writeLocked')}
    </Notice>
  );
}
