import { useNavigate, useParams } from 'react-router-dom';
import { isAxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, PageHeader } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../i18n';
import { WriteLockedNote, usePendingAccount } from '../account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { usePlat } from './api/get-plat';
import { useUpdatePlat } from './api/update-plat';
import { DishForm } from './components/dish-form';
import { dishToFormValues, type DishFields } from './lib/dish-form-values';
import { withOptionGroups } from './lib/option-groups-form';

export function EditDishPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const { platId = '' } = useParams();
  const navigate = useNavigate();
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const plat = usePlat(platId);
  const update = useUpdatePlat();
  const backToMenu = () => navigate(restaurateurPaths.menu);
  const notFound = (
    <EmptyState
      title={t('menu.editPage.notFound')}
      action={<Button onClick={backToMenu}>{t('menu.editPage.back')}</Button>}
    />
  );

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  else if (isAxiosError(plat.error) && plat.error.response?.status === 404) content = notFound;
  else if (!plat.data)
    content = (
      <QueryState query={plat} loadingMessage={t('menu.editPage.loading')} errorMessage={t('menu.loadFailed')} />
    );
  // Another restaurant's dish is not editable from here, whatever its id.
  else if (plat.data.restaurant_id !== restaurant.id) content = notFound;
  else {
    content = (
      <Card>
        {pending && <WriteLockedNote />}
        <DishForm
          key={plat.data.id}
          restaurantId={restaurant.id}
          initialValues={dishToFormValues(plat.data)}
          submitLabel={t('menu.editPage.submit')}
          submittingLabel={t('components.actions.saving')}
          save={{
            ...update,
            mutate: (fields: DishFields) =>
              update.mutate(
                { platId, ...withOptionGroups(fields, plat.data.option_groups) },
                { onSuccess: backToMenu },
              ),
          }}
          errorFallback={t('menu.editPage.failed')}
          onCancel={backToMenu}
          disabled={pending}
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={t('menu.editPage.title')} subtitle={plat.data?.name} />
      {content}
    </>
  );
}
