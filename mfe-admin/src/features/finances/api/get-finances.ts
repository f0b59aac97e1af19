import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isValidPeriod, type Period, type PlatformFinances } from '@teranga/shared-ui';

/** One answer per period: going back to a period already read shows it at once. */
export const financesKeys = {
  all: ['admin', 'finances'] as const,
  period: ({ from, to }: Period) => [...financesKeys.all, from, to] as const,
};

/** `GET /admin/finances?from=&to=`: the period's totals (Paris days, `to` included) and what is owed to whom. */
export const getFinances = ({ from, to }: Period, signal?: AbortSignal): Promise<PlatformFinances> =>
  api.get<PlatformFinances>('/admin/finances', { params: { from, to }, signal }).then((response) => response.data);

// A period being typed (end before start) is not asked: the filter says what is wrong with it.
export const financesQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: financesKeys.period(period),
    queryFn: ({ signal }) => getFinances(period, signal),
    enabled: isValidPeriod(period),
  });

export const useFinances = (period: Period) => useQuery(financesQueryOptions(period));
