import { Suspense, useState } from 'react';
import { Button, Card, EmptyState, Heading, LoadingState, useSession } from '@teranga/shared-ui';
import { CreateRestaurantForm } from '../../restaurant';

/** Verified restaurateurs may create their restaurant themselves (`canCreate`). */
export function NoRestaurant({ canCreate }: { canCreate: boolean }) {
  const [creating, setCreating] = useState(false);
  const isRestaurateur = useSession((state) => state.user?.role === 'restaurateur');
  const offerCreation = canCreate && isRestaurateur;

  return (
    <>
      <EmptyState
        title="Aucun restaurant trouvé"
        description="Contactez l'administrateur pour créer votre restaurant"
        action={
          offerCreation && !creating ? (
            <Button onClick={() => setCreating(true)}>Créer mon restaurant maintenant</Button>
          ) : undefined
        }
      />
      {offerCreation && creating && (
        <Card as="section" aria-labelledby="create-restaurant-title" gap={3}>
          <Heading id="create-restaurant-title">Créer mon restaurant</Heading>
          <Suspense fallback={<LoadingState />}>
            <CreateRestaurantForm />
          </Suspense>
        </Card>
      )}
    </>
  );
}
