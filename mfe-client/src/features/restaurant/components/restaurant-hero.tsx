import { useTranslation } from 'react-i18next';
import { Badge, formatMinutes, formatPrice, formatRating } from '@teranga/shared-ui';
import { Card, Cluster, Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { FoodImage } from '../../../components/food-image/food-image';
import type { OpeningStatus } from '../../../components/opening/opening-status';
import { CLIENT_NS } from '../../../i18n';
import styles from './restaurant.module.css';

export function RestaurantHero({ restaurant, status }: { restaurant: Restaurant; status: OpeningStatus }) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const reviews = restaurant.total_reviews;
  return (
    <Card as="section" padding="none" className={styles.hero} aria-labelledby="restaurant-name">
      <FoodImage src={restaurant.image_url} alt="" fallbackText={restaurant.name} className={styles.heroImage} />
      <Stack gap={3} className={styles.heroBody}>
        <Cluster gap={3}>
          <Heading as="h1" id="restaurant-name" size="2xl" display className={styles.heroTitle}>
            {restaurant.name}
          </Heading>
          {status.kind !== 'open' && <Badge tone="danger">{t('opening.closed')}</Badge>}
          {status.kind === 'open' && status.closingSoon && <Badge tone="warning">{t('opening.closingSoon')}</Badge>}
        </Cluster>
        {restaurant.description && <Text tone="muted">{restaurant.description}</Text>}
        {restaurant.categories.length > 0 && (
          <Cluster as="ul" gap={1} aria-label={t('restaurant.hero.cuisines')}>
            {restaurant.categories.map((category) => (
              <li key={category}>
                <Badge tone="brand">{t(`common:labels.category.${category}`, { defaultValue: category })}</Badge>
              </li>
            ))}
          </Cluster>
        )}
        <Grid as="dl" min="9rem" gap={3} className={styles.facts}>
          <div>
            <dt>{t('restaurant.hero.rating')}</dt>
            <dd>
              <span aria-hidden="true">★ </span>
              {t('restaurant.hero.ratingValue', { rating: formatRating(restaurant.rating), count: reviews })}
            </dd>
          </div>
          <div>
            <dt>{t('restaurant.hero.deliveryTime')}</dt>
            <dd>{formatMinutes(restaurant.delivery_time)}</dd>
          </div>
          <div>
            <dt>{t('restaurant.hero.deliveryFee')}</dt>
            <dd>{formatPrice(restaurant.delivery_fee)}</dd>
          </div>
          {restaurant.min_order > 0 && (
            <div>
              <dt>{t('restaurant.hero.minOrder')}</dt>
              <dd>{formatPrice(restaurant.min_order)}</dd>
            </div>
          )}
          {restaurant.location?.address && (
            <div className={styles.factWide}>
              <dt>{t('restaurant.hero.address')}</dt>
              <dd>{restaurant.location.address}</dd>
            </div>
          )}
        </Grid>
      </Stack>
    </Card>
  );
}
