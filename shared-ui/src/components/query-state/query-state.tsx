import { useEffect, useRef, type ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';
import { getErrorDetail } from '../../lib/api-client';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../loading-state/loading-state';
import { toast } from '../toaster/toaster';

/** What a screen needs of a query: a `useQuery` / `useInfiniteQuery` result, or several joined by `combineQueries`. */
export interface LoadedQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

type DataOf<Q extends readonly LoadedQuery<unknown>[]> = {
  -readonly [K in keyof Q]: Q[K] extends LoadedQuery<infer D> ? D : never;
};

/**
 * Queries a screen shows together: loaded when all are, failed with the first failure. Only
 * what has no data yet holds the screen back, so neither a loaded query's background refresh
 * nor a disabled query (nothing to ask) does.
 */
export function combineQueries<const Q extends readonly LoadedQuery<unknown>[]>(queries: Q): LoadedQuery<DataOf<Q>> {
  const waiting = queries.filter((query) => query.data === undefined);
  return {
    data: waiting.length === 0 ? (queries.map((query) => query.data) as DataOf<Q>) : undefined,
    error: waiting.find((query) => query.error)?.error ?? null,
    isFetching: waiting.some((query) => query.isFetching),
    // What already loaded stays cached: 'Réessayer' asks again only for what failed.
    refetch: () => waiting.filter((query) => query.error).forEach((query) => void query.refetch()),
  };
}

/** The API's `detail` (in the page's language: the client sends it), else the generic message. */
const loadErrorDetail = (error: Error) => getErrorDetail(error, i18n.t('common:states.loadError'));

export interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /** e.g. 'Chargement des commandes...' */
  loadingMessage: string;
  /** The failure's text, shown with 'Réessayer'; by default the API's `detail`, else 'Erreur lors du chargement'. */
  errorMessage?: string | ((error: Error) => string);
  /** A failure the screen explains itself (e.g. a 404): its node replaces the error state, without a toast. */
  renderError?: (error: Error) => ReactNode | undefined;
  /** Also tell each failed load once in an error toast. */
  toastOnError?: boolean;
  /** What shows instead of the children when the data is an empty list (e.g. an EmptyState). */
  empty?: ReactNode;
  /**
   * What the data renders to. A node instead is shown once nothing is loading or failed (the
   * screen reads its queries itself); without children this is only the stand-in the caller
   * shows while it has no data.
   */
  children?: ReactNode | ((data: T) => ReactNode);
}

/**
 * A screen's loaded part: the loading state, the error state whose 'Réessayer' asks again, then
 * the data. Data once shown stays: a failed background refresh leaves it on screen.
 */
export function QueryState<T>({
  query,
  loadingMessage,
  errorMessage = loadErrorDetail,
  renderError,
  toastOnError = false,
  empty,
  children,
}: QueryStateProps<T>) {
  // A retry in flight is a load again, not still a failure.
  const failure = query.isFetching ? null : query.error;
  const explained = failure && renderError ? renderError(failure) : undefined;
  const message = failure ? (typeof errorMessage === 'function' ? errorMessage(failure) : errorMessage) : null;
  const toastText = toastOnError && explained === undefined ? message : null;

  // Once per failed load (each failure is a new error object), with the text of that moment.
  const latestToastText = useRef(toastText);
  useEffect(() => {
    latestToastText.current = toastText;
  });
  useEffect(() => {
    if (failure && latestToastText.current) toast.error(latestToastText.current);
  }, [failure]);

  const { data } = query;
  if (failure && (data === undefined || children === undefined)) {
    return explained ?? <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  const loading = <LoadingState message={loadingMessage} />;
  if (empty !== undefined && Array.isArray(data) && data.length === 0) return empty;
  if (typeof children === 'function') return data === undefined ? loading : children(data);
  return children === undefined || (data === undefined && query.isFetching) ? loading : children;
}
