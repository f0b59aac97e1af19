import { useId } from 'react';
import { Heading, Stack, type CourierEarnings } from '@teranga/shared-ui';
import { EarningsDeliveryCard } from './earnings-delivery-card';

/** Every delivery of the period, oldest first as on the statement: cards, which stay readable at 320 px. */
export function EarningsDeliveries({ deliveries }: { deliveries: CourierEarnings['deliveries'] }) {
  const titleId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId}>
        Détail des courses
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
