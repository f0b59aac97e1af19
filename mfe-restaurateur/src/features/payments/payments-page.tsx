import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cluster,
  EmptyState,
  Heading,
  PageHeader,
  PeriodFilter,
  Stack,
  Text,
  getErrorDetail,
  isValidPeriod,
  presetPeriod,
  type Period,
  type Restaurant,
} from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../i18n';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useDownloadStatementCsv } from './api/download-statement-csv';
import { useRestaurantStatement } from './api/get-restaurant-statement';
import { StatementBalance } from './components/statement-balance';
import { StatementTable } from './components/statement-table';
import { StatementTotals } from './components/statement-totals';
import styles from './components/payments.module.css';

/** 'Paiements': the restaurant's statement over a period, its balance with Teranga, and its CSV. */
export function PaymentsPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  // The API keeps statements from accounts awaiting validation (403): nothing to load then.
  else if (pending) content = <PendingAccountNotice />;
  else content = <Statement key={restaurant.id} restaurant={restaurant} />;

  return (
    <Stack gap={5}>
      <PageHeader title={t('payments.title')} subtitle={restaurant?.name} />
      {content}
    </Stack>
  );
}

function Statement({ restaurant }: { restaurant: Pick<Restaurant, 'id' | 'time_zone'> }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  // 'Ce mois-ci' in the restaurant's own zone: its days are the statement's days.
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', new Date(), restaurant.time_zone));
  // The last period the API can answer: a half-typed one (the end before the start) asks nothing.
  const [asked, setAsked] = useState<Period>(period);
  const statement = useRestaurantStatement(restaurant.id, asked);
  const csv = useDownloadStatementCsv();
  const valid = isValidPeriod(period);

  const choose = (next: Period) => {
    setPeriod(next);
    if (isValidPeriod(next)) setAsked(next);
  };

  const data = statement.isError ? undefined : statement.data;
  let results;
  if (!data) {
    results = (
      <QueryState
        query={statement}
        loadingMessage={t('payments.loading')}
        errorMessage={(error) => getErrorDetail(error, t('payments.loadFailed'))}
      />
    );
  } else {
    results = (
      <Stack gap={5} className={styles.results} aria-busy={statement.isPlaceholderData || undefined}>
        <StatementBalance balance={data.balance} to={data.to} />
        {data.lines.length === 0 ? (
          <EmptyState title={t('payments.none')} description={t('payments.noneHint')} />
        ) : (
          <>
            <StatementTotals totals={data.totals} />
            <Text size="sm" tone="muted">
              {t('payments.netExplained')}
            </Text>
            <section aria-labelledby="statement-lines-title">
              <Heading id="statement-lines-title" className={styles.sectionTitle}>
                {t('payments.linesTitle')}
              </Heading>
              <StatementTable statement={data} />
            </section>
          </>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Cluster gap={3} className={styles.toolbar}>
        <PeriodFilter value={period} onChange={choose} timeZone={restaurant.time_zone} />
        <Button
          variant="secondary"
          loading={csv.isPending}
          loadingText={t('payments.downloading')}
          disabled={!valid}
          onClick={() => csv.mutate({ restaurantId: restaurant.id, ...asked })}
        >
          {t('payments.download')}
        </Button>
      </Cluster>
      {results}
    </>
  );
}
