import type { DeliveryStatus, LivraisonSummary } from '@teranga/shared-ui';

export type HistoryFilterId = 'all' | 'livree' | 'en_cours' | 'annulee';

export interface HistoryFilter {
  /** Also its label's key: `history.filters.<id>`. */
  id: HistoryFilterId;
  /** Statuses kept; null keeps everything. */
  statuses: readonly DeliveryStatus[] | null;
}

export const HISTORY_FILTERS: readonly HistoryFilter[] = [
  { id: 'all', statuses: null },
  { id: 'livree', statuses: ['livree'] },
  // From the courier's point of view an accepted delivery is already under way.
  { id: 'en_cours', statuses: ['acceptee', 'en_cours'] },
  { id: 'annulee', statuses: ['annulee'] },
];

export const historyFilter = (id: HistoryFilterId) => HISTORY_FILTERS.find((filter) => filter.id === id)!;

/** How many deliveries each filter holds, from the server's counts (not from the pages read so far). */
export function countsByFilter({ total, by_status }: Pick<LivraisonSummary, 'total' | 'by_status'>) {
  return Object.fromEntries(
    HISTORY_FILTERS.map(({ id, statuses }) => [
      id,
      statuses ? statuses.reduce((sum, status) => sum + (by_status[status] ?? 0), 0) : total,
    ]),
  ) as Record<HistoryFilterId, number>;
}
