import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import axios from 'axios';
import { EmptyState, ErrorState, LoadingState, buttonClasses, toast } from '@teranga/shared-ui';
import type { Plat, Restaurant } from '@teranga/shared-ui';
import { getRestaurant } from '../../api/get-restaurant';
import { useLoader } from '../../hooks/use-loader';
import { useAddToCart } from '../cart/hooks/use-add-to-cart';
import { clientPaths } from '../layout/paths';
import { getRestaurantPlats } from './api/get-restaurant-plats';
import { DishCard } from './components/dish-card';
import { MenuTabs } from './components/menu-tabs';
import { RestaurantHero } from './components/restaurant-hero';
import styles from './components/restaurant.module.css';

export const RESTAURANT_LOAD_ERROR = 'Erreur lors du chargement du restaurant';
const ALL_DISHES = 'Tous';
const CLOSED_NOTICE_ID = 'restaurant-closed-notice';

interface RestaurantWithMenu {
  restaurant: Restaurant;
  plats: Plat[];
}

// 400 too: the API rejects an id it could never have issued (e.g. too long) before looking it up.
const isNotFound = (error: unknown) =>
  axios.isAxiosError(error) && (error.response?.status === 404 || error.response?.status === 400);

/** The dishes' categories in menu order (the API sorts dishes by category). */
function menuCategories(plats: Plat[]): string[] {
  return [...new Set(plats.map((plat) => plat.category).filter(Boolean))];
}

export function RestaurantPage() {
  const { id = '' } = useParams();
  const { state, reload } = useLoader<RestaurantWithMenu>(
    id,
    async (signal) => {
      const [restaurant, plats] = await Promise.all([getRestaurant(id, signal), getRestaurantPlats(id, signal)]);
      return { restaurant, plats };
    },
    (error) => {
      if (!isNotFound(error)) toast.error(RESTAURANT_LOAD_ERROR);
    },
  );

  if (state.status === 'loading') return <LoadingState message="Chargement du restaurant..." />;
  if (state.status === 'error') {
    return isNotFound(state.error) ? (
      <EmptyState
        title="Restaurant non trouvé"
        description="Ce restaurant n’existe pas ou n’est plus proposé."
        action={
          <Link to={clientPaths.explorer} className={buttonClasses({ variant: 'primary' })}>
            Retour aux restaurants
          </Link>
        }
      />
    ) : (
      <ErrorState message={RESTAURANT_LOAD_ERROR} onRetry={reload} />
    );
  }
  return <RestaurantMenu {...state.data} key={id} />;
}

function RestaurantMenu({ restaurant, plats }: RestaurantWithMenu) {
  const [category, setCategory] = useState(ALL_DISHES);
  const { addToCart, confirmDialog } = useAddToCart();
  const tabs = [ALL_DISHES, ...menuCategories(plats)];
  const shown = category === ALL_DISHES ? plats : plats.filter((plat) => plat.category === category);

  return (
    <>
      <Link to={clientPaths.explorer} className={styles.backLink}>
        <span aria-hidden="true">← </span>Tous les restaurants
      </Link>
      <RestaurantHero restaurant={restaurant} />

      {!restaurant.is_open && (
        <p id={CLOSED_NOTICE_ID} className={styles.closedNotice} role="note">
          Ce restaurant est actuellement fermé : vous pouvez consulter sa carte, mais pas commander pour le moment.
        </p>
      )}

      <section aria-labelledby="menu-title" className={styles.menu}>
        <h2 id="menu-title" className={styles.menuTitle}>
          Le menu
        </h2>
        <MenuTabs tabs={tabs} selected={category} onSelect={setCategory}>
          {shown.length === 0 ? (
            <EmptyState title="Aucun plat disponible dans cette catégorie" />
          ) : (
            <ul className={styles.dishes}>
              {shown.map((plat) => (
                <li key={plat.id}>
                  <DishCard
                    plat={plat}
                    orderable={restaurant.is_open}
                    blockedReasonId={CLOSED_NOTICE_ID}
                    onAdd={addToCart}
                  />
                </li>
              ))}
            </ul>
          )}
        </MenuTabs>
      </section>
      {confirmDialog}
    </>
  );
}
