import { useId, type ReactNode } from 'react';
import { Badge, Card, assetUrl, formatMinutes, formatPrice, formatRating, type Restaurant } from '@teranga/shared-ui';
import styles from './restaurant-card.module.css';

export interface RestaurantCardProps {
  restaurant: Restaurant;
  /** The open/closed switch, or nothing. */
  actions?: ReactNode;
}

export function RestaurantCard({ restaurant, actions }: RestaurantCardProps) {
  const titleId = useId();
  return (
    <Card as="section" padding="none" className={styles.card} aria-labelledby={titleId}>
      {restaurant.image_url && <img src={assetUrl(restaurant.image_url)} alt="" className={styles.image} />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {restaurant.name}
          </h2>
          <Badge tone={restaurant.is_open ? 'success' : 'danger'}>{restaurant.is_open ? 'Ouvert' : 'Fermé'}</Badge>
        </div>
        {restaurant.description && <p className={styles.description}>{restaurant.description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>Note</dt>
            <dd>
              <span aria-hidden="true">★ </span>
              {formatRating(restaurant.rating)} ({restaurant.total_reviews} avis)
            </dd>
          </div>
          <div>
            <dt>Temps de livraison</dt>
            <dd>{formatMinutes(restaurant.delivery_time)}</dd>
          </div>
          <div>
            <dt>Frais de livraison</dt>
            <dd>{formatPrice(restaurant.delivery_fee)}</dd>
          </div>
        </dl>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Card>
  );
}
