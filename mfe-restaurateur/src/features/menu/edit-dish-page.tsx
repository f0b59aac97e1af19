import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader, toast } from '@teranga/shared-ui';
import { isAxiosError } from 'axios';
import { WriteLockedNote } from '../account/components/write-locked-note';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { useResource } from '../../lib/use-resource';
import { getPlat } from './api/get-plat';
import { updatePlat } from './api/update-plat';
import { DishForm } from './components/dish-form';
import { dishToFormValues, type DishFields } from './lib/dish-form-values';

export const EDIT_DISH_MESSAGES = {
  saved: 'Plat mis à jour avec succès!',
  failed: 'Erreur lors de la mise à jour du plat',
  notFound: 'Plat non trouvé',
} as const;

export function EditDishPage() {
  const { platId = '' } = useParams();
  const navigate = useNavigate();
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.restaurant;
  const plat = useResource(() => getPlat(platId), [platId]);

  async function save(fields: DishFields) {
    await updatePlat(platId, fields);
    toast.success(EDIT_DISH_MESSAGES.saved);
    navigate(restaurateurPaths.menu);
  }

  const backToMenu = () => navigate(restaurateurPaths.menu);
  const notFound = (
    <EmptyState title={EDIT_DISH_MESSAGES.notFound} action={<Button onClick={backToMenu}>Retour au menu</Button>} />
  );

  let content;
  if (!restaurant) content = <RestaurantLookupState {...my} />;
  else if (plat.loading) content = <LoadingState message="Chargement du plat..." />;
  else if (plat.error) {
    content =
      isAxiosError(plat.error) && plat.error.response?.status === 404 ? (
        notFound
      ) : (
        <ErrorState message="Erreur lors du chargement" onRetry={() => void plat.reload()} />
      );
  } else if (!plat.data || plat.data.restaurant_id !== restaurant.id) {
    // Another restaurant's dish is not editable from here, whatever its id.
    content = notFound;
  } else {
    content = (
      <Card>
        {pending && <WriteLockedNote />}
        <DishForm
          key={plat.data.id}
          restaurantId={restaurant.id}
          initialValues={dishToFormValues(plat.data)}
          submitLabel="Enregistrer les modifications"
          submittingLabel="Enregistrement..."
          errorFallback={EDIT_DISH_MESSAGES.failed}
          onSubmit={save}
          onCancel={backToMenu}
          disabled={pending}
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="Modifier le plat" subtitle={plat.data?.name} />
      {content}
    </>
  );
}
