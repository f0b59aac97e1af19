import { useMutation } from '@tanstack/react-query';
import { api } from '@teranga/shared-ui';

export interface DeliveryPosition {
  livraisonId: string;
  latitude: number;
  longitude: number;
}

/** PATCH /livraisons/:id/location — the courier's last known position while the delivery is active. */
export async function updateDeliveryLocation({ livraisonId, latitude, longitude }: DeliveryPosition) {
  await api.patch(`/livraisons/${encodeURIComponent(livraisonId)}/location`, { latitude, longitude });
}

export const useUpdateDeliveryLocation = () =>
  useMutation({
    mutationFn: updateDeliveryLocation,
    // Tracking is best effort: the delivery goes on without it, so a failure is only logged.
    meta: { silent: true },
    onError: (error) => console.error('Position non envoyée', error),
  });
