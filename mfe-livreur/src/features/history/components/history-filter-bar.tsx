import { useTranslation } from 'react-i18next';
import { Button, Cluster } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { HISTORY_FILTERS, type HistoryFilterId } from '../lib/history-filters';
import styles from './history-filter-bar.module.css';

export interface HistoryFilterBarProps {
  value: HistoryFilterId;
  onChange: (value: HistoryFilterId) => void;
  counts: Record<HistoryFilterId, number>;
}

export function HistoryFilterBar({ value, onChange, counts }: HistoryFilterBarProps) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Cluster role="group" aria-label={t('history.filters.label')}>
      {HISTORY_FILTERS.map((filter) => (
        <Button
          key={filter.id}
          size="sm"
          variant={filter.id === value ? 'primary' : 'secondary'}
          aria-pressed={filter.id === value}
          onClick={() => onChange(filter.id)}
        >
          {t(`history.filters.${filter.id}`)}
          <span className={styles.count} aria-hidden="true">
            {counts[filter.id]}
          </span>
        </Button>
      ))}
    </Cluster>
  );
}
