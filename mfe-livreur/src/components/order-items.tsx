import { Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { CommandeItem } from '@teranga/shared-ui';
import { optionGroupTexts } from '@teranga/shared-ui/area';
import styles from './order-items.module.css';

export interface OrderItemsProps {
  items: CommandeItem[];
  /** Show at most this many lines, then '+N autre(s)'. */
  max?: number;
  /** The order's total, shown under the lines. */
  total?: number;
}

/**
 * A line's chosen options, one entry per group in the order chosen, names only: 'Accompagnement :
 * Riz blanc', 'Suppléments : Alloco, Piment'. The courier checks the bag against them; the
 * supplements are in the line's price, so they are read as included (shared-ui then names no price).
 */
const courierOptionTexts = (item: Pick<CommandeItem, 'options'>) =>
  optionGroupTexts((item.options ?? []).map((option) => ({ ...option, price_delta: 0 })));

export function OrderItems({ items, max, total }: OrderItemsProps) {
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = items.length - shown.length;
  return (
    <>
      <Stack as="ul" gap={1}>
        {shown.map((item, index) => (
          <li key={`${item.plat_id}-${index}`} className={styles.item}>
            <span className={styles.name}>
              <Text as="span" tone="primary" weight="bold">
                {item.quantity}x
              </Text>{' '}
              {item.plat_name}
              {/* The space keeps the name and its options apart for screen readers too. */}
              {courierOptionTexts(item).map((line) => (
                <span key={line} className={styles.option}>
                  {' '}
                  {line}
                </span>
              ))}
            </span>
            <span className={styles.subtotal}>{formatPrice(item.subtotal)}</span>
          </li>
        ))}
        {hidden > 0 && <li className={styles.more}>+{hidden} autre(s)</li>}
      </Stack>
      {total !== undefined && (
        <p className={styles.total}>
          <span>Total</span>
          <strong>{formatPrice(total)}</strong>
        </p>
      )}
    </>
  );
}
