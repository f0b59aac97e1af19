import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  StatCard,
  buttonClasses,
  getErrorDetail,
  toast,
  type Plat,
} from '@teranga/shared-ui';
import { WriteLockedNote } from '../account/components/write-locked-note';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { useResource } from '../../lib/use-resource';
import { deletePlat } from './api/delete-plat';
import { getPlats } from './api/get-plats';
import { togglePlatAvailable } from './api/toggle-plat-available';
import { DishCard } from './components/dish-card';
import { groupByCategory } from './lib/group-by-category';
import styles from './components/menu.module.css';

export const MENU_MESSAGES = {
  toggled: 'Disponibilité mise à jour',
  toggleFailed: 'Erreur lors de la mise à jour',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer ce plat?',
  deleted: 'Plat supprimé',
  deleteFailed: 'Erreur lors de la suppression',
} as const;

export function MenuPage() {
  const pending = usePendingAccount();
  const lockedNoteId = useId();
  const groupIdPrefix = useId();
  const my = useMyRestaurant();
  const restaurantId = my.restaurant?.id;
  const plats = useResource<Plat[]>(restaurantId ? () => getPlats(restaurantId) : null, [restaurantId]);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Plat | null>(null);
  const [deleting, setDeleting] = useState(false);

  const replace = (updated: Plat) => plats.setData((list) => list?.map((p) => (p.id === updated.id ? updated : p)));

  async function toggle(plat: Plat) {
    setToggling((ids) => new Set(ids).add(plat.id));
    try {
      replace(await togglePlatAvailable(plat.id));
      toast.success(MENU_MESSAGES.toggled);
    } catch (error) {
      toast.error(getErrorDetail(error, MENU_MESSAGES.toggleFailed));
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(plat.id);
        return next;
      });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deletePlat(toDelete.id);
      plats.setData((list) => list?.filter((p) => p.id !== toDelete.id));
      toast.success(MENU_MESSAGES.deleted);
      setToDelete(null);
    } catch (error) {
      toast.error(getErrorDetail(error, MENU_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
    }
  }

  const addAction = pending ? (
    <Button disabled aria-describedby={lockedNoteId}>
      Ajouter un plat
    </Button>
  ) : (
    <Link to={restaurateurPaths.addDish} className={buttonClasses()}>
      Ajouter un plat
    </Link>
  );

  let content;
  if (!my.restaurant) content = <RestaurantLookupState {...my} />;
  else if (plats.loading) content = <LoadingState message="Chargement du menu..." />;
  else if (plats.error || !plats.data) {
    content = <ErrorState message="Erreur lors du chargement" onRetry={() => void plats.reload()} />;
  } else {
    const list = plats.data;
    const groups = groupByCategory(list);
    content = (
      <>
        <section aria-label="Résumé du menu" className={styles.counters}>
          <StatCard label="Total des plats" value={list.length} tone="brand" />
          <StatCard label="Plats disponibles" value={list.filter((p) => p.is_available).length} tone="success" />
          <StatCard label="Catégories" value={groups.length} tone="accent" />
        </section>
        {list.length === 0 ? (
          <EmptyState
            title="Aucun plat dans votre menu"
            description="Ajoutez votre premier plat pour que vos clients puissent le commander."
          />
        ) : (
          groups.map((group, index) => (
            <section key={group.category} aria-labelledby={`${groupIdPrefix}-${index}`} className={styles.group}>
              <h2 id={`${groupIdPrefix}-${index}`} className={styles.groupTitle}>
                {group.category} <span className={styles.groupCount}>({group.plats.length})</span>
              </h2>
              <div className={styles.grid}>
                {group.plats.map((plat) => (
                  <DishCard
                    key={plat.id}
                    plat={plat}
                    toggling={toggling.has(plat.id)}
                    onToggle={(p) => void toggle(p)}
                    onDelete={setToDelete}
                    locked={pending}
                    lockedNoteId={lockedNoteId}
                  />
                ))}
              </div>
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Menu" subtitle={my.restaurant?.name} actions={my.restaurant ? addAction : undefined} />
      {pending && <WriteLockedNote id={lockedNoteId} />}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le plat"
        message={MENU_MESSAGES.deleteQuestion}
        confirmLabel="Supprimer"
        tone="danger"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
