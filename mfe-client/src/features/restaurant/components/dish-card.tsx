import { Badge, Button, LIMITS, formatPrice } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { FoodImage } from '../../../components/food-image/food-image';
import { selectQuantityOf, useCart } from '../../../components/cart/cart-store';
import { PlusIcon } from '../../../components/icons';
import styles from './restaurant.module.css';

interface DishCardProps {
  plat: Plat;
  /** False when the restaurant is closed: the dish shows, but cannot be ordered. */
  orderable: boolean;
  /** Id of the text that says why nothing can be ordered. */
  blockedReasonId?: string;
  onAdd: (plat: Plat) => void;
}

export function DishCard({ plat, orderable, blockedReasonId, onAdd }: DishCardProps) {
  const inCart = useCart(selectQuantityOf(plat.id));
  const canAdd = orderable && plat.is_available;

  return (
    <article
      className={plat.is_available ? styles.dish : `${styles.dish} ${styles.dishUnavailable}`}
      data-testid="dish-card"
      aria-labelledby={`dish-${plat.id}`}
    >
      <div className={styles.dishBody}>
        <h3 id={`dish-${plat.id}`} className={styles.dishName}>
          {plat.name}
        </h3>
        {(plat.is_vegetarian ||
          plat.is_spicy ||
          plat.popular_count > LIMITS.popularThreshold ||
          !plat.is_available) && (
          <div className={styles.tags}>
            {!plat.is_available && <Badge tone="neutral">Indisponible</Badge>}
            {plat.popular_count > LIMITS.popularThreshold && <Badge tone="accent">Populaire</Badge>}
            {plat.is_vegetarian && <Badge tone="success">Végétarien</Badge>}
            {plat.is_spicy && <Badge tone="danger">Épicé</Badge>}
          </div>
        )}
        {plat.description && <p className={styles.dishDescription}>{plat.description}</p>}
        <div className={styles.dishFooter}>
          <p className={styles.dishPriceBlock}>
            <span className={styles.dishPrice}>{formatPrice(plat.price)}</span>
            {inCart > 0 && <span className={styles.inCart}>{inCart} dans le panier</span>}
          </p>
          <Button
            size="sm"
            icon={<PlusIcon />}
            disabled={!canAdd}
            aria-label={`Ajouter ${plat.name} au panier`}
            aria-describedby={!orderable ? blockedReasonId : undefined}
            onClick={() => onAdd(plat)}
          >
            Ajouter
          </Button>
        </div>
      </div>
      <FoodImage src={plat.image_url} alt="" fallbackText={plat.name} className={styles.dishImage} />
    </article>
  );
}
