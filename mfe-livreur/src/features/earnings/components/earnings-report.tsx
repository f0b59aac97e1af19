import { EmptyState, Grid, type CourierEarnings } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';
import { EarningsBalance } from './earnings-balance';
import { EarningsBreakdown } from './earnings-breakdown';
import { EarningsDeliveries } from './earnings-deliveries';
import { EarningsTotals } from './earnings-totals';

/** One period's earnings: its totals and the balance, then per day, per week and per delivery. */
export function EarningsReport({ earnings }: { earnings: CourierEarnings }) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <>
      <Grid min="18rem" repeat="auto-fit" gap={4}>
        <EarningsTotals totals={earnings.totals} />
        <EarningsBalance balance={earnings.balance} to={earnings.to} />
      </Grid>
      {earnings.deliveries.length === 0 ? (
        <EmptyState title={t('earnings.empty.title')} description={t('earnings.empty.description')} />
      ) : (
        <>
          <Grid min="18rem" repeat="auto-fit" gap={4}>
            <EarningsBreakdown earnings={earnings} />
          </Grid>
          <EarningsDeliveries deliveries={earnings.deliveries} />
        </>
      )}
    </>
  );
}
