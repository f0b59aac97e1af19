import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text, formatPrice } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
import { CLIENT_NS } from '../../../i18n';
import styles from './checkout.module.css';

/** The amounts of the order (euros). */
export interface SummaryTotals {
  subtotal: number;
  /** The delivery fee; null to take away (no fee, no row). */
  deliveryFee: number | null;
  discount: number;
  promoCode: string | null;
  tip: number;
  total: number;
}

interface OrderSummaryProps {
  items: ComponentProps<typeof OrderItemsList>['items'];
  totals: SummaryTotals;
  /** 'preview': the cart before the order, 'order': the server's own numbers once it is placed. */
  source: 'preview' | 'order';
  restaurantName?: string;
  /** Under the lines, before the amounts (the promo code's field). */
  children?: ReactNode;
}

export function OrderSummary({ items, totals, source, restaurantName, children }: OrderSummaryProps) {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <Card as="section" padding="lg" gap={3} className={styles.summary} aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">{t('checkout.summary.title')}</Heading>
      {restaurantName && (
        <Text tone="muted" weight="medium">
          {restaurantName}
        </Text>
      )}
      <OrderItemsList gap={2} className={styles.summaryItems} items={items} />
      {children}
      <Stack as="dl" gap={2} className={styles.totals}>
        <div className={styles.summaryRow}>
          <dt>{t('money.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(totals.subtotal)}</dd>
        </div>
        {totals.deliveryFee !== null && (
          <div className={styles.summaryRow}>
            <dt>{t('money.delivery')}</dt>
            <dd data-testid="checkout-delivery-fee">{formatPrice(totals.deliveryFee)}</dd>
          </div>
        )}
        {totals.discount > 0 && (
          <div className={`${styles.summaryRow} ${styles.discountRow}`}>
            <dt>{totals.promoCode ? t('money.discountWithCode', { code: totals.promoCode }) : t('money.discount')}</dt>
            <dd data-testid="checkout-discount">−{formatPrice(totals.discount)}</dd>
          </div>
        )}
        {totals.tip > 0 && (
          <div className={styles.summaryRow}>
            <dt>{t('money.tip')}</dt>
            <dd data-testid="checkout-tip">{formatPrice(totals.tip)}</dd>
          </div>
        )}
        <div className={`${styles.summaryRow} ${styles.totalRow}`}>
          <dt>{t('money.total')}</dt>
          <dd data-testid="checkout-total">{formatPrice(totals.total)}</dd>
        </div>
      </Stack>
      <Text size="xs" tone="muted">
        {source === 'preview' ? t('checkout.summary.preview') : t('checkout.summary.order')}
      </Text>
    </Card>
  );
}
