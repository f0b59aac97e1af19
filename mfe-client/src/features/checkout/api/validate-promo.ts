import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PromoQuote, type PromoValidatePayload } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';

/**
 * POST /promos/validate — what a code gives this cart now (the server prices the cart and the
 * discount); a code that does not apply is a 422 with the reason in `detail`. Nothing is written.
 */
export const validatePromo = (payload: PromoValidatePayload, signal?: AbortSignal): Promise<PromoQuote> =>
  api.post<PromoQuote>('/promos/validate', payload, { signal }).then((response) => response.data);

// A POST, but read like a query: nothing is written, and keyed by the cart, the code is checked
// again by itself whenever the cart or the fulfillment changes.
export const getPromoQuoteQueryOptions = (payload: PromoValidatePayload) =>
  queryOptions({
    queryKey: ['promos', 'quote', payload],
    queryFn: ({ signal }) => validatePromo(payload, signal),
    // Codes expire and run out: a preview is asked for again rather than read from an old answer.
    staleTime: 0,
  });

export const usePromoQuote = (
  payload: PromoValidatePayload,
  queryConfig?: QueryConfig<typeof getPromoQuoteQueryOptions>,
) => useQuery({ ...getPromoQuoteQueryOptions(payload), ...queryConfig });
