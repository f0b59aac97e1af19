import axios from 'axios';
import type { Commande, Livraison } from '@teranga/shared-ui';
import { getOrder } from '../api/get-order';

/** Orders already read, by id. Their items and total never change, so polls can reuse them. */
export type OrderCache = Map<string, Commande>;

/**
 * The delivery with its order attached. An order that cannot be read leaves `commande` null:
 * the delivery is still worth showing (and accepting) without its items.
 */
export async function withOrder(livraison: Livraison, signal?: AbortSignal, cache?: OrderCache): Promise<Livraison> {
  const known = cache?.get(livraison.commande_id);
  if (known) return { ...livraison, commande: known };
  try {
    const commande = await getOrder(livraison.commande_id, signal);
    cache?.set(livraison.commande_id, commande);
    return { ...livraison, commande };
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    console.error(`Commande ${livraison.commande_id} illisible`, error);
    return { ...livraison, commande: null };
  }
}
