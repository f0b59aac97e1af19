import styles from './stacked-label.module.css';

/**
 * The column's name before a cell's value, seen only once a `stacked` Table shows its rows as
 * cards (its header row is then out of sight). Screen readers still have the header row.
 */
export function StackedLabel({ children }: { children: string }) {
  return (
    <span className={styles.label} aria-hidden="true">
      {children} :{' '}
    </span>
  );
}
