import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, Grid, Heading, Notice, buttonClasses } from '@teranga/shared-ui';
import { QueryState, combineQueries } from '@teranga/shared-ui/area';
import type { Plat, Restaurant } from '@teranga/shared-ui';
import { useAddToCart } from '../../components/cart/use-add-to-cart';
import { nextOpeningWhen, openingStatus } from '../../components/opening/opening-status';
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
import { CLIENT_NS } from '../../i18n';

/** The whole menu's tab (its value; what it says is translated). */
const ALL_DISHES = 'Tous';
const CLOSED_NOTICE_ID = 'restaurant-closed-notice';

/** The dishes' categories in menu order (the API sorts dishes by category). */
function menuCategories(plats: Plat[]): string[] {
  return [...new Set(plats.map((plat) => plat.category).filter(Boolean))];
}

function NotFound() {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <EmptyState
      title={t('restaurant.notFound.title')}
      description={t('restaurant.notFound.description')}
      action={
        <Link to={clientPaths.explorer} className={buttonClasses({ variant: 'primary' })}>
          {t('restaurant.notFound.back')}
        </Link>
      }
    />
  );
}

export function RestaurantPage() {
  const { t } = useTranslation(CLIENT_NS);
  const { id = '' } = useParams();
  const menu = combineQueries([useRestaurant(id), useRestaurantPlats(id)]);
  return (
    <QueryState
      query={menu}
      loadingMessage={t('restaurant.loading')}
      errorMessage={t('restaurant.loadError')}
      toastOnError
      renderError={(error) => (isNotFound(error) ? <NotFound /> : undefined)}
    >
      {([restaurant, plats]) => <RestaurantMenu restaurant={restaurant} plats={plats} key={id} />}
    </QueryState>
  );
}

function RestaurantMenu({ restaurant, plats }: { restaurant: Restaurant; plats: Plat[] }) {
  const { t } = useTranslation(CLIENT_NS);
  const [category, setCategory] = useState(ALL_DISHES);
  const { addToCart, confirmDialog } = useAddToCart();
  // The dish whose options are being chosen (dishes without options go straight to the cart).
  const [choosing, setChoosing] = useState<Plat | null>(null);
  const now = useNow();
  const status = openingStatus(restaurant, now);
  const opensWhen = status.kind === 'closed' ? nextOpeningWhen(restaurant, now) : null;
  const tabs = [ALL_DISHES, ...menuCategories(plats)];
  const shown = category === ALL_DISHES ? plats : plats.filter((plat) => plat.category === category);

  return (
    <>
      <Link to={clientPaths.explorer} className={styles.backLink}>
        <span aria-hidden="true">← </span>
        {t('restaurant.back')}
      </Link>
      <RestaurantHero restaurant={restaurant} status={status} />

      {status.kind === 'off' && (
        <Notice tone="danger" bar id={CLOSED_NOTICE_ID} className={styles.closedNotice} role="note">
          {t('restaurant.offNotice')}
        </Notice>
      )}
      {status.kind === 'closed' && (
        <Notice tone="warning" bar className={styles.closedNotice} role="note">
          {opensWhen ? t('restaurant.orderLaterOpens', { when: opensWhen }) : t('restaurant.orderLater')}
        </Notice>
      )}

      <section aria-labelledby="menu-title" className={styles.menu}>
        <Heading id="menu-title" size="xl" className={styles.menuTitle}>
          {t('restaurant.menu.title')}
        </Heading>
        <MenuTabs
          tabs={tabs}
          labelOf={(tab) => (tab === ALL_DISHES ? t('restaurant.allDishes') : tab)}
          selected={category}
          onSelect={setCategory}
        >
          {shown.length === 0 ? (
            <EmptyState title={t('restaurant.menu.empty')} />
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
