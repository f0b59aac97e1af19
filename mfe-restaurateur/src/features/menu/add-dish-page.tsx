import { useNavigate } from 'react-router-dom';
import { Card, PageHeader, toast } from '@teranga/shared-ui';
import { WriteLockedNote } from '../account/components/write-locked-note';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { createPlat } from './api/create-plat';
import { DishForm } from './components/dish-form';
import { emptyDishForm, type DishFields } from './lib/dish-form-values';

export const ADD_DISH_MESSAGES = {
  added: 'Plat ajouté avec succès!',
  failed: "Erreur lors de l'ajout du plat",
} as const;

export function AddDishPage() {
  const navigate = useNavigate();
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.restaurant;

  async function save(fields: DishFields) {
    if (!restaurant) return;
    await createPlat({ ...fields, restaurant_id: restaurant.id, ingredients: [] });
    toast.success(ADD_DISH_MESSAGES.added);
    navigate(restaurateurPaths.menu);
  }

  return (
    <>
      <PageHeader title="Ajouter un plat" subtitle={restaurant?.name} />
      {!restaurant ? (
        <RestaurantLookupState {...my} />
      ) : (
        <Card>
          {pending && <WriteLockedNote />}
          <DishForm
            restaurantId={restaurant.id}
            initialValues={emptyDishForm}
            submitLabel="Ajouter le plat"
            submittingLabel="Ajout en cours..."
            errorFallback={ADD_DISH_MESSAGES.failed}
            onSubmit={save}
            onCancel={() => navigate(restaurateurPaths.menu)}
            disabled={pending}
          />
        </Card>
      )}
    </>
  );
}
