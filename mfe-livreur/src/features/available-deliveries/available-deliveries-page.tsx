import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DELAYS_MS,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  useSession,
} from '@teranga/shared-ui';
import { useAccountPending } from '../account/hooks/use-account-pending';
import { livreurPaths } from '../layout/paths';
import { AvailableDeliveryCard } from './components/available-delivery-card';
import { PendingAcceptNotice } from './components/pending-accept-notice';
import { useAcceptDelivery } from './hooks/use-accept-delivery';
import { useAvailableDeliveries } from './hooks/use-available-deliveries';
import styles from './available-deliveries-page.module.css';

const countLine = (count: number) =>
  count > 1 ? `${count} livraisons disponibles` : `${count} livraison disponible`;

export function AvailableDeliveriesPage() {
  const userId = useSession((state) => state.user?.id);
  const pending = useAccountPending({ recheck: true });
  // The API refuses the list to an account awaiting approval: nothing to ask for until then.
  const { state, refresh, retry, refreshing } = useAvailableDeliveries(userId, !pending);
  const { accept, acceptingId } = useAcceptDelivery(refresh);
  const busyNoticeId = useId();

  const data = state.status === 'success' ? state.data : null;
  const subtitle = data
    ? `${countLine(data.offers.length)} · actualisé toutes les ${DELAYS_MS.availableDeliveriesPoll / 1000} secondes`
    : undefined;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Livraisons disponibles"
        subtitle={subtitle}
        actions={
          !pending && (
            <Button
              variant="secondary"
              onClick={() => void (state.status === 'error' ? retry() : refresh())}
              loading={refreshing}
              disabled={state.status === 'loading'}
            >
              Actualiser
            </Button>
          )
        }
      />

      {pending && <PendingAcceptNotice />}

      {state.status === 'loading' && <LoadingState message="Chargement des livraisons disponibles..." />}
      {state.status === 'error' && (
        <ErrorState message={getErrorDetail(state.error, 'Erreur lors du chargement')} onRetry={() => void retry()} />
      )}

      {data?.active && (
        <div id={busyNoticeId} className={styles.busy} role="note">
          <p className={styles.busyText}>
            Vous avez déjà une livraison en cours : terminez-la avant d&apos;en accepter une autre.
          </p>
          <Link to={livreurPaths.active} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Voir la livraison en cours
          </Link>
        </div>
      )}

      {data && data.offers.length === 0 && (
        <EmptyState
          title="Aucune livraison"
          description="Les nouvelles commandes à livrer apparaîtront ici automatiquement."
        />
      )}

      {data && data.offers.length > 0 && (
        <ul className={styles.grid}>
          {data.offers.map((livraison) => (
            <li key={livraison.id}>
              <AvailableDeliveryCard
                livraison={livraison}
                onAccept={(id) => void accept(id)}
                accepting={acceptingId === livraison.id}
                disabled={acceptingId !== null || data.active !== null}
                disabledReasonId={data.active ? busyNoticeId : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
