import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
import { LIVREUR_NS } from '../../../i18n';
import { AmountLines } from './amount-lines';

type EarningsLine = CourierEarnings['deliveries'][number];

/** One delivery's pay, line by line, as the CSV has it (its order number is the CSV's 'Commande'). */
export function EarningsDeliveryCard({ line }: { line: EarningsLine }) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  const dateId = useId();
  return (
    <Card as="article" gap={2} padding="sm" aria-labelledby={`${titleId} ${dateId}`}>
      <Cluster justify="space-between" align="baseline" gap={[1, 3]}>
        <Heading as="h3" size="md" id={titleId}>
          {line.restaurant_name ?? t('earnings.deliveries.restaurant')}
        </Heading>
        <Text as="span" size="sm" tone="muted">
          <time id={dateId} dateTime={line.date}>
            {formatCalendarDay(line.date)}
          </time>
          {line.commande_id && (
            <> · {t('earnings.deliveries.order', { id: shortId(line.commande_id).toUpperCase() })}</>
          )}
        </Text>
      </Cluster>
      <AmountLines
        lines={[
          { term: t('earnings.deliveries.route'), value: formatKm(line.distance_km) },
          { term: t('earnings.deliveries.base'), value: formatPrice(line.base) },
          { term: t('earnings.deliveries.distance'), value: formatPrice(line.distance) },
          { term: t('earnings.deliveries.tip'), value: formatPrice(line.tip) },
          { term: t('earnings.deliveries.total'), value: formatPrice(line.pay), strong: true },
        ]}
      />
      {line.cash_collected > 0 && (
        <Text size="sm">{t('earnings.deliveries.cash', { amount: formatPrice(line.cash_collected) })}</Text>
      )}
    </Card>
  );
}
