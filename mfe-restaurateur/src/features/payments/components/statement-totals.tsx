import { Grid, formatPrice, type RestaurantStatement } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';
import { formatDeduction } from '../lib/statement-format';

/** The period's totals: the sales, each deduction, and the net the platform owes for them. */
export function StatementTotals({ totals }: { totals: RestaurantStatement['totals'] }) {
  const orders = `${totals.orders} commande${totals.orders > 1 ? 's' : ''}`;
  return (
    <Grid as="section" min="11rem" repeat="auto-fit" aria-label="Totaux de la période">
      <StatCard label="Ventes" value={formatPrice(totals.sales)} hint={`Plats vendus · ${orders}`} tone="brand" />
      <StatCard label="Commission" value={formatDeduction(totals.commission)} hint="Teranga, déduite" tone="info" />
      <StatCard
        label="Promotions"
        value={formatDeduction(totals.promos)}
        hint="Vos codes promo, déduits"
        tone="accent"
      />
      <StatCard
        label="Remboursements"
        value={formatDeduction(totals.refunds)}
        hint="Vos remboursements, déduits"
        tone="accent"
      />
      <StatCard
        label="Espèces encaissées"
        value={formatDeduction(totals.cash_collected)}
        hint="Au comptoir, déjà en caisse"
        tone="info"
      />
      <StatCard
        label="Net à recevoir"
        value={formatPrice(totals.net)}
        hint="Ventes moins les déductions"
        tone="success"
      />
    </Grid>
  );
}
