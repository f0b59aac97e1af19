import type { ReactNode } from 'react';
import { ErrorState, LoadingState, getErrorDetail } from '@teranga/shared-ui';

/** What QueryStates reads of a useQuery / useInfiniteQuery result. */
export interface QueryStatus {
  data: unknown;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStatesProps {
  /** What the screen waits for; a disabled query (nothing to ask) does not hold it back. */
  queries: QueryStatus[];
  loadingMessage: string;
  /** Defaults to the API's French detail, else 'Erreur lors du chargement'. */
  errorMessage?: (error: unknown) => string;
  /** The screen itself, shown once nothing it waits for is loading or failed. */
  children?: ReactNode;
}

const apiDetail = (error: unknown) => getErrorDetail(error, 'Erreur lors du chargement');

/**
 * A screen's first load: its loading state, its error state with 'Réessayer' asking again what
 * failed, then the screen. Data once shown stays: a failed background refresh changes nothing.
 */
export function QueryStates({ queries, loadingMessage, errorMessage = apiDetail, children }: QueryStatesProps) {
  const missing = queries.filter((query) => query.data === undefined);
  const failed = missing.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <ErrorState
        message={errorMessage(failed[0]!.error)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
        retrying={failed.some((query) => query.isFetching)}
      />
    );
  }
  return missing.some((query) => query.isFetching) ? <LoadingState message={loadingMessage} /> : children;
}
