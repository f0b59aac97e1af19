// The remotes' data layer: one QueryClient per page (the shell's, or the standalone/test
// harness's), shared through Module Federation as a singleton so every area reads and
// invalidates the same cache. Modelled on bulletproof-react's src/lib/react-query.ts.
import { useEffect, useState, type ReactNode } from 'react';
import {
  MutationCache,
  QueryClient,
  QueryClientProvider,
  type DefaultOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { toast } from '../components/toaster/toaster';
import { i18n } from '../i18n/i18n';
import { useSession } from '../stores/session';
import { getErrorDetail } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * What the one mutation cache shows after a write, so no screen repeats the
     * pending-flag/try/finally/toast block: `successMessage` as a success toast (or a
     * function of the answer and variables), `errorMessage` as the fallback of the error
     * toast (the API's `detail` wins), `fixedErrorMessage` where the spec wants one
     * message whatever the API said, `silent` for writes whose screen says it itself.
     */
    mutationMeta: {
      successMessage?: string | ((data: unknown, variables: unknown) => string | undefined);
      errorMessage?: string;
      fixedErrorMessage?: string;
      silent?: boolean;
    };
  }
}

export const queryConfig = {
  queries: {
    // Screens show their own ErrorState with 'Réessayer': a silent triple retry would only
    // delay it. Focus refetches would refetch every open list when a tab comes back; the
    // lists that must stay fresh poll with refetchInterval instead.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(defaults: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({
    defaultOptions: defaults,
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (mutation.meta?.silent || !message) return;
        const text = typeof message === 'function' ? message(data, variables) : message;
        if (text) toast.success(text);
      },
      onError: (error, _variables, _context, mutation) => {
        // Every failed write is logged (spec §8), whether or not the screen reports it itself.
        console.error(
          '[teranga] échec d’une écriture',
          mutation.options.mutationKey ?? '',
          getErrorDetail(error, error instanceof Error ? error.message : String(error)),
        );
        const meta = mutation.meta;
        if (meta?.silent) return;
        toast.error(
          meta?.fixedErrorMessage ?? getErrorDetail(error, meta?.errorMessage ?? i18n.t('common:states.genericError')),
        );
      },
    }),
  });
}

export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<FnType>>;

/** Extra options a query hook accepts, everything but its key and fetcher. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Options a mutation hook accepts: a single variables argument, the API's answer as data. */
export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  ApiFnReturnType<MutationFnType>,
  Error,
  Parameters<MutationFnType>[0]
>;

/** `first`, then `then` (whose answer TanStack awaits), or whichever is given. */
function chain<Args extends unknown[]>(first?: (...args: Args) => unknown, then?: (...args: Args) => unknown) {
  if (!first || !then) return first ?? then;
  return (...args: Args) => {
    void first(...args);
    return then(...args);
  };
}

/**
 * The options of a mutation hook that does its own cache work: `own` (the fetcher and what it
 * changes in the cache) with the screen's `config`, whose callbacks run after the hook's own
 * callbacks of the same name rather than replacing them.
 */
export function withScreenCallbacks<TData, TVariables, TContext>(
  own: UseMutationOptions<TData, Error, TVariables, TContext>,
  config: Omit<UseMutationOptions<TData, Error, TVariables, TContext>, 'mutationFn'> = {},
): UseMutationOptions<TData, Error, TVariables, TContext> {
  return {
    ...config,
    ...own,
    onSuccess: chain(own.onSuccess, config.onSuccess),
    onError: chain(own.onError, config.onError),
    onSettled: chain(own.onSettled, config.onSettled),
  };
}

/**
 * Empties `client` whenever the signed-in user changes, so a second account on the same tab
 * never sees the first one's cached orders. Cleared as the session store changes, before any
 * screen renders for the new user. Returns the unsubscribe function.
 */
export function clearOnUserChange(client: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) client.clear();
  });
}

/** Provides `client` (or a new one), emptied whenever the signed-in user changes. */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => clearOnUserChange(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
