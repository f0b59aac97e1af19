import { useNavigate } from 'react-router-dom';
import { Card, PageHeader } from '@teranga/shared-ui';
import { WriteLockedNote, usePendingAccount } from '../account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { CREATE_PLAT_MESSAGES, useCreatePlat } from './api/create-plat';
import { DishForm } from './components/dish-form';
import { emptyDishForm, type DishFields } from './lib/dish-form-values';
import { withOptionGroups } from './lib/option-groups-form';

export function AddDishPage() {
  const navigate = useNavigate();
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const create = useCreatePlat();
  const backToMenu = () => navigate(restaurateurPaths.menu);

  return (
    <>
      <PageHeader title="Ajouter un plat" subtitle={restaurant?.name} />
      {!restaurant ? (
        <RestaurantLookupState query={my} />
      ) : (
        <Card>
          {pending && <WriteLockedNote />}
          <DishForm
            restaurantId={restaurant.id}
            initialValues={emptyDishForm}
            submitLabel="Ajouter le plat"
            submittingLabel="Ajout en cours..."
            save={{
              ...create,
              mutate: (fields: DishFields) =>
                create.mutate(
                  { ...withOptionGroups(fields), restaurant_id: restaurant.id, ingredients: [] },
                  { onSuccess: backToMenu },
                ),
            }}
            errorFallback={CREATE_PLAT_MESSAGES.failed}
            onCancel={backToMenu}
            disabled={pending}
          />
        </Card>
      )}
    </>
  );
}
