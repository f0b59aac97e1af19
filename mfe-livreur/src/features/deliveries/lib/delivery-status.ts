import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';

/** A courier's current delivery: accepted, or picked up and on its way. */
export const ACTIVE_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];

export const isActiveDelivery = (livraison: Pick<Livraison, 'status'>) =>
  ACTIVE_DELIVERY_STATUSES.includes(livraison.status);
