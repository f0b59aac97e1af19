import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Field,
  Input,
  LoadingState,
  PageHeader,
  getErrorDetail,
  toast,
  type Category,
} from '@teranga/shared-ui';
import { WriteLockedNote } from '../account/components/write-locked-note';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { useResource } from '../../lib/use-resource';
import { createCategory } from './api/create-category';
import { deleteCategory } from './api/delete-category';
import { getCategories } from './api/get-categories';
import styles from './categories.module.css';

export const CATEGORY_MESSAGES = {
  empty: 'Veuillez entrer un nom de catégorie',
  added: 'Catégorie ajoutée avec succès',
  addFailed: "Erreur lors de l'ajout de la catégorie",
  deleteQuestion: 'Supprimer cette catégorie? Les plats utilisant cette catégorie devront être mis à jour.',
  deleted: 'Catégorie supprimée',
  deleteFailed: 'Erreur lors de la suppression',
  none: 'Aucune catégorie. Commencez par en ajouter une !',
  loadFailed: 'Erreur lors du chargement des catégories',
} as const;

export function CategoriesPage() {
  const pending = usePendingAccount();
  const lockedNoteId = useId();
  const my = useMyRestaurant();
  const restaurantId = my.restaurant?.id;
  const categories = useResource<Category[]>(restaurantId ? () => getCategories(restaurantId) : null, [restaurantId]);
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!restaurantId) return;
    if (!name.trim()) {
      setFormError(CATEGORY_MESSAGES.empty);
      return;
    }
    setAdding(true);
    try {
      const created = await createCategory(restaurantId, name);
      categories.setData((list) => [...(list ?? []), { dish_count: 0, ...created }]);
      setName('');
      toast.success(CATEGORY_MESSAGES.added);
    } catch (error) {
      const message = getErrorDetail(error, CATEGORY_MESSAGES.addFailed);
      setFormError(message);
      toast.error(message);
    } finally {
      setAdding(false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteCategory(toDelete.id);
      categories.setData((list) => list?.filter((category) => category.id !== toDelete.id));
      toast.success(CATEGORY_MESSAGES.deleted);
      setToDelete(null);
    } catch (error) {
      toast.error(getErrorDetail(error, CATEGORY_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
    }
  }

  let list;
  if (categories.loading) list = <LoadingState message="Chargement des catégories..." />;
  else if (categories.error || !categories.data) {
    list = <ErrorState message={CATEGORY_MESSAGES.loadFailed} onRetry={() => void categories.reload()} />;
  } else if (categories.data.length === 0) list = <EmptyState title={CATEGORY_MESSAGES.none} />;
  else {
    list = (
      <ul className={styles.grid} aria-label="Catégories du menu">
        {categories.data.map((category) => {
          const count = category.dish_count ?? 0;
          return (
            <li key={category.id} className={styles.item}>
              <div>
                <p className={styles.name}>{category.name}</p>
                <p className={styles.count}>
                  {count} plat{count > 1 ? 's' : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className={styles.delete}
                disabled={pending}
                aria-describedby={pending ? lockedNoteId : undefined}
                onClick={() => setToDelete(category)}
              >
                Supprimer<span className="tg-visually-hidden"> la catégorie {category.name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Catégories" subtitle={my.restaurant?.name} />
      {!my.restaurant ? (
        <RestaurantLookupState {...my} />
      ) : (
        <>
          {pending && <WriteLockedNote id={lockedNoteId} />}
          <Card as="section" aria-labelledby="add-category-title">
            <h2 id="add-category-title" className={styles.sectionTitle}>
              Nouvelle catégorie
            </h2>
            <form className={styles.form} onSubmit={(event) => void add(event)} noValidate>
              <Field label="Nom de la catégorie" error={formError} className={styles.field}>
                <Input
                  value={name}
                  maxLength={50}
                  placeholder="ex. Grillades"
                  disabled={pending}
                  onChange={(event) => {
                    setName(event.target.value);
                    setFormError(null);
                  }}
                />
              </Field>
              <Button type="submit" loading={adding} disabled={pending} aria-describedby={pending ? lockedNoteId : undefined}>
                Ajouter
              </Button>
            </form>
          </Card>
          {list}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer la catégorie"
        message={CATEGORY_MESSAGES.deleteQuestion}
        confirmLabel="Supprimer"
        tone="danger"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
