import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { HistoryItem } from './history-item';
import { LIVREUR_NS } from '../../../i18n';
import styles from './history-list.module.css';

export interface HistoryListProps {
  deliveries: Livraison[];
  /** Deliveries of the filter not read yet, by the server's count. */
  remaining: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

export function HistoryList({ deliveries, remaining, hasMore, loadingMore, onMore }: HistoryListProps) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Stack className={styles.wrapper}>
      <Stack as="ul" gap={3} className={styles.list}>
        {deliveries.map((livraison) => (
          <li key={livraison.id}>
            <HistoryItem livraison={livraison} />
          </li>
        ))}
      </Stack>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onClick={onMore}>
          {/* The count comes from the summary: a delivery made meanwhile may leave it short. */}
          {remaining > 0 ? t('history.moreRemaining', { count: remaining }) : t('history.more')}
        </Button>
      )}
    </Stack>
  );
}
