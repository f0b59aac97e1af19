import { Stack, formatPrice, type CommandeItem, type Gap } from '@teranga/shared-ui';
import { LineOptions } from '../../../components/line-options/line-options';
import styles from './orders.module.css';

interface OrderLinesProps {
  items: Pick<CommandeItem, 'plat_id' | 'plat_name' | 'quantity' | 'subtotal' | 'options'>[];
  gap?: Gap;
  className?: string;
}

/**
 * An order's lines: 'quantity x dish', the line's subtotal, and under it the options chosen
 * (shared-ui's `OrderItemsList` does not show options yet).
 */
export function OrderLines({ items, gap = 2, className }: OrderLinesProps) {
  return (
    <Stack as="ul" gap={gap} className={className} aria-label="Articles">
      {items.map((item, index) => (
        // A deleted dish leaves plat_id null, and one dish may come with several choices: the index keeps lines apart.
        <li key={`${item.plat_id ?? 'supprime'}-${index}`}>
          <div className={styles.lineRow}>
            <span>
              {item.quantity} x {item.plat_name}
            </span>
            <span className={styles.lineAmount}>{formatPrice(item.subtotal)}</span>
          </div>
          <LineOptions options={item.options ?? []} />
        </li>
      ))}
    </Stack>
  );
}
