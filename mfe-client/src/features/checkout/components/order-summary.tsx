import type { ComponentProps, ReactNode } from 'react';
import { Card, Heading, Stack, Text, formatPrice } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
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
  return (
    <Card as="section" padding="lg" gap={3} className={styles.summary} aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">Récapitulatif</Heading>
      {restaurantName && (
        <Text tone="muted" weight="medium">
          {restaurantName}
        </Text>
      )}
      <OrderItemsList gap={2} className={styles.summaryItems} items={items} />
      {children}
      <Stack as="dl" gap={2} className={styles.totals}>
        <div className={styles.summaryRow}>
          <dt>Sous-total</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(totals.subtotal)}</dd>
        </div>
        {totals.deliveryFee !== null && (
          <div className={styles.summaryRow}>
            <dt>Livraison</dt>
            <dd data-testid="checkout-delivery-fee">{formatPrice(totals.deliveryFee)}</dd>
          </div>
        )}
        {totals.discount > 0 && (
          <div className={`${styles.summaryRow} ${styles.discountRow}`}>
            <dt>Réduction{totals.promoCode && ` (${totals.promoCode})`}</dt>
            <dd data-testid="checkout-discount">−{formatPrice(totals.discount)}</dd>
          </div>
        )}
        {totals.tip > 0 && (
          <div className={styles.summaryRow}>
            <dt>Pourboire</dt>
            <dd data-testid="checkout-tip">{formatPrice(totals.tip)}</dd>
          </div>
        )}
        <div className={`${styles.summaryRow} ${styles.totalRow}`}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(totals.total)}</dd>
        </div>
      </Stack>
      <Text size="xs" tone="muted">
        {source === 'preview'
          ? 'Aperçu : le montant final est calculé à la commande.'
          : 'Les montants de votre commande, calculés par Teranga.'}
      </Text>
    </Card>
  );
}
