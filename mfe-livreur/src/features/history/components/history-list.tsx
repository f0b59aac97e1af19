import { useState } from 'react';
import { Button } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { HistoryItem } from './history-item';
import styles from './history-list.module.css';

/** Hundreds of rounds add up: the list grows by pages rather than rendering them all at once. */
export const HISTORY_PAGE_SIZE = 20;

export function HistoryList({ deliveries }: { deliveries: Livraison[] }) {
  const [visible, setVisible] = useState(HISTORY_PAGE_SIZE);
  const shown = deliveries.slice(0, visible);
  const remaining = deliveries.length - shown.length;
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list}>
        {shown.map((livraison) => (
          <li key={livraison.id}>
            <HistoryItem livraison={livraison} />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <Button variant="secondary" onClick={() => setVisible((count) => count + HISTORY_PAGE_SIZE)}>
          Afficher plus ({remaining} restante{remaining > 1 ? 's' : ''})
        </Button>
      )}
    </div>
  );
}
