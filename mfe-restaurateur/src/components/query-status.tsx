import { ErrorState, LoadingState } from '@teranga/shared-ui';

export interface QueryStatusProps {
  /** One query's state, or several combined (a page that needs them all). */
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  loading: string;
  error: string;
}

/** What a page shows until its data is there: the loading state, or the error with 'Réessayer'. */
export function QueryStatus({ query, loading, error }: QueryStatusProps) {
  if (!query.isError) return <LoadingState message={loading} />;
  return <ErrorState message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
