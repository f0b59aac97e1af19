import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Cluster, Heading, LIMITS, Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { FoodImage } from '../../../components/food-image/food-image';
import { selectQuantityOf, useCart } from '../../../components/cart/cart-store';
import { PlusIcon } from '../../../components/icons';
import { CLIENT_NS } from '../../../i18n';
import styles from './restaurant.module.css';

interface DishCardProps {
  plat: Plat;
  /** False when the restaurant takes no orders (its switch is off): the dish shows, but cannot be ordered. */
  orderable: boolean;
  /** Id of the text that says why nothing can be ordered. */
  blockedReasonId?: string;
  onAdd: (plat: Plat) => void;
}

export function DishCard({ plat, orderable, blockedReasonId, onAdd }: DishCardProps) {
  const { t } = useTranslation(CLIENT_NS);
  const inCart = useCart(selectQuantityOf(plat.id));
  const canAdd = orderable && plat.is_available;
  const hasOptions = plat.option_groups.length > 0;

  return (
    <Card
      as="article"
      className={plat.is_available ? styles.dish : `${styles.dish} ${styles.dishUnavailable}`}
      data-testid="dish-card"
      aria-labelledby={`dish-${plat.id}`}
    >
      <div className={styles.dishBody}>
        <Heading as="h3" id={`dish-${plat.id}`} className={styles.dishName}>
          {plat.name}
        </Heading>
        {(plat.is_vegetarian ||
          plat.is_spicy ||
          plat.popular_count > LIMITS.popularThreshold ||
          !plat.is_available) && (
          <Cluster gap={1}>
            {!plat.is_available && <Badge tone="neutral">{t('restaurant.dish.unavailable')}</Badge>}
            {plat.popular_count > LIMITS.popularThreshold && (
              <Badge tone="accent">{t('restaurant.dish.popular')}</Badge>
            )}
            {plat.is_vegetarian && <Badge tone="success">{t('restaurant.dish.vegetarian')}</Badge>}
            {plat.is_spicy && <Badge tone="danger">{t('restaurant.dish.spicy')}</Badge>}
          </Cluster>
        )}
        {plat.description && <p className={styles.dishDescription}>{plat.description}</p>}
        <Cluster justify="space-between" gap={[2, 3]} className={styles.dishFooter}>
          <Stack as="p" gap={0}>
            <Text as="span" size="lg" weight="bold">
              {formatPrice(plat.price)}
            </Text>
            {hasOptions && (
              <Text as="span" size="xs" tone="muted">
                {t('restaurant.dish.withOptions')}
              </Text>
            )}
            {inCart > 0 && (
              <Text as="span" size="xs" tone="secondary" weight="bold">
                {t('restaurant.dish.inCart', { count: inCart })}
              </Text>
            )}
          </Stack>
          <Button
            size="sm"
            icon={<PlusIcon />}
            disabled={!canAdd}
            aria-label={t('restaurant.dish.addLabel', { name: plat.name })}
            // With options, the button opens the dialog where they are chosen.
            aria-haspopup={hasOptions ? 'dialog' : undefined}
            aria-describedby={!orderable ? blockedReasonId : undefined}
            onClick={() => onAdd(plat)}
          >
            {t('restaurant.dish.add')}
          </Button>
        </Cluster>
      </div>
      <FoodImage src={plat.image_url} alt="" fallbackText={plat.name} className={styles.dishImage} />
    </Card>
  );
}
