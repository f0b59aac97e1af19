import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@teranga/shared-ui';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingMessage: string;
  children: (data: T) => ReactNode;
}

/** A page's loaded part: the first load, the error with 'Réessayer', then what the data renders to. */
export function QueryView<T>({ query, loadingMessage, children }: QueryViewProps<T>) {
  if (query.isError) {
    return (
      <ErrorState
        message="Erreur lors du chargement"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <LoadingState message={loadingMessage} />;
  return children(query.data);
}
