import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../i18n';
import styles from './stacked-label.module.css';

/**
 * The column's name before a cell's value, seen only once a `stacked` Table shows its rows as
 * cards (its header row is then out of sight). Screen readers still have the header row.
 */
export function StackedLabel({ children }: { children: string }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <span className={styles.label} aria-hidden="true">
      {t('components.stackedLabel', { label: children })}{' '}
    </span>
  );
}
