import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type OrderReceipt } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/**
 * GET /commandes/:id/receipt — the receipt of a delivered (or collected) order with its VAT; 409
 * while the order is not delivered yet, 404 for an unknown order or another client's.
 */
export const getOrderReceipt = (id: string, signal?: AbortSignal): Promise<OrderReceipt> =>
  api.get<OrderReceipt>(`/commandes/${encodeURIComponent(id)}/receipt`, { signal }).then((response) => response.data);

export const getOrderReceiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.receipt(id),
    queryFn: ({ signal }) => getOrderReceipt(id, signal),
    // Only a refund changes it once delivered: each visit asks again.
    staleTime: 0,
  });

export const useOrderReceipt = (id: string, queryConfig?: QueryConfig<typeof getOrderReceiptQueryOptions>) =>
  useQuery({ ...getOrderReceiptQueryOptions(id), ...queryConfig });
