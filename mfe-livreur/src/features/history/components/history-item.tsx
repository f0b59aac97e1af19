import { useTranslation } from 'react-i18next';
import { Stack, formatDateTime, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { deliveryDurationMinutes } from '../lib/delivery-duration';
import { DeliveryHeading } from '../../../components/delivery-heading';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { OrderTip } from '../../../components/order-tip';
import { LIVREUR_NS } from '../../../i18n';
import styles from './history-item.module.css';

export function HistoryItem({ livraison }: { livraison: Livraison }) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Stack
      as="article"
      gap={3}
      className={styles.item}
      aria-label={t('history.item.label', { id: shortId(livraison.id) })}
    >
      <DeliveryHeading
        livraison={livraison}
        formatDate={formatDateTime}
        badge={<DeliveryStatusBadge status={livraison.status} />}
      />
      <DeliveryRoute livraison={livraison} dropoff="destination" />
      <DeliveryMetrics livraison={livraison} durationMinutes={deliveryDurationMinutes(livraison)} />
      <OrderTip commande={livraison.commande} />
    </Stack>
  );
}
