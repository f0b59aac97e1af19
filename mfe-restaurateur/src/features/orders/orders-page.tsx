import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  LoadingState,
  ORDER_STATUS_LABELS,
  PageHeader,
  Select,
  getErrorDetail,
  shortId,
  toast,
  type Commande,
  type OrderStatus,
} from '@teranga/shared-ui';
import { PendingAccountNotice } from '../account/components/pending-account-notice';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { updateOrderStatus } from './api/update-order-status';
import { NewOrderBanner } from './components/new-order-banner';
import { OrderCard } from './components/order-card';
import { useKitchenOrders } from './hooks/use-kitchen-orders';
import { createBeeper } from './lib/beeper';
import styles from './components/orders.module.css';

export const ORDER_MESSAGES = {
  updated: 'Statut mis à jour',
  updateFailed: 'Erreur lors de la mise à jour',
  loadFailed: 'Erreur lors du chargement des commandes',
  none: 'Aucune commande',
} as const;

const FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'Toutes' },
  { value: 'en_attente', label: 'En attente' },
  { value: 'confirmee', label: 'Confirmées' },
  { value: 'en_preparation', label: 'En préparation' },
  { value: 'prete', label: 'Prêtes' },
  { value: 'en_livraison', label: 'En livraison' },
  { value: 'livree', label: 'Livrées' },
];

export function OrdersPage() {
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [advancing, setAdvancing] = useState<ReadonlySet<string>>(new Set());
  const beeper = useMemo(() => createBeeper(), []);

  // Audio may only start after a user gesture: the first tap or key on the page unlocks it.
  useEffect(() => {
    const unlock = () => beeper.unlock();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      beeper.close();
    };
  }, [beeper]);

  const onNewOrders = useCallback(
    (fresh: Commande[]) => {
      setNewIds((ids) => new Set([...ids, ...fresh.map((order) => order.id)]));
      for (const order of fresh) toast.info(`Nouvelle commande #${shortId(order.id)}`);
      beeper.beep();
    },
    [beeper],
  );

  // The API keeps orders from accounts awaiting validation (403): nothing to load then.
  const restaurantId = pending ? undefined : my.restaurant?.id;
  const kitchen = useKitchenOrders(restaurantId, status, onNewOrders);

  async function advance(order: Commande, next: OrderStatus) {
    setAdvancing((ids) => new Set(ids).add(order.id));
    try {
      const updated = await updateOrderStatus(order.id, next);
      kitchen.setOrders((list) =>
        list
          .map((candidate) => (candidate.id === updated.id ? updated : candidate))
          .filter((candidate) => !status || candidate.status === status),
      );
      setNewIds((ids) => {
        const rest = new Set(ids);
        rest.delete(order.id);
        return rest;
      });
      toast.success(ORDER_MESSAGES.updated);
    } catch (error) {
      toast.error(getErrorDetail(error, ORDER_MESSAGES.updateFailed));
    } finally {
      setAdvancing((ids) => {
        const rest = new Set(ids);
        rest.delete(order.id);
        return rest;
      });
    }
  }

  let content;
  if (!my.restaurant) content = <RestaurantLookupState {...my} />;
  else if (pending) content = <PendingAccountNotice />;
  else if (kitchen.loading && !kitchen.orders) content = <LoadingState message="Chargement des commandes..." />;
  else if (kitchen.error || !kitchen.orders) {
    content = <ErrorState message={ORDER_MESSAGES.loadFailed} onRetry={() => void kitchen.reload()} />;
  } else {
    content = (
      <>
        {newIds.size > 0 && <NewOrderBanner count={newIds.size} onDismiss={() => setNewIds(new Set())} />}
        {kitchen.stale && (
          <p className={styles.stale} role="status">
            Impossible d'actualiser les commandes pour le moment. Nouvel essai automatique dans quelques secondes.
          </p>
        )}
        {kitchen.orders.length === 0 ? (
          <EmptyState
            title={ORDER_MESSAGES.none}
            description={status ? `Aucune commande « ${ORDER_STATUS_LABELS[status]} » pour le moment.` : undefined}
          />
        ) : (
          <div className={styles.list} aria-busy={kitchen.loading || undefined}>
            {kitchen.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                isNew={newIds.has(order.id)}
                advancing={advancing.has(order.id)}
                onAdvance={(o, next) => void advance(o, next)}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Commandes"
        subtitle={my.restaurant && !pending ? 'Actualisation automatique toutes les 15 secondes' : undefined}
        actions={
          my.restaurant && !pending ? (
            <Button variant="secondary" onClick={() => void kitchen.refresh()}>
              Actualiser
            </Button>
          ) : undefined
        }
      />
      {my.restaurant && !pending && (
        <div className={styles.toolbar}>
          <Field label="Filtrer par statut" className={styles.filter}>
            <Select
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
              options={FILTERS}
            />
          </Field>
        </div>
      )}
      {content}
    </div>
  );
}
