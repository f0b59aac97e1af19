import { api } from '@teranga/shared-ui';

export interface Position {
  latitude: number;
  longitude: number;
}

/** PATCH /livraisons/:id/location — the courier's last known position while the delivery is active. */
export async function updateDeliveryLocation(livraisonId: string, position: Position) {
  await api.patch(`/livraisons/${encodeURIComponent(livraisonId)}/location`, position);
}
