import { formatPrice } from '../../lib/format';
import type { CommandeItem } from '../../types';
import { Stack, type Gap } from '../layout/layout';
import styles from './order-items-list.module.css';

export interface OrderItemsListProps {
  items: Pick<CommandeItem, 'plat_id' | 'plat_name' | 'quantity' | 'subtotal'>[];
  /** Space between the lines. */
  gap?: Gap;
  /** Padding and borders of the list within its card. */
  className?: string;
}

/** An order's lines as every area shows them: 'quantity x dish' and the line's subtotal. */
export function OrderItemsList({ items, gap = 1, className }: OrderItemsListProps) {
  return (
    <Stack as="ul" gap={gap} className={className} aria-label="Articles">
      {items.map((item, index) => (
        // A deleted dish leaves plat_id null: the index keeps such lines apart.
        <li key={`${item.plat_id ?? 'supprime'}-${index}`} className={styles.row}>
          <span>
            {item.quantity} x {item.plat_name}
          </span>
          <span className={styles.amount}>{formatPrice(item.subtotal)}</span>
        </li>
      ))}
    </Stack>
  );
}
