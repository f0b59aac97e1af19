import { Button, Cluster } from '@teranga/shared-ui';
import { HISTORY_FILTERS, type HistoryFilterId } from '../lib/history-filters';
import styles from './history-filter-bar.module.css';

export interface HistoryFilterBarProps {
  value: HistoryFilterId;
  onChange: (value: HistoryFilterId) => void;
  counts: Record<HistoryFilterId, number>;
}

export function HistoryFilterBar({ value, onChange, counts }: HistoryFilterBarProps) {
  return (
    <Cluster role="group" aria-label="Filtrer par statut">
      {HISTORY_FILTERS.map((filter) => (
        <Button
          key={filter.id}
          size="sm"
          variant={filter.id === value ? 'primary' : 'secondary'}
          aria-pressed={filter.id === value}
          onClick={() => onChange(filter.id)}
        >
          {filter.label}
          <span className={styles.count} aria-hidden="true">
            {counts[filter.id]}
          </span>
        </Button>
      ))}
    </Cluster>
  );
}
