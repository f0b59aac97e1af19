import { useState } from 'react';
import {
  DEFAULT_TIME_ZONE,
  PageHeader,
  PeriodFilter,
  Stack,
  getErrorDetail,
  isValidPeriod,
  presetPeriod,
  type Period,
} from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useFinances } from './api/get-finances';
import { FinanceCards } from './components/finance-cards';
import { LedgerCheckPanel } from './components/ledger-check-panel';
import { OwedTables } from './components/owed-tables';

export const FINANCES_MESSAGES = {
  title: 'Finances',
  loadFailed: 'Erreur lors du chargement des finances',
} as const;

/**
 * `/admin/finances`: the period's figures (Paris days, 'Ce mois-ci' first), what the platform owes
 * each restaurant and courier, and the ledger's check. Everything is read from the ledger.
 */
export function FinancesPage() {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', new Date(), DEFAULT_TIME_ZONE));
  const finances = useFinances(period);

  return (
    <Stack gap={5}>
      <PageHeader
        title={FINANCES_MESSAGES.title}
        subtitle="Ce que la plateforme a vendu, gagné et doit sur la période, lu dans le grand livre (jours de Paris, fin comprise)."
      />
      <PeriodFilter value={period} onChange={setPeriod} timeZone={DEFAULT_TIME_ZONE} />
      {/* An end before the start: the filter says so, nothing is asked. A period too long: the API's reason. */}
      {isValidPeriod(period) && (
        <QueryState
          query={finances}
          loadingMessage="Chargement des finances..."
          errorMessage={(error) => getErrorDetail(error, FINANCES_MESSAGES.loadFailed)}
        >
          {(data) => (
            <Stack gap={5}>
              <FinanceCards finances={data} />
              <OwedTables finances={data} />
            </Stack>
          )}
        </QueryState>
      )}
      <LedgerCheckPanel />
    </Stack>
  );
}
