import { useId, type ReactNode } from 'react';
import { Badge, Card, assetUrl, formatMinutes, formatPrice, formatRating, type Restaurant } from '@teranga/shared-ui';
import { Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
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
      <Stack gap={3} className={styles.body}>
        <Cluster gap={3}>
          <Heading id={titleId} size="xl" display>
            {restaurant.name}
          </Heading>
          <Badge tone={restaurant.is_open ? 'success' : 'danger'}>{restaurant.is_open ? 'Ouvert' : 'Fermé'}</Badge>
        </Cluster>
        {restaurant.description && <Text tone="muted">{restaurant.description}</Text>}
        <Cluster as="dl" align="stretch" gap={[3, 6]} className={styles.facts}>
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
        </Cluster>
        {actions && <Cluster gap={3}>{actions}</Cluster>}
      </Stack>
    </Card>
  );
}
