import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, type Restaurant } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../../i18n';

/**
 * What a page shows instead of its content while the restaurant is not there: loading,
 * lookup error (with retry) or no restaurant for this account.
 */
export function RestaurantLookupState({ query }: { query: UseQueryResult<Restaurant | null> }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  if (query.isLoading || query.isError) {
    return (
      <QueryState
        query={query}
        loadingMessage={t('restaurant.lookup.loading')}
        errorMessage={t('restaurant.lookup.loadFailed')}
      />
    );
  }
  return <EmptyState title={t('restaurant.lookup.notFound')} description={t('restaurant.lookup.notFoundHint')} />;
}
