import { useState } from 'react';
import { Button, Card, EmptyState, useSession } from '@teranga/shared-ui';
import { CreateRestaurantForm } from '../../restaurant';
import styles from './dashboard.module.css';

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
        <Card as="section" aria-labelledby="create-restaurant-title" className={styles.createCard}>
          <h2 id="create-restaurant-title" className={styles.sectionTitle}>
            Créer mon restaurant
          </h2>
          <CreateRestaurantForm />
        </Card>
      )}
    </>
  );
}
