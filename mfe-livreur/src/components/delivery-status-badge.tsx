import { Badge, deliveryStatusTone } from '@teranga/shared-ui';
import type { DeliveryStatus } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation([LIVREUR_NS, 'common']);
  return <Badge tone={deliveryStatusTone(status)}>{t(`common:labels.deliveryStatus.${status}`)}</Badge>;
}
