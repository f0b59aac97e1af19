import type { ReactNode } from 'react';

import { cx } from '../layout/class-names';
import styles from './detail-list.module.css';

export interface DetailListItem {
  term: string;
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailListItem[];
  className?: string;
}

/** Terms and their values (a `<dl>`), side by side, the term muted: an account's or an object's facts. */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <dl className={cx(styles.list, className)}>
      {items.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
