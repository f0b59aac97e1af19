import type { ReactNode } from 'react';
import type { TableColumn } from '@teranga/shared-ui/area';
import styles from './cell-label.module.css';

/**
 * A cell's column name, shown above its value when the rows of a `stacked` Table turn into cards
 * on narrow screens (the header row is hidden there). Screen readers get the header instead.
 */
const CellLabel = ({ children }: { children: ReactNode }) => (
  <span className={styles.cellLabel} aria-hidden="true">
    {children}
  </span>
);

/** A column of a `stacked` Table whose cells repeat its header when they stack into cards. */
export function labelledColumn<T>(
  key: string,
  header: string,
  render: (row: T) => ReactNode,
  options: Pick<TableColumn<T>, 'align' | 'className'> = {},
): TableColumn<T> {
  return {
    key,
    header,
    ...options,
    render: (row) => (
      <>
        <CellLabel>{header}</CellLabel>
        {render(row)}
      </>
    ),
  };
}
