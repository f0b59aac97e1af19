import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Stack } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../i18n';
import { PendingAccountNotice, WriteLockedNote, usePendingAccount } from '../account';
import { useMyRestaurant } from './api/get-my-restaurant';
import { HoursForm } from './components/hours-form';
import { OpeningStatus } from './components/opening-status';
import { ProfileForm } from './components/profile-form';
import { RestaurantLookupState } from './components/restaurant-lookup-state';
import { useMinuteClock } from './hooks/use-minute-clock';

/** Opening, closing and busy mode change with the clock: read them again now and then. */
export const RESTAURANT_REFRESH_MS = 60_000;

/** 'Mon restaurant': its state now, busy mode, its profile, its hours and closures. */
export function RestaurantPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const my = useMyRestaurant({ refetchInterval: RESTAURANT_REFRESH_MS });
  const restaurant = my.data;
  const now = useMinuteClock();
  const lockedNoteId = useId();

  return (
    <Stack gap={5}>
      <PageHeader title={t('restaurant.title')} subtitle={restaurant?.name} />
      {pending && <PendingAccountNotice />}
      {!restaurant ? (
        <RestaurantLookupState query={my} />
      ) : (
        <>
          {pending && <WriteLockedNote id={lockedNoteId} />}
          <OpeningStatus restaurant={restaurant} now={now} locked={pending} lockedNoteId={lockedNoteId} />
          {/* Saved answers (the restaurant) give the forms their new starting values. */}
          <ProfileForm restaurant={restaurant} locked={pending} />
          <HoursForm restaurant={restaurant} locked={pending} />
        </>
      )}
    </Stack>
  );
}
