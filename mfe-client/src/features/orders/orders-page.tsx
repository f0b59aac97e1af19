import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, buttonClasses, shortId, useSession } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog, useLiveRefetchInterval } from '@teranga/shared-ui/area';
import { Stack } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { clientPaths } from '../../components/paths';
import { useNow } from '../../components/time/use-now';
import { useCancelOrder } from './api/cancel-order';
import { useOrders } from './api/get-orders';
import { OrderCard } from './components/order-card';
import { useLiveOrders } from './hooks/use-live-orders';

// The review form (zod, react-hook-form) loads when a client opens it, not with the list.
const ReviewDialog = lazy(() => import('./components/review-dialog'));

export const ORDERS_MESSAGES = {
  loadError: 'Erreur lors du chargement des commandes',
  cancelError: "Erreur lors de l'annulation de la commande",
  cancelled: 'Commande annulée',
} as const;

/** How often the list is read again while the live stream is down (it says what changed otherwise). */
const FALLBACK_POLL_MS = 30_000;

export function OrdersPage() {
  const userId = useSession((state) => state.user?.id);
  useLiveOrders();
  const orders = useOrders(userId, { refetchInterval: useLiveRefetchInterval(FALLBACK_POLL_MS) });
  const cancel = useCancelOrder({
    meta: { successMessage: ORDERS_MESSAGES.cancelled, errorMessage: ORDERS_MESSAGES.cancelError },
  });
  const [toCancel, setToCancel] = useState<Commande | null>(null);
  const [toReview, setToReview] = useState<Commande | null>(null);
  const now = useNow();

  return (
    <>
      <PageHeader title="Mes Commandes" subtitle="Suivez vos commandes, de la cuisine jusqu’à votre porte." />
      <QueryState
        query={orders}
        loadingMessage="Chargement des commandes..."
        errorMessage={ORDERS_MESSAGES.loadError}
        toastOnError
        empty={
          <EmptyState
            title="Aucune commande"
            description="Vos commandes apparaîtront ici."
            action={
              <Link to={clientPaths.explorer} className={buttonClasses()}>
                Découvrir les restaurants
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
        title="Annuler la commande"
        message={toCancel ? `Annuler la commande #${shortId(toCancel.id)} ? Le restaurant ne la préparera pas.` : ''}
        confirmLabel="Annuler la commande"
        cancelLabel="Garder la commande"
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
