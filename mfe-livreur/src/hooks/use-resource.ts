import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';

export type ResourceState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again. Shown data stays on screen while it runs; a failure then only gets logged. */
  refresh: () => Promise<void>;
  /** Back to the loading state, then loads (the error state's 'Réessayer'). */
  retry: () => Promise<void>;
  refreshing: boolean;
}

/**
 * Loads `load()` on mount and whenever `key` changes. Only the latest request may update the
 * state, so a slow poll answer can never overwrite a newer one (e.g. right after an accept).
 * While `enabled` is false nothing is requested and the state stays 'idle'.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  enabled = true,
): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: enabled ? 'loading' : 'idle' });
  const enabledRef = useRef(enabled);
  const [refreshing, setRefreshing] = useState(false);
  const loadRef = useRef(load);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    loadRef.current = load;
    enabledRef.current = enabled;
  });

  const run = useCallback(async (mode: 'initial' | 'refresh' | 'retry') => {
    if (!enabledRef.current) return;
    const id = ++latest.current;
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    if (mode === 'retry') setState({ status: 'loading' });
    if (mode === 'refresh') setRefreshing(true);
    try {
      const data = await loadRef.current(ctrl.signal);
      if (id === latest.current) setState({ status: 'success', data });
    } catch (error) {
      if (id !== latest.current || axios.isCancel(error)) return;
      // A background refresh keeps what is on screen rather than replacing it with an error.
      setState((current) => {
        if (mode === 'refresh' && current.status === 'success') {
          console.error('Actualisation impossible', error);
          return current;
        }
        return { status: 'error', error };
      });
    } finally {
      if (id === latest.current) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    setState({ status: enabled ? 'loading' : 'idle' });
    if (enabled) void run('initial');
    return () => {
      latest.current += 1;
      controller.current?.abort();
    };
  }, [key, enabled, run]);

  const refresh = useCallback(() => run('refresh'), [run]);
  const retry = useCallback(() => run('retry'), [run]);
  return { state, refresh, retry, refreshing };
}
