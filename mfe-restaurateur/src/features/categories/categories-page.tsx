import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Field, Input, PageHeader, getErrorDetail, type Category } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { Cluster, Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { useSpecForm } from '../../components/spec-form';
import { DeleteButton } from '../../components/delete-button';
import { DeleteDialog } from '../../components/delete-dialog';
import { RESTAURATEUR_NS } from '../../i18n';
import { WriteLockedNote, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { newCategorySchema, useCreateCategory } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useCategories } from './api/get-categories';
import styles from './categories.module.css';

export function CategoriesPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const lockedNoteId = useId();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const categories = useCategories(restaurant?.id);
  const create = useCreateCategory({
    successMessage: t('categories.added'),
    errorMessage: t('categories.addFailed'),
  });
  const remove = useDeleteCategory();
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const form = useSpecForm(newCategorySchema, { name: '' }, create.reset);
  const nameError =
    form.formState.errors.name?.message ?? (create.error && getErrorDetail(create.error, t('categories.addFailed')));

  const add = form.handleSubmit(({ name }) => {
    if (!restaurant) return;
    create.mutate({ restaurantId: restaurant.id, name }, { onSuccess: () => form.reset() });
  });

  let list;
  if (!categories.data) {
    list = (
      <QueryState
        query={categories}
        loadingMessage={t('categories.loading')}
        errorMessage={t('categories.loadFailed')}
      />
    );
  } else if (categories.data.length === 0) list = <EmptyState title={t('categories.none')} />;
  else {
    list = (
      <Grid as="ul" min="14rem" gap={3} aria-label={t('categories.list')}>
        {categories.data.map((category) => {
          return (
            <Cluster as="li" key={category.id} justify="space-between" gap={3} wrap={false} className={styles.item}>
              <div>
                <Text weight="bold">{category.name}</Text>
                <Text size="sm" tone="muted">
                  {t('categories.dishes', { count: category.dish_count ?? 0 })}
                </Text>
              </div>
              <DeleteButton
                what={t('categories.deleteWhat', { name: category.name })}
                onClick={() => setToDelete(category)}
                locked={pending}
                lockedNoteId={lockedNoteId}
              />
            </Cluster>
          );
        })}
      </Grid>
    );
  }

  return (
    <Stack gap={5}>
      <PageHeader title={t('categories.title')} subtitle={restaurant?.name} />
      {!restaurant ? (
        <RestaurantLookupState query={my} />
      ) : (
        <>
          {pending && <WriteLockedNote id={lockedNoteId} />}
          <Card as="section" aria-labelledby="add-category-title">
            <Heading id="add-category-title" className={styles.sectionTitle}>
              {t('categories.newTitle')}
            </Heading>
            <form className={styles.form} onSubmit={(event) => void add(event)} noValidate>
              <Field label={t('categories.name')} error={nameError} className={styles.field}>
                <Input
                  {...form.register('name')}
                  maxLength={50}
                  placeholder={t('categories.placeholder')}
                  disabled={pending}
                />
              </Field>
              <Button
                type="submit"
                loading={create.isPending}
                disabled={pending}
                aria-describedby={pending ? lockedNoteId : undefined}
              >
                {t('categories.add')}
              </Button>
            </form>
          </Card>
          {list}
        </>
      )}
      <DeleteDialog
        item={toDelete}
        title={t('categories.deleteTitle')}
        message={t('categories.deleteQuestion')}
        remove={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
