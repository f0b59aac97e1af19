import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Field, PageHeader, Select, type OrderStatus } from '@teranga/shared-ui';
import { QueryState, useLiveStatus } from '@teranga/shared-ui/area';
import { Cluster, Notice, Stack } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../i18n';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { PauseNotice, RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useAdvancingOrderIds, useUpdateOrderStatus } from './api/update-order-status';
import { NewOrderBanner } from './components/new-order-banner';
import { OrderCard } from './components/order-card';
import { OrderSections } from './components/order-sections';
import { useKitchenOrders } from './hooks/use-kitchen-orders';
import { useNewOrderAlerts } from './hooks/use-new-order-alerts';
import styles from './components/orders.module.css';

/** The kitchen's filters: every order, or one status (their labels are plurals: 'Confirmées'). */
const FILTERS = ['', 'en_attente', 'confirmee', 'en_preparation', 'prete', 'en_livraison', 'livree'] as const;

export function OrdersPage() {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
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
  const filters = FILTERS.map((value) => ({ value, label: t(`orders.filters.${value || 'all'}`) }));

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  else if (pending) content = <PendingAccountNotice />;
  else if (!orders) {
    content = <QueryState query={pages} loadingMessage={t('orders.loading')} errorMessage={t('orders.loadFailed')} />;
  } else {
    content = (
      <>
        <PauseNotice restaurant={restaurant} />
        {alerts.newIds.size > 0 && <NewOrderBanner count={alerts.newIds.size} onDismiss={alerts.dismiss} />}
        {kitchen.stale && (
          <Notice tone="danger" className={styles.stale} role="status">
            {t('orders.stale')}
          </Notice>
        )}
        {orders.length === 0 ? (
          <EmptyState
            title={t('orders.none')}
            description={
              status ? t('orders.noneWithStatus', { status: t(`common:labels.orderStatus.${status}`) }) : undefined
            }
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
            {t('orders.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Stack>
      <PageHeader
        title={t('orders.title')}
        subtitle={open ? (live ? t('orders.live') : t('orders.polling')) : undefined}
        actions={
          open ? (
            <Button variant="secondary" onClick={kitchen.refresh}>
              {t('orders.refresh')}
            </Button>
          ) : undefined
        }
      />
      {open && (
        <Cluster gap={3}>
          <Field label={t('orders.filterLabel')} className={styles.filter}>
            <Select
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
              options={filters}
            />
          </Field>
        </Cluster>
      )}
      {content}
    </Stack>
  );
}
