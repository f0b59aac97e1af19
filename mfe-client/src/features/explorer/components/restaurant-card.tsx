import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, LIMITS, formatMinutes, formatPrice, formatRating } from '@teranga/shared-ui';
import { Card, Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { FoodImage } from '../../../components/food-image/food-image';
import { openingStatus } from '../../../components/opening/opening-status';
import { clientPaths } from '../../../components/paths';
import { CLIENT_NS } from '../../../i18n';
import styles from './explorer.module.css';

/** A restaurant of the list; `now` decides 'Ferme bientôt' and the day of 'Ouvre demain à 11:30'. */
export function RestaurantCard({
  restaurant,
  now,
  priority = false,
}: {
  restaurant: Restaurant;
  now: Date;
  /** One of the first cards, on screen without scrolling: its picture loads first (FoodImage). */
  priority?: boolean;
}) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const categories = restaurant.categories.slice(0, LIMITS.restaurantCardCategories);
  const status = openingStatus(restaurant, now);
  return (
    <Card as="article" padding="none" interactive className={styles.card} data-testid="restaurant-card">
      <div className={styles.cardMedia}>
        <FoodImage
          src={restaurant.image_url}
          alt=""
          fallbackText={restaurant.name}
          className={styles.cardImage}
          priority={priority}
        />
        {status.kind !== 'open' && (
          <Badge tone="danger" className={styles.closedBadge}>
            {t('opening.closed')}
          </Badge>
        )}
        {status.kind === 'open' && status.closingSoon && (
          <Badge tone="warning" className={styles.closedBadge}>
            {t('opening.closingSoon')}
          </Badge>
        )}
      </div>
      <Stack gap={2} className={styles.cardBody}>
        <Heading>
          {/* The whole card is clickable through this one link (see .cardLink::after). */}
          <Link to={clientPaths.restaurant(restaurant.id)} className={styles.cardLink}>
            {restaurant.name}
          </Link>
        </Heading>
        {status.kind === 'closed' && status.nextOpening && (
          <Text size="sm" weight="medium" data-testid="next-opening">
            {status.nextOpening}
          </Text>
        )}
        <Text size="sm" tone="muted" className={styles.cardMeta}>
          <span>
            <span aria-hidden="true">★ </span>
            <span className="tg-visually-hidden">{t('explorer.card.rating')} </span>
            {formatRating(restaurant.rating)}
          </span>
          <span>
            <span className="tg-visually-hidden">{t('explorer.card.deliveryTime')} </span>
            {formatMinutes(restaurant.delivery_time)}
          </span>
          <span>{t('explorer.card.deliveryFee', { price: formatPrice(restaurant.delivery_fee) })}</span>
        </Text>
        {categories.length > 0 && (
          <Cluster as="ul" gap={1} aria-label={t('explorer.card.cuisines')}>
            {categories.map((category) => (
              <li key={category}>
                <Badge tone="brand">{t(`common:labels.category.${category}`, { defaultValue: category })}</Badge>
              </li>
            ))}
          </Cluster>
        )}
      </Stack>
    </Card>
  );
}
