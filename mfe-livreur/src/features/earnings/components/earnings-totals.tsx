import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, formatNumber, formatPrice, type CourierEarnings } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { AmountLines } from './amount-lines';

/** The period's figures, in the order they add up: base + distance + tips, then minus the cash. */
export function EarningsTotals({ totals }: { totals: CourierEarnings['totals'] }) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId}>
        {t('earnings.totals.title')}
      </Heading>
      <AmountLines
        lines={[
          { term: t('earnings.totals.deliveries'), value: formatNumber(totals.deliveries) },
          { term: t('earnings.totals.base'), value: formatPrice(totals.base) },
          { term: t('earnings.totals.distance'), value: formatPrice(totals.distance) },
          { term: t('earnings.totals.tips'), value: formatPrice(totals.tip) },
          { term: t('earnings.totals.earned'), value: formatPrice(totals.pay), strong: true },
          { term: t('earnings.totals.cash'), value: formatPrice(totals.cash_collected) },
          { term: t('earnings.totals.net'), value: formatPrice(totals.net), strong: true },
        ]}
      />
    </Card>
  );
}
