import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  PageHeader,
  PeriodFilter,
  Stack,
  getErrorDetail,
  i18n,
  isValidPeriod,
  presetPeriod,
  type Period,
} from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useFinances } from './api/get-finances';
import { FinanceCards } from './components/finance-cards';
import { LedgerCheckPanel } from './components/ledger-check-panel';
import { OwedTables } from './components/owed-tables';
import { ADMIN_NS } from '../../i18n';

/** The page's messages in the page's language (tests find them by these names). */
export const FINANCES_MESSAGES = {
  get title() {
    return i18n.t('admin:finances.title');
  },
  get loadFailed() {
    return i18n.t('admin:finances.loadFailed');
  },
};

/**
 * `/admin/finances`: the period's figures (Paris days, 'Ce mois-ci' first), what the platform owes
 * each restaurant and courier, and the ledger's check. Everything is read from the ledger.
 */
export function FinancesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', new Date(), DEFAULT_TIME_ZONE));
  const finances = useFinances(period);

  return (
    <Stack gap={5}>
      <PageHeader title={FINANCES_MESSAGES.title} subtitle={t('finances.subtitle')} />
      <PeriodFilter value={period} onChange={setPeriod} timeZone={DEFAULT_TIME_ZONE} />
      {/* An end before the start: the filter says so, nothing is asked. A period too long: the API's reason. */}
      {isValidPeriod(period) && (
        <QueryState
          query={finances}
          loadingMessage={t('finances.loading')}
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
