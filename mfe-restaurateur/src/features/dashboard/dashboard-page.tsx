import { useId } from 'react';
import { ErrorState, LoadingState, PageHeader, useSession } from '@teranga/shared-ui';
import { PendingAccountNotice } from '../account/components/pending-account-notice';
import { WriteLockedNote } from '../account/components/write-locked-note';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { OpenSwitch } from '../restaurant/components/open-switch';
import { RestaurantCard } from '../restaurant/components/restaurant-card';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { DASHBOARD_ERROR, DashboardFigures } from './components/dashboard-figures';
import { NoRestaurant } from './components/no-restaurant';
import styles from './components/dashboard.module.css';

export function DashboardPage() {
  const name = useSession((state) => state.user?.name);
  const pending = usePendingAccount();
  const { restaurant, loading, error, reload, setRestaurant } = useMyRestaurant();
  const lockedNoteId = useId();

  let content;
  if (loading) content = <LoadingState message="Chargement du restaurant..." />;
  else if (error) content = <ErrorState message={DASHBOARD_ERROR} onRetry={() => void reload()} />;
  else if (!restaurant) content = <NoRestaurant canCreate={!pending} onCreated={setRestaurant} />;
  else {
    content = (
      <>
        <RestaurantCard
          restaurant={restaurant}
          actions={
            <>
              <OpenSwitch
                restaurant={restaurant}
                onChange={setRestaurant}
                disabled={pending}
                describedBy={pending ? lockedNoteId : undefined}
              />
              {pending && <WriteLockedNote id={lockedNoteId} />}
            </>
          }
        />
        {/* The API keeps orders and figures from accounts awaiting validation (403). */}
        {!pending && <DashboardFigures restaurantId={restaurant.id} />}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Tableau de bord" subtitle={name ? `Bienvenue, ${name} !` : 'Bienvenue !'} />
      {pending && <PendingAccountNotice />}
      {content}
    </div>
  );
}
