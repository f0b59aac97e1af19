import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Stack, useSession } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { LIVREUR_NS } from '../../i18n';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useDeliveryHistory } from './api/get-delivery-history';
import { useDeliverySummary } from './api/get-delivery-summary';
import { HistoryFilterBar } from './components/history-filter-bar';
import { HistoryList } from './components/history-list';
import { HistorySummary } from './components/history-summary';
import { countsByFilter, historyFilter, type HistoryFilterId } from './lib/history-filters';

export function HistoryPage() {
  const { t } = useTranslation(LIVREUR_NS);
  const loading = t('history.loading');
  const userId = useSession((state) => state.user?.id);
  const [filter, setFilter] = useState<HistoryFilterId>('all');
  const summary = useDeliverySummary(userId);
  // One paged list per filter: the server filters, so every page is full of what is asked for.
  const history = useDeliveryHistory(userId, historyFilter(filter).statuses);
  // A delivery completed or cancelled meanwhile (by the courier elsewhere, the restaurant or support).
  useLiveOwnDeliveries(userId);
  const deliveries = useMemo(() => history.data?.pages.flatMap((page) => page.livraisons) ?? [], [history.data]);
  const counts = useMemo(() => summary.data && countsByFilter(summary.data), [summary.data]);

  return (
    <Stack gap={5}>
      <PageHeader title={t('history.title')} subtitle={summary.data ? t('history.subtitle') : undefined} />

      <QueryState query={summary} loadingMessage={loading}>
        {summary.data && counts && (
          <>
            <HistorySummary summary={summary.data} />
            <HistoryFilterBar value={filter} onChange={setFilter} counts={counts} />
            <QueryState query={history} loadingMessage={loading}>
              {history.data &&
                (deliveries.length === 0 ? (
                  <EmptyState title={t('history.empty')} />
                ) : (
                  <HistoryList
                    deliveries={deliveries}
                    remaining={counts[filter] - deliveries.length}
                    hasMore={history.hasNextPage}
                    loadingMore={history.isFetchingNextPage}
                    onMore={() => void history.fetchNextPage()}
                  />
                ))}
            </QueryState>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
