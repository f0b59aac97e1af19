import { useCommonTranslation } from '../../i18n/use-common';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Announced to screen readers ('Chargement...' by default); null when the surrounding text
   * already says it.
   */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label: given, className }: SpinnerProps) {
  const { t } = useCommonTranslation();
  const label = given === undefined ? t('states.loading') : given;
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrapper}>
      <span className={classes} aria-hidden="true" />
      <span className="tg-visually-hidden">{label}</span>
    </span>
  );
}
