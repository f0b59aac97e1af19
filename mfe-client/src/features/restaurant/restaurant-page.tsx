import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, Grid, Heading, Notice, buttonClasses } from '@teranga/shared-ui';
import { QueryState, combineQueries } from '@teranga/shared-ui/area';
import type { Plat, Restaurant } from '@teranga/shared-ui';
import { useAddToCart } from '../../components/cart/use-add-to-cart';
import { openingStatus } from '../../components/opening/opening-status';
import { clientPaths } from '../../components/paths';
import { useNow } from '../../components/time/use-now';
import { useRestaurant } from './api/get-restaurant';
import { useRestaurantPlats } from './api/get-restaurant-plats';
import { DishCard } from './components/dish-card';
import { MenuTabs } from './components/menu-tabs';
import { OpeningHours } from './components/opening-hours';
import { OptionsDialog } from './components/options-dialog';
import { ReviewsSection } from './components/reviews-section';
import { RestaurantHero } from './components/restaurant-hero';
import styles from './components/restaurant.module.css';
import { isNotFound } from '../../components/is-not-found';

export const RESTAURANT_LOAD_ERROR = 'Erreur lors du chargement du restaurant';
const ALL_DISHES = 'Tous';
const CLOSED_NOTICE_ID = 'restaurant-closed-notice';
export const ORDER_LATER_NOTICE = 'Fermé pour le moment — commandez pour plus tard';

/** The dishes' categories in menu order (the API sorts dishes by category). */
function menuCategories(plats: Plat[]): string[] {
  return [...new Set(plats.map((plat) => plat.category).filter(Boolean))];
}

const notFound = (
  <EmptyState
    title="Restaurant non trouvé"
    description="Ce restaurant n’existe pas ou n’est plus proposé."
    action={
      <Link to={clientPaths.explorer} className={buttonClasses({ variant: 'primary' })}>
        Retour aux restaurants
      </Link>
    }
  />
);

export function RestaurantPage() {
  const { id = '' } = useParams();
  const menu = combineQueries([useRestaurant(id), useRestaurantPlats(id)]);
  return (
    <QueryState
      query={menu}
      loadingMessage="Chargement du restaurant..."
      errorMessage={RESTAURANT_LOAD_ERROR}
      toastOnError
      renderError={(error) => (isNotFound(error) ? notFound : undefined)}
    >
      {([restaurant, plats]) => <RestaurantMenu restaurant={restaurant} plats={plats} key={id} />}
    </QueryState>
  );
}

function RestaurantMenu({ restaurant, plats }: { restaurant: Restaurant; plats: Plat[] }) {
  const [category, setCategory] = useState(ALL_DISHES);
  const { addToCart, confirmDialog } = useAddToCart();
  // The dish whose options are being chosen (dishes without options go straight to the cart).
  const [choosing, setChoosing] = useState<Plat | null>(null);
  const now = useNow();
  const status = openingStatus(restaurant, now);
  const tabs = [ALL_DISHES, ...menuCategories(plats)];
  const shown = category === ALL_DISHES ? plats : plats.filter((plat) => plat.category === category);

  return (
    <>
      <Link to={clientPaths.explorer} className={styles.backLink}>
        <span aria-hidden="true">← </span>Tous les restaurants
      </Link>
      <RestaurantHero restaurant={restaurant} status={status} />

      {status.kind === 'off' && (
        <Notice tone="danger" bar id={CLOSED_NOTICE_ID} className={styles.closedNotice} role="note">
          Ce restaurant est actuellement fermé : vous pouvez consulter sa carte, mais pas commander pour le moment.
        </Notice>
      )}
      {status.kind === 'closed' && (
        <Notice tone="warning" bar className={styles.closedNotice} role="note">
          {ORDER_LATER_NOTICE}
          {status.nextOpening && <> ({status.nextOpening.replace('Ouvre', 'ouvre')})</>}.
        </Notice>
      )}

      <section aria-labelledby="menu-title" className={styles.menu}>
        <Heading id="menu-title" size="xl" className={styles.menuTitle}>
          Le menu
        </Heading>
        <MenuTabs tabs={tabs} selected={category} onSelect={setCategory}>
          {shown.length === 0 ? (
            <EmptyState title="Aucun plat disponible dans cette catégorie" />
          ) : (
            <Grid as="ul" min="24rem" className={styles.dishes}>
              {shown.map((plat) => (
                <li key={plat.id}>
                  <DishCard
                    plat={plat}
                    orderable={restaurant.is_open}
                    blockedReasonId={CLOSED_NOTICE_ID}
                    onAdd={(dish) => (dish.option_groups.length > 0 ? setChoosing(dish) : addToCart({ plat: dish }))}
                  />
                </li>
              ))}
            </Grid>
          )}
        </MenuTabs>
      </section>

      <OpeningHours restaurant={restaurant} now={now} />
      <ReviewsSection restaurantId={restaurant.id} />

      {choosing && (
        <OptionsDialog
          key={choosing.id}
          plat={choosing}
          onClose={() => setChoosing(null)}
          onAdd={(choice) => {
            setChoosing(null);
            addToCart({ plat: choosing, ...choice });
          }}
        />
      )}
      {confirmDialog}
    </>
  );
}
