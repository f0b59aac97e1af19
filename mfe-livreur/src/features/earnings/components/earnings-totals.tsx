import { useId } from 'react';
import { Card, Heading, formatNumber, formatPrice, type CourierEarnings } from '@teranga/shared-ui';
import { AmountLines } from './amount-lines';

/** The period's figures, in the order they add up: base + distance + tips, then minus the cash. */
export function EarningsTotals({ totals }: { totals: CourierEarnings['totals'] }) {
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId}>
        Totaux de la période
      </Heading>
      <AmountLines
        lines={[
          { term: 'Courses', value: formatNumber(totals.deliveries) },
          { term: 'Base', value: formatPrice(totals.base) },
          { term: 'Distance', value: formatPrice(totals.distance) },
          { term: 'Pourboires', value: formatPrice(totals.tip) },
          { term: 'Total gagné', value: formatPrice(totals.pay), strong: true },
          { term: 'Espèces encaissées', value: formatPrice(totals.cash_collected) },
          { term: 'Net', value: formatPrice(totals.net), strong: true },
        ]}
      />
    </Card>
  );
}
