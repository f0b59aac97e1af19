import { formatPrice } from '../../lib/format';
import type { CommandeItem } from '../../types';
import { Stack, type Gap } from '../layout/layout';
import { LineOptions } from '../line-options/line-options';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './order-items-list.module.css';

export interface OrderItemsListProps {
  items: (Pick<CommandeItem, 'plat_id' | 'plat_name' | 'quantity' | 'subtotal'> &
    Partial<Pick<CommandeItem, 'options'>>)[];
  /** Space between the lines. */
  gap?: Gap;
  /** Padding and borders of the list within its card. */
  className?: string;
}

/**
 * An order's lines as every area shows them: 'quantity x dish' and the line's subtotal, and under
 * it the options chosen (issue 16).
 */
export function OrderItemsList({ items, gap = 1, className }: OrderItemsListProps) {
  const { t } = useCommonTranslation();
  return (
    <Stack as="ul" gap={gap} className={className} aria-label={t('order.items')}>
      {items.map((item, index) => (
        // A deleted dish leaves plat_id null, and one dish may come with several choices: the index keeps lines apart.
        <li key={`${item.plat_id ?? 'supprime'}-${index}`}>
          <div className={styles.row}>
            <span>{t('order.line', { quantity: item.quantity, name: item.plat_name })}</span>
            <span className={styles.amount}>{formatPrice(item.subtotal)}</span>
          </div>
          <LineOptions options={item.options ?? []} />
        </li>
      ))}
    </Stack>
  );
}
