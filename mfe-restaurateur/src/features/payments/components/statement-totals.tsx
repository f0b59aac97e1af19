import { useTranslation } from 'react-i18next';
import { Grid, formatPrice, type RestaurantStatement } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../../i18n';
import { formatDeduction } from '../lib/statement-format';

/** The period's totals: the sales, each deduction, and the net the platform owes for them. */
export function StatementTotals({ totals }: { totals: RestaurantStatement['totals'] }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const orders = t('payments.totals.orders', { count: totals.orders });
  return (
    <Grid as="section" min="11rem" repeat="auto-fit" aria-label={t('payments.totals.label')}>
      <StatCard
        label={t('payments.totals.sales')}
        value={formatPrice(totals.sales)}
        hint={t('payments.totals.salesHint', { orders })}
        tone="brand"
      />
      <StatCard
        label={t('payments.totals.commission')}
        value={formatDeduction(totals.commission)}
        hint={t('payments.totals.commissionHint')}
        tone="info"
      />
      <StatCard
        label={t('payments.totals.promos')}
        value={formatDeduction(totals.promos)}
        hint={t('payments.totals.promosHint')}
        tone="accent"
      />
      <StatCard
        label={t('payments.totals.refunds')}
        value={formatDeduction(totals.refunds)}
        hint={t('payments.totals.refundsHint')}
        tone="accent"
      />
      <StatCard
        label={t('payments.totals.cash')}
        value={formatDeduction(totals.cash_collected)}
        hint={t('payments.totals.cashHint')}
        tone="info"
      />
      <StatCard
        label={t('payments.totals.net')}
        value={formatPrice(totals.net)}
        hint={t('payments.totals.netHint')}
        tone="success"
      />
    </Grid>
  );
}
