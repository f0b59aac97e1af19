import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DELAYS_MS, EmptyState, PageHeader, Stack, buttonClasses, useSession } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { isActiveDelivery, useActiveDelivery } from '../deliveries/api/get-active-delivery';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useLivePolling } from '../deliveries/api/polling';
import { LIVREUR_NS } from '../../i18n';
import { livreurPaths } from '../layout/paths';
import { ActiveDeliveryDetails } from './components/active-delivery-details';
import { DeliveryActions } from './components/delivery-actions';
import { useLocationTracking } from './hooks/use-location-tracking';
import { useWakeLock } from './hooks/use-wake-lock';
import styles from './active-delivery-page.module.css';

export function ActiveDeliveryPage() {
  const { t } = useTranslation(LIVREUR_NS);
  const userId = useSession((state) => state.user?.id);
  const active = useActiveDelivery(userId, useLivePolling(DELAYS_MS.activeDeliveryPoll));
  // E.g. the kitchen marks the order ready: 'Démarrer la livraison' no longer has to wait.
  useLiveOwnDeliveries(userId);
  const livraison = active.data ?? null;
  const underWay = livraison !== null && isActiveDelivery(livraison);
  const locationSharing = useLocationTracking(underWay ? livraison.id : null);
  // The courier glances at the address and the code on the way: the screen must not sleep.
  const screenAwake = useWakeLock(underWay);

  return (
    <Stack gap={5}>
      <PageHeader title={t('active.title')} />

      <QueryState query={active} loadingMessage={t('active.loading')}>
        {livraison ? (
          <Stack className={styles.layout}>
            <ActiveDeliveryDetails livraison={livraison} />
            {/* Keyed: what one delivery's dialog and lock notice knew never carries over to the next. */}
            <DeliveryActions
              key={livraison.id}
              livraison={livraison}
              locationSharing={locationSharing}
              screenAwake={screenAwake}
            />
          </Stack>
        ) : (
          <EmptyState
            title={t('active.empty.title')}
            description={t('active.empty.description')}
            action={
              <Link to={livreurPaths.available} className={buttonClasses()}>
                {t('active.empty.action')}
              </Link>
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
