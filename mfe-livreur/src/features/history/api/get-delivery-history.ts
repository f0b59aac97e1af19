import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';
import { getDeliveries } from '../../deliveries/api/get-deliveries';
import { livraisonKeys } from '../../deliveries/api/keys';

/** Deliveries asked per page: hundreds of rounds add up, the list grows on request. */
export const HISTORY_PAGE_SIZE = 20;

/** Next-page cursor of each status still to read ('' stands for all statuses at once). */
export type HistoryCursors = Record<string, string>;

const newestFirst = (a: Livraison, b: Livraison) => b.created_at.localeCompare(a.created_at);

/**
 * One page of the courier's deliveries in `statuses` (all when null), newest first. The API
 * filters on one status at a time, so a filter spanning several reads one cursor per status
 * (pages of two statuses may then interleave in time; 'En cours' never holds more than the
 * one delivery the API lets a courier carry at a time).
 */
export async function getDeliveryHistoryPage(
  livreurId: string,
  statuses: readonly DeliveryStatus[] | null,
  cursors: HistoryCursors | null,
  signal?: AbortSignal,
) {
  const streams = (statuses ?? ['' as const]).filter((status) => !cursors || status in cursors);
  const livraisons: Livraison[] = [];
  const next: HistoryCursors = {};
  // One status after the other: at most two small requests, and happy-dom (the tests' DOM)
  // reports the headers of one of two concurrent requests to the same path for both.
  for (const status of streams) {
    const page = await getDeliveries(
      { livreurId, status: status || undefined, cursor: cursors?.[status], limit: HISTORY_PAGE_SIZE },
      signal,
    );
    livraisons.push(...page.items);
    if (page.nextCursor) next[status] = page.nextCursor;
  }
  return {
    livraisons: livraisons.sort(newestFirst),
    nextCursors: Object.keys(next).length > 0 ? next : undefined,
  };
}

export const deliveryHistoryQueryOptions = (
  livreurId: string | undefined,
  statuses: readonly DeliveryStatus[] | null,
) =>
  infiniteQueryOptions({
    queryKey: livraisonKeys.history(livreurId, statuses),
    queryFn: livreurId
      ? ({ pageParam, signal }) => getDeliveryHistoryPage(livreurId, statuses, pageParam, signal)
      : skipToken,
    initialPageParam: null as HistoryCursors | null,
    getNextPageParam: (lastPage) => lastPage.nextCursors,
  });

export const useDeliveryHistory = (livreurId: string | undefined, statuses: readonly DeliveryStatus[] | null) =>
  useInfiniteQuery(deliveryHistoryQueryOptions(livreurId, statuses));
