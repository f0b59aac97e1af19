import { useId } from 'react';
import { Badge, Button, Card, ORDER_STATUS_LABELS, LIMITS, formatPrice, formatTime, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../deliveries/components/delivery-metrics';
import { DeliveryRoute } from '../../deliveries/components/delivery-route';
import { OrderItems } from '../../deliveries/components/order-items';
import styles from './available-delivery-card.module.css';

export interface AvailableDeliveryCardProps {
  livraison: Livraison;
  onAccept: (livraisonId: string) => void;
  accepting: boolean;
  /** Set while another accept runs, or when the courier may not accept at all. */
  disabled: boolean;
  /** Id of the text explaining why accepting is not possible right now. */
  disabledReasonId?: string;
}

export function AvailableDeliveryCard({
  livraison,
  onAccept,
  accepting,
  disabled,
  disabledReasonId,
}: AvailableDeliveryCardProps) {
  const titleId = useId();
  const { commande } = livraison;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            <span className="tg-visually-hidden">Livraison </span>#{shortId(livraison.id)}
          </h2>
          <time className={styles.time} dateTime={livraison.created_at}>
            {formatTime(livraison.created_at)}
          </time>
        </div>
        <Badge tone="accent">Nouvelle</Badge>
      </header>

      {commande && (
        <div className={styles.order}>
          <OrderItems items={commande.items} max={LIMITS.availableDeliveryItems} />
          <p className={styles.total}>
            <span>Total</span>
            <strong>{formatPrice(commande.total_price)}</strong>
          </p>
        </div>
      )}

      <DeliveryRoute
        pickupAddress={livraison.pickup_address}
        restaurantName={livraison.restaurant_name}
        deliveryAddress={livraison.delivery_address}
      />

      <div className={styles.footer}>
        <DeliveryMetrics livraison={livraison} />
        {livraison.commande_status && (
          <p className={styles.orderStatus}>Commande : {ORDER_STATUS_LABELS[livraison.commande_status]}</p>
        )}
      </div>

      <Button
        fullWidth
        loading={accepting}
        loadingText="Acceptation..."
        disabled={disabled}
        aria-describedby={disabled && !accepting ? disabledReasonId : undefined}
        onClick={() => onAccept(livraison.id)}
      >
        Accepter la livraison
      </Button>
    </Card>
  );
}
