import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  shortId,
  toast,
  useSession,
} from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { cancelOrder } from '../../api/cancel-order';
import { useLoader } from '../../hooks/use-loader';
import { clientPaths } from '../layout/paths';
import { getOrders } from './api/get-orders';
import { OrderCard } from './components/order-card';
import styles from './components/orders.module.css';

export const ORDERS_MESSAGES = {
  loadError: 'Erreur lors du chargement des commandes',
  cancelError: "Erreur lors de l'annulation de la commande",
  cancelled: 'Commande annulée',
} as const;

const newestFirst = (a: Commande, b: Commande) => Date.parse(b.created_at) - Date.parse(a.created_at);

export function OrdersPage() {
  const userId = useSession((state) => state.user?.id);
  const { state, reload, setData } = useLoader(
    userId ?? '',
    async (signal) => (userId ? (await getOrders(userId, signal)).sort(newestFirst) : []),
    () => toast.error(ORDERS_MESSAGES.loadError),
  );
  const [toCancel, setToCancel] = useState<Commande | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const confirmCancel = async () => {
    if (!toCancel) return;
    setCancelling(true);
    try {
      const updated = await cancelOrder(toCancel.id);
      setData((orders) => orders.map((order) => (order.id === updated.id ? { ...order, ...updated } : order)));
      toast.success(ORDERS_MESSAGES.cancelled);
      setToCancel(null);
    } catch (error) {
      toast.error(getErrorDetail(error, ORDERS_MESSAGES.cancelError));
      setToCancel(null);
      // The order may have moved on (confirmed by the restaurant meanwhile): show where it is now.
      reload();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <PageHeader title="Mes Commandes" subtitle="Suivez vos commandes, de la cuisine jusqu’à votre porte." />
      {state.status === 'loading' && <LoadingState message="Chargement des commandes..." />}
      {state.status === 'error' && <ErrorState message={ORDERS_MESSAGES.loadError} onRetry={reload} />}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <EmptyState
            title="Aucune commande"
            description="Vos commandes apparaîtront ici."
            action={
              <Link to={clientPaths.explorer} className={buttonClasses()}>
                Découvrir les restaurants
              </Link>
            }
          />
        ) : (
          <ul className={styles.list}>
            {state.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onCancel={setToCancel} />
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={toCancel !== null}
        title="Annuler la commande"
        message={toCancel ? `Annuler la commande #${shortId(toCancel.id)} ? Le restaurant ne la préparera pas.` : ''}
        confirmLabel="Annuler la commande"
        cancelLabel="Garder la commande"
        tone="danger"
        loading={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}
