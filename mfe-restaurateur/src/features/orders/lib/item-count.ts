import type { Commande } from '@teranga/shared-ui';

/** Units in the order (2 × yassa + 1 × bissap = 3 articles). */
export function itemCount(order: Pick<Commande, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
