import { Card, DELIVERY_FEE_EUR, Heading, Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { CartItem } from '@teranga/shared-ui';
import styles from './checkout.module.css';

interface OrderSummaryProps {
  items: CartItem[];
  subtotal: number;
  restaurantName?: string;
}

export function OrderSummary({ items, subtotal, restaurantName }: OrderSummaryProps) {
  const total = Math.round((subtotal + DELIVERY_FEE_EUR) * 100) / 100;
  return (
    <Card as="section" padding="lg" gap={3} className={styles.summary} aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">Récapitulatif</Heading>
      {restaurantName && (
        <Text tone="muted" weight="medium">
          {restaurantName}
        </Text>
      )}
      <Stack as="ul" gap={2} className={styles.summaryItems}>
        {items.map((item) => (
          <li key={item.id} className={styles.summaryRow}>
            <span>
              {item.quantity} x {item.name}
            </span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </Stack>
      <Stack as="dl" gap={2} className={styles.totals}>
        <div className={styles.summaryRow}>
          <dt>Sous-total</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>Frais de livraison</dt>
          <dd data-testid="checkout-delivery-fee">{formatPrice(DELIVERY_FEE_EUR)}</dd>
        </div>
        <div className={`${styles.summaryRow} ${styles.totalRow}`}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(total)}</dd>
        </div>
      </Stack>
    </Card>
  );
}
