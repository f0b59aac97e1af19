import type { ReactNode } from 'react';

import { useCommonTranslation } from '../../i18n/use-common';
import styles from './table.module.css';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Describes the table for screen readers; hidden visually unless captionVisible. */
  caption: string;
  captionVisible?: boolean;
  /** 'Aucune donnée' by default. */
  emptyMessage?: ReactNode;
  /**
   * Below 640 px each row reads as a card: cells one under the other, the header row hidden from
   * sight (screen readers still get it). For tables too wide to scroll comfortably on a phone.
   */
  stacked?: boolean;
  className?: string;
}

export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionVisible = false,
  emptyMessage,
  stacked = false,
  className,
}: TableProps<T>) {
  const { t } = useCommonTranslation();
  return (
    // The wrapper scrolls sideways on narrow screens; it is focusable so keyboard users can scroll it.
    <div
      className={[styles.scroller, stacked && styles.stacked, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={captionVisible ? styles.caption : 'tg-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles[column.align ?? 'start']}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage ?? t('states.noData')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={[styles[column.align ?? 'start'], column.className].filter(Boolean).join(' ')}
                  >
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
