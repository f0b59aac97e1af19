import { Badge, DELIVERY_STATUS_LABELS, deliveryStatusTone } from '@teranga/shared-ui';
import type { DeliveryStatus } from '@teranga/shared-ui';

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={deliveryStatusTone(status)}>{DELIVERY_STATUS_LABELS[status] ?? status}</Badge>;
}
