import { Card, Heading, Stack, Text, formatPrice } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
import type { CartLineItem } from '../../../components/cart/cart-store';
import styles from './checkout.module.css';

interface OrderSummaryProps {
  items: CartLineItem[];
  subtotal: number;
  /** The checkout's flat fee for a delivery; null to take away (no fee, no row). */
  deliveryFee: number | null;
  restaurantName?: string;
}

export function OrderSummary({ items, subtotal, deliveryFee, restaurantName }: OrderSummaryProps) {
  const total = Math.round((subtotal + (deliveryFee ?? 0)) * 100) / 100;
  return (
    <Card as="section" padding="lg" gap={3} className={styles.summary} aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">Récapitulatif</Heading>
      {restaurantName && (
        <Text tone="muted" weight="medium">
          {restaurantName}
        </Text>
      )}
      <OrderItemsList
        gap={2}
        className={styles.summaryItems}
        items={items.map((item) => ({
          plat_id: item.id,
          plat_name: item.name,
          quantity: item.quantity,
          subtotal: item.price * item.quantity,
          options: item.options,
        }))}
      />
      <Stack as="dl" gap={2} className={styles.totals}>
        <div className={styles.summaryRow}>
          <dt>Sous-total</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        {deliveryFee !== null && (
          <div className={styles.summaryRow}>
            <dt>Frais de livraison</dt>
            <dd data-testid="checkout-delivery-fee">{formatPrice(deliveryFee)}</dd>
          </div>
        )}
        <div className={`${styles.summaryRow} ${styles.totalRow}`}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(total)}</dd>
        </div>
      </Stack>
      <Text size="xs" tone="muted">
        Le montant final est calculé par le restaurant à la commande.
      </Text>
    </Card>
  );
}
