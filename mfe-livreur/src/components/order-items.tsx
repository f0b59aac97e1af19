import { Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { CommandeItem } from '@teranga/shared-ui';
import { optionGroupTexts } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';
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
  const { t } = useTranslation(LIVREUR_NS);
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = items.length - shown.length;
  return (
    <>
      <Stack as="ul" gap={1}>
        {shown.map((item, index) => (
          <li key={`${item.plat_id}-${index}`} className={styles.item}>
            <span className={styles.name}>
              <Text as="span" tone="primary" weight="bold">
                {t('components.items.quantity', { quantity: item.quantity })}
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
        {hidden > 0 && <li className={styles.more}>{t('components.items.more', { count: hidden })}</li>}
      </Stack>
      {total !== undefined && (
        <p className={styles.total}>
          <span>{t('components.items.total')}</span>
          <strong>{formatPrice(total)}</strong>
        </p>
      )}
    </>
  );
}
