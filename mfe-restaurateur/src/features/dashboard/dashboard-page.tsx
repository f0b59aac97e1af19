import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Stack, useSession } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PendingAccountNotice, WriteLockedNote, usePendingAccount } from '../account';
import { OpenSwitch, PauseNotice, PrepTimeSetting, RestaurantCard, useMyRestaurant } from '../restaurant';
import { RESTAURATEUR_NS } from '../../i18n';
import { DashboardFigures } from './components/dashboard-figures';
import { NoRestaurant } from './components/no-restaurant';

export function DashboardPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const name = useSession((state) => state.user?.name);
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const lockedNoteId = useId();

  let content;
  if (my.isLoading || my.isError) {
    content = (
      <QueryState query={my} loadingMessage={t('restaurant.lookup.loading')} errorMessage={t('dashboard.loadFailed')} />
    );
  } else if (!restaurant) content = <NoRestaurant canCreate={!pending} />;
  else {
    content = (
      <>
        <PauseNotice restaurant={restaurant} disabled={pending} />
        <RestaurantCard
          restaurant={restaurant}
          actions={
            <>
              <OpenSwitch restaurant={restaurant} disabled={pending} describedBy={pending ? lockedNoteId : undefined} />
              {pending && <WriteLockedNote id={lockedNoteId} />}
              <PrepTimeSetting restaurant={restaurant} editable={!pending} />
            </>
          }
        />
        {/* The API keeps orders and figures from accounts awaiting validation (403). */}
        {!pending && <DashboardFigures restaurantId={restaurant.id} />}
      </>
    );
  }

  return (
    <Stack gap={5}>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}
      />
      {pending && <PendingAccountNotice />}
      {content}
    </Stack>
  );
}
