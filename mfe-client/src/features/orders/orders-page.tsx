import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, buttonClasses, shortId, useSession } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog, useLiveRefetchInterval } from '@teranga/shared-ui/area';
import { Stack } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { clientPaths } from '../../components/paths';
import { useNow } from '../../components/time/use-now';
import { CLIENT_NS } from '../../i18n';
import { useCancelOrder } from './api/cancel-order';
import { useOrders } from './api/get-orders';
import { OrderCard } from './components/order-card';
import { useLiveOrders } from './hooks/use-live-orders';

// The review form (zod, react-hook-form) loads when a client opens it, not with the list.
const ReviewDialog = lazy(() => import('./components/review-dialog'));

/** How often the list is read again while the live stream is down (it says what changed otherwise). */
const FALLBACK_POLL_MS = 30_000;

export function OrdersPage() {
  const { t } = useTranslation(CLIENT_NS);
  const userId = useSession((state) => state.user?.id);
  useLiveOrders();
  const orders = useOrders(userId, { refetchInterval: useLiveRefetchInterval(FALLBACK_POLL_MS) });
  const cancel = useCancelOrder({
    meta: { successMessage: t('orders.cancelled'), errorMessage: t('orders.cancelError') },
  });
  const [toCancel, setToCancel] = useState<Commande | null>(null);
  const [toReview, setToReview] = useState<Commande | null>(null);
  const now = useNow();

  return (
    <>
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <QueryState
        query={orders}
        loadingMessage={t('orders.loading')}
        errorMessage={t('orders.loadError')}
        toastOnError
        empty={
          <EmptyState
            title={t('orders.empty.title')}
            description={t('orders.empty.description')}
            action={
              <Link to={clientPaths.explorer} className={buttonClasses()}>
                {t('general.discoverRestaurants')}
              </Link>
            }
          />
        }
      >
        {(list) => (
          <Stack as="ul" gap={4}>
            {list.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onCancel={setToCancel} onReview={setToReview} now={now} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('orders.cancelDialog.title')}
        message={toCancel ? t('orders.cancelDialog.message', { id: shortId(toCancel.id) }) : ''}
        confirmLabel={t('orders.cancelDialog.confirm')}
        cancelLabel={t('orders.cancelDialog.keep')}
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() => toCancel && cancel.mutate(toCancel.id, { onSettled: () => setToCancel(null) })}
        onCancel={() => setToCancel(null)}
      />
      {toReview && (
        <Suspense fallback={null}>
          <ReviewDialog key={toReview.id} order={toReview} onClose={() => setToReview(null)} />
        </Suspense>
      )}
    </>
  );
}
