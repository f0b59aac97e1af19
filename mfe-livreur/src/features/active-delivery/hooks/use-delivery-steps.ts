import { useState } from 'react';
import { getErrorDetail, toast } from '@teranga/shared-ui';
import { updateDeliveryStatus, type CourierDeliveryStep } from '../../deliveries/api/update-delivery-status';

const MESSAGES: Record<CourierDeliveryStep, { success: string; failure: string }> = {
  en_cours: { success: 'Livraison démarrée!', failure: 'Erreur lors du démarrage' },
  livree: { success: 'Livraison complétée!', failure: 'Erreur lors de la finalisation' },
};

/** Start (picked up) and complete (handed over) the current delivery, then reload it. */
export function useDeliverySteps(reload: () => Promise<unknown>) {
  const [running, setRunning] = useState<CourierDeliveryStep | null>(null);

  async function advance(livraisonId: string, step: CourierDeliveryStep): Promise<void> {
    setRunning(step);
    try {
      await updateDeliveryStatus(livraisonId, step);
      toast.success(MESSAGES[step].success);
    } catch (error) {
      // e.g. the restaurant has not marked the order ready yet: the server says so in French.
      toast.error(getErrorDetail(error, MESSAGES[step].failure));
    } finally {
      await reload();
      setRunning(null);
    }
  }

  return { advance, running };
}
