import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, LoadingState, PageHeader, getErrorDetail, useSession } from '@teranga/shared-ui';
import { HistoryFilterBar } from './components/history-filter-bar';
import { HistoryList } from './components/history-list';
import { HistorySummary } from './components/history-summary';
import { HISTORY_LIMIT, useDeliveryHistory } from './hooks/use-delivery-history';
import { HISTORY_FILTERS, filterDeliveries, summarizeDeliveries, type HistoryFilterId } from './lib/history-filters';
import styles from './history-page.module.css';

export function HistoryPage() {
  const userId = useSession((state) => state.user?.id);
  const { state, retry } = useDeliveryHistory(userId);
  const [filter, setFilter] = useState<HistoryFilterId>('all');

  const deliveries = useMemo(() => (state.status === 'success' ? state.data : []), [state]);
  const summary = useMemo(() => summarizeDeliveries(deliveries), [deliveries]);
  const counts = useMemo(
    () =>
      Object.fromEntries(HISTORY_FILTERS.map((f) => [f.id, filterDeliveries(deliveries, f.id).length])) as Record<
        HistoryFilterId,
        number
      >,
    [deliveries],
  );
  const shown = useMemo(() => filterDeliveries(deliveries, filter), [deliveries, filter]);
  const capped = deliveries.length >= HISTORY_LIMIT;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Historique"
        subtitle={
          state.status === 'success'
            ? capped
              ? `Vos ${HISTORY_LIMIT} livraisons les plus récentes`
              : 'Toutes vos livraisons, des plus récentes aux plus anciennes'
            : undefined
        }
      />

      {state.status === 'loading' && <LoadingState message="Chargement de l'historique..." />}
      {state.status === 'error' && (
        <ErrorState message={getErrorDetail(state.error, 'Erreur lors du chargement')} onRetry={() => void retry()} />
      )}

      {state.status === 'success' && (
        <>
          <HistorySummary summary={summary} />
          <HistoryFilterBar value={filter} onChange={setFilter} counts={counts} />
          {shown.length === 0 ? (
            <EmptyState title="Aucune livraison" />
          ) : (
            // A new filter starts again from the first page.
            <HistoryList key={filter} deliveries={shown} />
          )}
        </>
      )}
    </div>
  );
}
