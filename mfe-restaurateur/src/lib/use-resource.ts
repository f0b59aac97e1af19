import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  /** True while a load that replaces what is shown runs (not during silent refreshes). */
  loading: boolean;
  /** Loads again, showing the loading state. */
  reload: () => Promise<void>;
  /** Loads again in the background, keeping the current data on screen (polling). */
  refresh: () => Promise<void>;
  /** Local updates after a write, so the screen does not wait for a reload. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Data of one API read, loaded when `deps` change. A `null` loader means "nothing to load yet"
 * (e.g. no restaurant). Only the latest request may update the state, so a slow answer for
 * an old period or filter never overwrites a newer one.
 */
export function useResource<T>(loader: (() => Promise<T>) | null, deps: readonly unknown[]): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(loader !== null);
  const loaderRef = useRef(loader);
  const sequence = useRef(0);

  useEffect(() => {
    loaderRef.current = loader;
  });

  const run = useCallback(async (silent: boolean) => {
    const load = loaderRef.current;
    const id = ++sequence.current;
    if (!load) {
      setLoading(false);
      return;
    }
    if (!silent) {
      setLoading(true);
      setError(null);
    }
    try {
      const result = await load();
      if (id !== sequence.current) return;
      setData(() => result);
      setError(null);
    } catch (caught) {
      if (id !== sequence.current) return;
      setError(caught);
    } finally {
      if (id === sequence.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    loaderRef.current = loader;
    void run(false);
    // The caller's deps decide when to reload; the loader itself is read from the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const reload = useCallback(() => run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);

  return { data, error, loading, reload, refresh, setData };
}
