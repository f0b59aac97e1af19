import { useId, useState } from 'react';
import { Button, Card, EmptyState, Field, Input, PageHeader, getErrorDetail, type Category } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { Cluster, Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { useSpecForm } from '../../components/spec-form';
import { DeleteButton } from '../../components/delete-button';
import { DeleteDialog } from '../../components/delete-dialog';
import { WriteLockedNote, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { newCategorySchema, useCreateCategory } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useCategories } from './api/get-categories';
import styles from './categories.module.css';

export const CATEGORY_MESSAGES = {
  added: 'Catégorie ajoutée avec succès',
  addFailed: "Erreur lors de l'ajout de la catégorie",
  deleteQuestion: 'Supprimer cette catégorie? Les plats utilisant cette catégorie devront être mis à jour.',
  none: 'Aucune catégorie. Commencez par en ajouter une !',
  loadFailed: 'Erreur lors du chargement des catégories',
} as const;

export function CategoriesPage() {
  const pending = usePendingAccount();
  const lockedNoteId = useId();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const categories = useCategories(restaurant?.id);
  const create = useCreateCategory({
    successMessage: CATEGORY_MESSAGES.added,
    errorMessage: CATEGORY_MESSAGES.addFailed,
  });
  const remove = useDeleteCategory();
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const form = useSpecForm(newCategorySchema, { name: '' }, create.reset);
  const nameError =
    form.formState.errors.name?.message ?? (create.error && getErrorDetail(create.error, CATEGORY_MESSAGES.addFailed));

  const add = form.handleSubmit(({ name }) => {
    if (!restaurant) return;
    create.mutate({ restaurantId: restaurant.id, name }, { onSuccess: () => form.reset() });
  });

  let list;
  if (!categories.data) {
    list = (
      <QueryState
        query={categories}
        loadingMessage="Chargement des catégories..."
        errorMessage={CATEGORY_MESSAGES.loadFailed}
      />
    );
  } else if (categories.data.length === 0) list = <EmptyState title={CATEGORY_MESSAGES.none} />;
  else {
    list = (
      <Grid as="ul" min="14rem" gap={3} aria-label="Catégories du menu">
        {categories.data.map((category) => {
          const count = category.dish_count ?? 0;
          return (
            <Cluster as="li" key={category.id} justify="space-between" gap={3} wrap={false} className={styles.item}>
              <div>
                <Text weight="bold">{category.name}</Text>
                <Text size="sm" tone="muted">
                  {count} plat{count > 1 ? 's' : ''}
                </Text>
              </div>
              <DeleteButton
                what={`la catégorie ${category.name}`}
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
      <PageHeader title="Catégories" subtitle={restaurant?.name} />
      {!restaurant ? (
        <RestaurantLookupState query={my} />
      ) : (
        <>
          {pending && <WriteLockedNote id={lockedNoteId} />}
          <Card as="section" aria-labelledby="add-category-title">
            <Heading id="add-category-title" className={styles.sectionTitle}>
              Nouvelle catégorie
            </Heading>
            <form className={styles.form} onSubmit={(event) => void add(event)} noValidate>
              <Field label="Nom de la catégorie" error={nameError} className={styles.field}>
                <Input {...form.register('name')} maxLength={50} placeholder="ex. Grillades" disabled={pending} />
              </Field>
              <Button
                type="submit"
                loading={create.isPending}
                disabled={pending}
                aria-describedby={pending ? lockedNoteId : undefined}
              >
                Ajouter
              </Button>
            </form>
          </Card>
          {list}
        </>
      )}
      <DeleteDialog
        item={toDelete}
        title="Supprimer la catégorie"
        message={CATEGORY_MESSAGES.deleteQuestion}
        remove={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
