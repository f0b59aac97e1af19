import { api } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';

/**
 * POST /paiements/confirm/:commandeId — after the card payment succeeded in the browser, the server
 * checks it with the payment provider and marks the order paid; answers the order.
 */
export async function confirmPayment(commandeId: string): Promise<Commande> {
  const { data } = await api.post<Commande>(`/paiements/confirm/${encodeURIComponent(commandeId)}`, {});
  return data;
}
