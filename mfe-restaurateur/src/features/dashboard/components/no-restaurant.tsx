import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Heading, LoadingState, useSession } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { CreateRestaurantForm } from '../../restaurant';

/** Verified restaurateurs may create their restaurant themselves (`canCreate`). */
export function NoRestaurant({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const [creating, setCreating] = useState(false);
  const isRestaurateur = useSession((state) => state.user?.role === 'restaurateur');
  const offerCreation = canCreate && isRestaurateur;

  return (
    <>
      <EmptyState
        title={t('dashboard.noRestaurant.title')}
        description={t('dashboard.noRestaurant.description')}
        action={
          offerCreation && !creating ? (
            <Button onClick={() => setCreating(true)}>{t('dashboard.noRestaurant.create')}</Button>
          ) : undefined
        }
      />
      {offerCreation && creating && (
        <Card as="section" aria-labelledby="create-restaurant-title" gap={3}>
          <Heading id="create-restaurant-title">{t('dashboard.noRestaurant.formTitle')}</Heading>
          <Suspense fallback={<LoadingState />}>
            <CreateRestaurantForm />
          </Suspense>
        </Card>
      )}
    </>
  );
}
