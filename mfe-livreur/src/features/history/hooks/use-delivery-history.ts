import { useCallback } from 'react';
import { useResource } from '../../../hooks/use-resource';
import { getDeliveries } from '../../deliveries/api/get-deliveries';

/** The most the API returns in one answer (it has no paging beyond `limit`). */
export const HISTORY_LIMIT = 500;

/** The courier's deliveries, newest first, as many as the API gives at once. */
export function useDeliveryHistory(livreurId: string | undefined) {
  const load = useCallback(
    (signal: AbortSignal) =>
      livreurId ? getDeliveries({ livreurId, limit: HISTORY_LIMIT }, signal) : Promise.resolve([]),
    [livreurId],
  );
  return useResource(load, `history:${livreurId ?? ''}`);
}
