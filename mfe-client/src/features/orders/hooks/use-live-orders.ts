import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents, type LiveEventType } from '@teranga/shared-ui/area';
import { orderKeys } from '../api/keys';

/**
 * What changes a line of 'Mes Commandes' (status, payment, courier). Not `livraison.position`:
 * the list shows no position, and a refetch per position would load the whole list every few seconds.
 */
const ORDER_LIST_EVENTS = [
  'commande.created',
  'commande.paid',
  'commande.status',
  'commande.cancelled',
  'commande.refunded',
  'livraison.accepted',
  'livraison.started',
  'livraison.completed',
  'livraison.cancelled',
  'livraison.locked',
] as const satisfies readonly LiveEventType[];

/** Keeps the client's order list in step with the stream (the API sends a client only their own orders). */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() }), ORDER_LIST_EVENTS);
}
