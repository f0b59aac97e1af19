import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, type CourierEarnings } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { EarningsDeliveryCard } from './earnings-delivery-card';

/** Every delivery of the period, oldest first as on the statement: cards, which stay readable at 320 px. */
export function EarningsDeliveries({ deliveries }: { deliveries: CourierEarnings['deliveries'] }) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId}>
        {t('earnings.deliveries.title')}
      </Heading>
      <Stack as="ul" gap={3}>
        {deliveries.map((line, index) => (
          <li key={line.commande_id ?? `ligne-${index}`}>
            <EarningsDeliveryCard line={line} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
