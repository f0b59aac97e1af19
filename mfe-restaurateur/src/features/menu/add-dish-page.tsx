import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, PageHeader } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../i18n';
import { WriteLockedNote, usePendingAccount } from '../account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useCreatePlat } from './api/create-plat';
import { DishForm } from './components/dish-form';
import { emptyDishForm, type DishFields } from './lib/dish-form-values';
import { withOptionGroups } from './lib/option-groups-form';

export function AddDishPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const navigate = useNavigate();
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const create = useCreatePlat();
  const backToMenu = () => navigate(restaurateurPaths.menu);

  return (
    <>
      <PageHeader title={t('menu.addPage.title')} subtitle={restaurant?.name} />
      {!restaurant ? (
        <RestaurantLookupState query={my} />
      ) : (
        <Card>
          {pending && <WriteLockedNote />}
          <DishForm
            restaurantId={restaurant.id}
            initialValues={emptyDishForm}
            submitLabel={t('menu.addPage.submit')}
            submittingLabel={t('menu.addPage.pending')}
            save={{
              ...create,
              mutate: (fields: DishFields) =>
                create.mutate(
                  { ...withOptionGroups(fields), restaurant_id: restaurant.id, ingredients: [] },
                  { onSuccess: backToMenu },
                ),
            }}
            errorFallback={t('menu.addPage.failed')}
            onCancel={backToMenu}
            disabled={pending}
          />
        </Card>
      )}
    </>
  );
}
