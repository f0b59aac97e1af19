import { useId } from 'react';
import {
  Card,
  Cluster,
  Heading,
  Text,
  formatCalendarDay,
  formatKm,
  formatPrice,
  shortId,
  type CourierEarnings,
} from '@teranga/shared-ui';
import { AmountLines } from './amount-lines';

type EarningsLine = CourierEarnings['deliveries'][number];

/** One delivery's pay, line by line, as the CSV has it (its order number is the CSV's 'Commande'). */
export function EarningsDeliveryCard({ line }: { line: EarningsLine }) {
  const titleId = useId();
  const dateId = useId();
  return (
    <Card as="article" gap={2} padding="sm" aria-labelledby={`${titleId} ${dateId}`}>
      <Cluster justify="space-between" align="baseline" gap={[1, 3]}>
        <Heading as="h3" size="md" id={titleId}>
          {line.restaurant_name ?? 'Restaurant'}
        </Heading>
        <Text as="span" size="sm" tone="muted">
          <time id={dateId} dateTime={line.date}>
            {formatCalendarDay(line.date)}
          </time>
          {line.commande_id && <> · Commande #{shortId(line.commande_id).toUpperCase()}</>}
        </Text>
      </Cluster>
      <AmountLines
        lines={[
          { term: 'Trajet', value: formatKm(line.distance_km) },
          { term: 'Base', value: formatPrice(line.base) },
          { term: 'Distance', value: formatPrice(line.distance) },
          { term: 'Pourboire', value: formatPrice(line.tip) },
          { term: 'Total', value: formatPrice(line.pay), strong: true },
        ]}
      />
      {line.cash_collected > 0 && (
        <Text size="sm">Espèces encaissées auprès du client : {formatPrice(line.cash_collected)}</Text>
      )}
    </Card>
  );
}
