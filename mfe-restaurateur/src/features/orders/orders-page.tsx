import { useState } from 'react';
import {
  Button,
  EmptyState,
  Field,
  ORDER_STATUS_LABELS,
  PageHeader,
  Select,
  type OrderStatus,
} from '@teranga/shared-ui';
import { QueryState, useLiveStatus } from '@teranga/shared-ui/area';
import { Cluster, Notice, Stack } from '@teranga/shared-ui';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { PauseNotice, RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useAdvancingOrderIds, useUpdateOrderStatus } from './api/update-order-status';
import { NewOrderBanner } from './components/new-order-banner';
import { OrderCard } from './components/order-card';
import { OrderSections } from './components/order-sections';
import { useKitchenOrders } from './hooks/use-kitchen-orders';
import { useNewOrderAlerts } from './hooks/use-new-order-alerts';
import styles from './components/orders.module.css';

export const ORDER_MESSAGES = {
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
  const restaurant = my.data;
  const [status, setStatus] = useState<OrderStatus | ''>('');
  // The API keeps orders from accounts awaiting validation (403): nothing to load then.
  const kitchen = useKitchenOrders(pending ? undefined : restaurant?.id, status);
  const { pages, orders } = kitchen;
  const alerts = useNewOrderAlerts(kitchen.waiting);
  const advance = useUpdateOrderStatus();
  const advancing = useAdvancingOrderIds();
  const open = Boolean(restaurant) && !pending;
  const live = useLiveStatus() === 'open';

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  else if (pending) content = <PendingAccountNotice />;
  else if (!orders) {
    content = (
      <QueryState query={pages} loadingMessage="Chargement des commandes..." errorMessage={ORDER_MESSAGES.loadFailed} />
    );
  } else {
    content = (
      <>
        <PauseNotice restaurant={restaurant} />
        {alerts.newIds.size > 0 && <NewOrderBanner count={alerts.newIds.size} onDismiss={alerts.dismiss} />}
        {kitchen.stale && (
          <Notice tone="danger" className={styles.stale} role="status">
            Impossible d'actualiser les commandes pour le moment. Nouvel essai automatique dans quelques secondes.
          </Notice>
        )}
        {orders.length === 0 ? (
          <EmptyState
            title={ORDER_MESSAGES.none}
            description={status ? `Aucune commande « ${ORDER_STATUS_LABELS[status]} » pour le moment.` : undefined}
          />
        ) : (
          <OrderSections
            orders={orders}
            busy={pages.isPlaceholderData}
            renderCard={(order) => (
              <OrderCard
                key={order.id}
                order={order}
                isNew={alerts.newIds.has(order.id)}
                advancing={advancing.includes(order.id)}
                onAdvance={(o, next) =>
                  advance.mutate({ orderId: o.id, status: next }, { onSuccess: () => alerts.forget(o.id) })
                }
                defaultPrepMinutes={restaurant.prep_minutes}
                onDecided={(o) => alerts.forget(o.id)}
                timeZone={restaurant.time_zone}
              />
            )}
          />
        )}
        {pages.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Charger plus
          </Button>
        )}
      </>
    );
  }

  return (
    <Stack>
      <PageHeader
        title="Commandes"
        subtitle={
          open ? (live ? 'Mises à jour en direct' : 'Actualisation automatique toutes les 15 secondes') : undefined
        }
        actions={
          open ? (
            <Button variant="secondary" onClick={kitchen.refresh}>
              Actualiser
            </Button>
          ) : undefined
        }
      />
      {open && (
        <Cluster gap={3}>
          <Field label="Filtrer par statut" className={styles.filter}>
            <Select
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
              options={FILTERS}
            />
          </Field>
        </Cluster>
      )}
      {content}
    </Stack>
  );
}
