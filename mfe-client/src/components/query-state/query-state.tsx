import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorState, LoadingState, toast } from '@teranga/shared-ui';

/** What a screen needs of a query (a `useQuery` result, or several joined by `combineQueries`). */
export interface LoadedQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

type DataOf<Q extends readonly LoadedQuery<unknown>[]> = {
  -readonly [K in keyof Q]: Q[K] extends LoadedQuery<infer T> ? T : never;
};

/** Queries a screen shows together (as one Promise.all did): loaded when all are, failed with the first failure. */
export function combineQueries<const Q extends readonly LoadedQuery<unknown>[]>(queries: Q): LoadedQuery<DataOf<Q>> {
  const data = queries.map((query) => query.data);
  return {
    data: data.every((value) => value !== undefined) ? (data as DataOf<Q>) : undefined,
    error: queries.find((query) => query.error)?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    // What already loaded stays cached: 'Réessayer' asks again only for what failed.
    refetch: () => queries.filter((query) => query.error).forEach((query) => void query.refetch()),
  };
}

export interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /** e.g. 'Chargement des commandes...' */
  loadingMessage: string;
  /** The failure's text: shown with 'Réessayer' and once as a toast. */
  errorMessage: string | ((error: Error) => string);
  /** A failure the screen explains itself (e.g. a 404): its node replaces the error state, without a toast. */
  renderError?: (error: Error) => ReactNode | undefined;
  /** No toast: the failure is told on the screen only. */
  silent?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading / error ('Réessayer' → refetch) / loaded states every screen of the area shows, with
 * the error toast each failed load raised before the react-query migration.
 */
export function QueryState<T>({
  query,
  loadingMessage,
  errorMessage,
  renderError,
  silent = false,
  children,
}: QueryStateProps<T>) {
  // A retry in flight is a load again, not still a failure.
  const failure = query.isFetching ? null : query.error;
  const explained = failure && renderError ? renderError(failure) : undefined;
  const message = failure ? (typeof errorMessage === 'function' ? errorMessage(failure) : errorMessage) : null;
  const toastText = explained === undefined && !silent ? message : null;

  // Once per failed load (each failure is a new error object), with the text of that moment.
  const latestToastText = useRef(toastText);
  useEffect(() => {
    latestToastText.current = toastText;
  });
  useEffect(() => {
    if (failure && latestToastText.current) toast.error(latestToastText.current);
  }, [failure]);

  if (failure) return explained ?? <ErrorState message={message} onRetry={() => void query.refetch()} />;
  if (query.error || query.data === undefined) return <LoadingState message={loadingMessage} />;
  return children(query.data);
}
