import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, type Restaurant } from '@teranga/shared-ui';
import { QueryStatus } from '../../../components/query-status';

export const RESTAURANT_MESSAGES = {
  notFound: 'Aucun restaurant trouvé pour votre compte',
  loadError: 'Erreur lors du chargement du restaurant',
} as const;

/**
 * What a page shows instead of its content while the restaurant is not there: loading,
 * lookup error (with retry) or no restaurant for this account.
 */
export function RestaurantLookupState({ query }: { query: UseQueryResult<Restaurant | null> }) {
  if (query.isLoading || query.isError) {
    return <QueryStatus query={query} loading="Chargement du restaurant..." error={RESTAURANT_MESSAGES.loadError} />;
  }
  return (
    <EmptyState
      title={RESTAURANT_MESSAGES.notFound}
      description="Contactez l'administrateur pour créer votre restaurant"
    />
  );
}
