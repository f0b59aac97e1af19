import { Card, DELIVERY_FEE_EUR, formatPrice } from '@teranga/shared-ui';
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
    <Card as="section" padding="lg" className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        Récapitulatif
      </h2>
      {restaurantName && <p className={styles.summaryRestaurant}>{restaurantName}</p>}
      <ul className={styles.summaryItems}>
        {items.map((item) => (
          <li key={item.id} className={styles.summaryRow}>
            <span>
              {item.quantity} x {item.name}
            </span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
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
      </dl>
    </Card>
  );
}
