import { Link } from 'react-router-dom';
import { Badge, LIMITS, formatMinutes, formatPrice, formatRating } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { FoodImage } from '../../../components/food-image/food-image';
import { clientPaths } from '../../../components/paths';
import styles from './explorer.module.css';

export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  const categories = restaurant.categories.slice(0, LIMITS.restaurantCardCategories);
  return (
    <article className={styles.card} data-testid="restaurant-card">
      <div className={styles.cardMedia}>
        <FoodImage src={restaurant.image_url} alt="" fallbackText={restaurant.name} className={styles.cardImage} />
        {!restaurant.is_open && (
          <Badge tone="danger" className={styles.closedBadge}>
            Fermé
          </Badge>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          {/* The whole card is clickable through this one link (see .cardLink::after). */}
          <Link to={clientPaths.restaurant(restaurant.id)} className={styles.cardLink}>
            {restaurant.name}
          </Link>
        </h2>
        <p className={styles.cardMeta}>
          <span>
            <span aria-hidden="true">★ </span>
            <span className="tg-visually-hidden">Note </span>
            {formatRating(restaurant.rating)}
          </span>
          <span>
            <span className="tg-visually-hidden">Livraison en </span>
            {formatMinutes(restaurant.delivery_time)}
          </span>
          <span>Livraison {formatPrice(restaurant.delivery_fee)}</span>
        </p>
        {categories.length > 0 && (
          <ul className={styles.cardCategories} aria-label="Cuisines">
            {categories.map((category) => (
              <li key={category}>
                <Badge tone="brand">{category}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
