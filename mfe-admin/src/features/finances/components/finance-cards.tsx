import { useTranslation } from 'react-i18next';
import { Grid, Stack, formatPrice, type PlatformFinances } from '@teranga/shared-ui';
import { DetailList, StatCard, type StatCardProps } from '@teranga/shared-ui/area';
import { ADMIN_NS } from '../../../i18n';
import styles from './finances.module.css';

type Figure =
  'grossSales' | 'commission' | 'deliveryFees' | 'tips' | 'courierPay' | 'promos' | 'refunds' | 'platformNet';

interface CardSpec {
  /** Its label, and its hint (`<figure>Hint`), in `finances.figures`. */
  figure: Figure;
  value: (finances: PlatformFinances) => number;
  tone: StatCardProps['tone'];
}

const CARDS: readonly CardSpec[] = [
  { figure: 'grossSales', value: (f) => f.gross_sales, tone: 'brand' },
  { figure: 'commission', value: (f) => f.commission, tone: 'success' },
  { figure: 'deliveryFees', value: (f) => f.delivery_fees, tone: 'success' },
  { figure: 'tips', value: (f) => f.tips, tone: 'info' },
  { figure: 'courierPay', value: (f) => f.courier_pay, tone: 'info' },
  { figure: 'promos', value: (f) => f.promos_platform, tone: 'accent' },
  { figure: 'refunds', value: (f) => f.refunds, tone: 'accent' },
  { figure: 'platformNet', value: (f) => f.platform_net, tone: 'brand' },
];

/** The period's figures, each a sum of the ledger's lines, and the money that came in. */
export function FinanceCards({ finances }: { finances: PlatformFinances }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack as="section" gap={4} aria-labelledby="admin-finances-figures" className={styles.section}>
      <h2 id="admin-finances-figures" className="tg-visually-hidden">
        {t('finances.figures.title')}
      </h2>
      <Grid min="13rem" repeat="auto-fill" gap={4}>
        {CARDS.map((card) => (
          <StatCard
            key={card.figure}
            label={t(`finances.figures.${card.figure}`)}
            value={<span className={styles.amount}>{formatPrice(card.value(finances))}</span>}
            // The promotions' hint names what the restaurants paid; the others have no variable.
            hint={t(`finances.figures.${card.figure}Hint`, { amount: formatPrice(finances.promos_restaurant) })}
            tone={card.tone}
          />
        ))}
      </Grid>
      <DetailList
        items={[
          { term: t('finances.figures.paymentsReceived'), value: formatPrice(finances.payments_received) },
          { term: t('finances.figures.cashCollected'), value: formatPrice(finances.cash_collected) },
          { term: t('finances.figures.retained'), value: formatPrice(finances.retained) },
        ]}
      />
    </Stack>
  );
}
