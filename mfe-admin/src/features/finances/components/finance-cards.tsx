import { Grid, Stack, formatPrice, type PlatformFinances } from '@teranga/shared-ui';
import { DetailList, StatCard, type StatCardProps } from '@teranga/shared-ui/area';
import styles from './finances.module.css';

interface CardSpec {
  label: string;
  value: (finances: PlatformFinances) => number;
  hint: (finances: PlatformFinances) => string;
  tone: StatCardProps['tone'];
}

const CARDS: readonly CardSpec[] = [
  { label: 'Ventes brutes', value: (f) => f.gross_sales, hint: () => 'Plats des commandes livrées', tone: 'brand' },
  { label: 'Commission', value: (f) => f.commission, hint: () => 'Sur les plats vendus', tone: 'success' },
  { label: 'Frais de livraison', value: (f) => f.delivery_fees, hint: () => 'Payés par les clients', tone: 'success' },
  { label: 'Pourboires', value: (f) => f.tips, hint: () => 'Reversés en entier aux livreurs', tone: 'info' },
  {
    label: 'Rémunération livreurs',
    value: (f) => f.courier_pay,
    hint: () => 'Base et distance, hors pourboires',
    tone: 'info',
  },
  {
    label: 'Promotions',
    value: (f) => f.promos_platform,
    hint: (f) => `Payées par la plateforme ; par les restaurants : ${formatPrice(f.promos_restaurant)}`,
    tone: 'accent',
  },
  { label: 'Remboursements', value: (f) => f.refunds, hint: () => 'Rendus aux clients', tone: 'accent' },
  {
    label: 'Résultat plateforme',
    value: (f) => f.platform_net,
    hint: () => 'La somme des comptes de la plateforme',
    tone: 'brand',
  },
];

/** The period's figures, each a sum of the ledger's lines, and the money that came in. */
export function FinanceCards({ finances }: { finances: PlatformFinances }) {
  return (
    <Stack as="section" gap={4} aria-labelledby="admin-finances-figures" className={styles.section}>
      <h2 id="admin-finances-figures" className="tg-visually-hidden">
        Chiffres de la période
      </h2>
      <Grid min="13rem" repeat="auto-fill" gap={4}>
        {CARDS.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            value={<span className={styles.amount}>{formatPrice(card.value(finances))}</span>}
            hint={card.hint(finances)}
            tone={card.tone}
          />
        ))}
      </Grid>
      <DetailList
        items={[
          { term: 'Paiements par carte reçus', value: formatPrice(finances.payments_received) },
          { term: 'Espèces encaissées', value: formatPrice(finances.cash_collected) },
          { term: 'Conservé sur annulations', value: formatPrice(finances.retained) },
        ]}
      />
    </Stack>
  );
}
