import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { getDeliveries } from './get-deliveries';
import { livraisonKeys } from './keys';

/** A courier's current delivery: accepted, or picked up and on its way. */
export const ACTIVE_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];

export const isActiveDelivery = (livraison: Pick<Livraison, 'status'>) =>
  ACTIVE_DELIVERY_STATUSES.includes(livraison.status);

/**
 * The courier's current delivery, or null. Asked by status so a long history can never push it
 * out of a page of results; the API allows one at a time.
 */
export async function getActiveDelivery(livreurId: string, signal?: AbortSignal): Promise<Livraison | null> {
  const pages = await Promise.all(
    ACTIVE_DELIVERY_STATUSES.map((status) => getDeliveries({ livreurId, status, limit: 1 }, signal)),
  );
  return pages.flatMap((page) => page.items)[0] ?? null;
}

export const activeDeliveryQueryOptions = (livreurId: string | undefined) =>
  queryOptions({
    queryKey: livraisonKeys.active(livreurId),
    queryFn: livreurId ? ({ signal }) => getActiveDelivery(livreurId, signal) : skipToken,
  });

export const useActiveDelivery = (
  livreurId: string | undefined,
  config: QueryConfig<typeof activeDeliveryQueryOptions> = {},
) => useQuery({ ...activeDeliveryQueryOptions(livreurId), ...config });
