import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Period, type RestaurantStatement } from '@teranga/shared-ui';

export const statementKeys = {
  all: ['statements'] as const,
  restaurant: (restaurantId: string, period: Period) =>
    [...statementKeys.all, 'restaurant', restaurantId, period.from, period.to] as const,
};

/**
 * `GET /restaurants/:id/statements?from=&to=`: what the restaurant sold over the local days
 * `from`..`to` (its time zone), what was deducted, one line per order, and the balance owed.
 */
export const getRestaurantStatement = (restaurantId: string, period: Period): Promise<RestaurantStatement> =>
  api
    .get<RestaurantStatement>(`/restaurants/${encodeURIComponent(restaurantId)}/statements`, {
      params: { from: period.from, to: period.to },
    })
    .then((response) => response.data);

export const restaurantStatementQueryOptions = (restaurantId: string, period: Period) =>
  queryOptions({
    queryKey: statementKeys.restaurant(restaurantId, period),
    queryFn: () => getRestaurantStatement(restaurantId, period),
  });

/** None asked without a restaurant (an account awaiting validation gets a 403). */
export const useRestaurantStatement = (restaurantId: string | undefined, period: Period) =>
  useQuery({
    ...restaurantStatementQueryOptions(restaurantId ?? '', period),
    enabled: Boolean(restaurantId),
    // Another period keeps the current statement on screen (busy) until its own answer.
    placeholderData: keepPreviousData,
  });
