import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, type Restaurant } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';

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
    return (
      <QueryState
        query={query}
        loadingMessage="Chargement du restaurant..."
        errorMessage={RESTAURANT_MESSAGES.loadError}
      />
    );
  }
  return (
    <EmptyState
      title={RESTAURANT_MESSAGES.notFound}
      description="Contactez l'administrateur pour créer votre restaurant"
    />
  );
}
