import { Link } from 'react-router-dom';
import { DELAYS_MS, EmptyState, PageHeader, Stack, buttonClasses, useSession } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { isActiveDelivery, useActiveDelivery } from '../deliveries/api/get-active-delivery';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useLivePolling } from '../deliveries/api/polling';
import { livreurPaths } from '../layout/paths';
import { ActiveDeliveryDetails } from './components/active-delivery-details';
import { DeliveryActions } from './components/delivery-actions';
import { useLocationTracking } from './hooks/use-location-tracking';
import styles from './active-delivery-page.module.css';

export function ActiveDeliveryPage() {
  const userId = useSession((state) => state.user?.id);
  const active = useActiveDelivery(userId, useLivePolling(DELAYS_MS.activeDeliveryPoll));
  // E.g. the kitchen marks the order ready: 'Démarrer la livraison' no longer has to wait.
  useLiveOwnDeliveries(userId);
  const livraison = active.data ?? null;
  const locationSharing = useLocationTracking(livraison && isActiveDelivery(livraison) ? livraison.id : null);

  return (
    <Stack gap={5}>
      <PageHeader title="Livraison en cours" />

      <QueryState query={active} loadingMessage="Chargement de votre livraison...">
        {livraison ? (
          <Stack className={styles.layout}>
            <ActiveDeliveryDetails livraison={livraison} />
            {/* Keyed: what one delivery's dialog and lock notice knew never carries over to the next. */}
            <DeliveryActions key={livraison.id} livraison={livraison} locationSharing={locationSharing} />
          </Stack>
        ) : (
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
      </QueryState>
    </Stack>
  );
}
