import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type LedgerCheck } from '@teranga/shared-ui';

export const ledgerCheckKey = ['admin', 'ledger', 'check'] as const;

/** `GET /admin/ledger/check`: the whole ledger re-added, and compared with the payment provider's records. */
export const checkLedger = (signal?: AbortSignal): Promise<LedgerCheck> =>
  api.get<LedgerCheck>('/admin/ledger/check', { signal }).then((response) => response.data);

// Always stale: an admin who opens the page, or presses 'Vérifier', wants the ledger as it is now.
export const ledgerCheckQueryOptions = () =>
  queryOptions({ queryKey: ledgerCheckKey, queryFn: ({ signal }) => checkLedger(signal), staleTime: 0 });

export const useLedgerCheck = () => useQuery(ledgerCheckQueryOptions());
