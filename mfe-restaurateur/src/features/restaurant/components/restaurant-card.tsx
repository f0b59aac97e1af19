import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, assetUrl, formatMinutes, formatPrice, formatRating, type Restaurant } from '@teranga/shared-ui';
import { Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './restaurant-card.module.css';

export interface RestaurantCardProps {
  restaurant: Restaurant;
  /** The open/closed switch, or nothing. */
  actions?: ReactNode;
}

export function RestaurantCard({ restaurant, actions }: RestaurantCardProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  return (
    <Card as="section" padding="none" className={styles.card} aria-labelledby={titleId}>
      {restaurant.image_url && <img src={assetUrl(restaurant.image_url)} alt="" className={styles.image} />}
      <Stack gap={3} className={styles.body}>
        <Cluster gap={3}>
          <Heading id={titleId} size="xl" display>
            {restaurant.name}
          </Heading>
          <Badge tone={restaurant.is_open ? 'success' : 'danger'}>
            {restaurant.is_open ? t('restaurant.card.open') : t('restaurant.card.closed')}
          </Badge>
        </Cluster>
        {restaurant.description && <Text tone="muted">{restaurant.description}</Text>}
        <Cluster as="dl" align="stretch" gap={[3, 6]} className={styles.facts}>
          <div>
            <dt>{t('restaurant.card.rating')}</dt>
            <dd>
              <span aria-hidden="true">★ </span>
              {t('restaurant.card.reviews', {
                rating: formatRating(restaurant.rating),
                count: restaurant.total_reviews,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('restaurant.card.deliveryTime')}</dt>
            <dd>{formatMinutes(restaurant.delivery_time)}</dd>
          </div>
          <div>
            <dt>{t('restaurant.card.deliveryFee')}</dt>
            <dd>{formatPrice(restaurant.delivery_fee)}</dd>
          </div>
        </Cluster>
        {actions && <Cluster gap={3}>{actions}</Cluster>}
      </Stack>
    </Card>
  );
}
