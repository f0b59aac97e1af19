import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  useSession,
} from '@teranga/shared-ui';
import { isActiveDelivery } from '../deliveries/lib/delivery-status';
import { livreurPaths } from '../layout/paths';
import { ActiveDeliveryDetails } from './components/active-delivery-details';
import { DeliveryActions } from './components/delivery-actions';
import { useActiveDelivery } from './hooks/use-active-delivery';
import { useDeliverySteps } from './hooks/use-delivery-steps';
import { useLocationTracking } from './hooks/use-location-tracking';
import styles from './active-delivery-page.module.css';

export function ActiveDeliveryPage() {
  const userId = useSession((state) => state.user?.id);
  const { state, refresh, retry } = useActiveDelivery(userId);
  const { advance, running } = useDeliverySteps(refresh);

  const livraison = state.status === 'success' ? state.data : null;
  const locationSharing = useLocationTracking(livraison && isActiveDelivery(livraison) ? livraison.id : null);

  return (
    <div className={styles.page}>
      <PageHeader title="Livraison en cours" />

      {state.status === 'loading' && <LoadingState message="Chargement de votre livraison..." />}
      {state.status === 'error' && (
        <ErrorState message={getErrorDetail(state.error, 'Erreur lors du chargement')} onRetry={() => void retry()} />
      )}

      {state.status === 'success' && !livraison && (
        <EmptyState
          title="Aucune livraison en cours"
          description="Acceptez une livraison disponible pour la retrouver ici."
          action={
            <Link to={livreurPaths.available} className={buttonClasses()}>
              Voir les livraisons disponibles
            </Link>
          }
        />
      )}

      {livraison && (
        <div className={styles.layout}>
          <ActiveDeliveryDetails livraison={livraison} />
          <DeliveryActions
            livraison={livraison}
            running={running}
            onAdvance={(step) => advance(livraison.id, step)}
            locationSharing={locationSharing}
          />
        </div>
      )}
    </div>
  );
}
