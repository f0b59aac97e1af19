import { EmptyState, ErrorState, LoadingState } from '@teranga/shared-ui';
import { RESTAURANT_MESSAGES, type MyRestaurant } from '../hooks/use-my-restaurant';

/**
 * What a page shows instead of its content while the restaurant is not there: loading,
 * lookup error (with retry) or no restaurant for this account.
 */
export function RestaurantLookupState({ loading, error, reload }: Pick<MyRestaurant, 'loading' | 'error' | 'reload'>) {
  if (loading) return <LoadingState message="Chargement du restaurant..." />;
  if (error) return <ErrorState message={RESTAURANT_MESSAGES.loadError} onRetry={() => void reload()} />;
  return (
    <EmptyState
      title={RESTAURANT_MESSAGES.notFound}
      description="Contactez l'administrateur pour créer votre restaurant"
    />
  );
}
