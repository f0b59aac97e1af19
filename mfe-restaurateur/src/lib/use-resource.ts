import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  /** True until the current deps have been answered, and during a reload (not a silent refresh). */
  loading: boolean;
  /** Loads again, showing the loading state. */
  reload: () => Promise<void>;
  /** Loads again in the background, keeping the current data on screen (polling). */
  refresh: () => Promise<void>;
  /** Local updates after a write, so the screen does not wait for a reload. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

export const sameDeps = (a: readonly unknown[] | null, b: readonly unknown[]) =>
  a !== null && a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Data of one API read, loaded when `deps` change. A `null` loader means "nothing to load yet"
 * (e.g. no restaurant). Only the latest request may update the state, so a slow answer for
 * an old period or filter never overwrites a newer one. `loading` is derived from the deps the
 * state was settled for, so the render where new deps arrive already shows the loading state
 * (no flash of an empty or error state before the request starts).
 */
export function useResource<T>(loader: (() => Promise<T>) | null, deps: readonly unknown[]): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [settledFor, setSettledFor] = useState<readonly unknown[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const loaderRef = useRef(loader);
  const depsRef = useRef(deps);
  const sequence = useRef(0);

  useEffect(() => {
    loaderRef.current = loader;
    depsRef.current = deps;
  });

  const run = useCallback(async (mode: 'initial' | 'reload' | 'silent') => {
    const load = loaderRef.current;
    const forDeps = depsRef.current;
    const id = ++sequence.current;
    if (!load) {
      setSettledFor(forDeps);
      setReloading(false);
      return;
    }
    if (mode === 'reload') setReloading(true);
    if (mode !== 'silent') setError(null);
    try {
      const result = await load();
      if (id !== sequence.current) return;
      setData(() => result);
      setError(null);
    } catch (caught) {
      if (id !== sequence.current) return;
      setError(caught);
    } finally {
      if (id === sequence.current) {
        setSettledFor(forDeps);
        setReloading(false);
      }
    }
  }, []);

  useEffect(() => {
    loaderRef.current = loader;
    depsRef.current = deps;
    void run('initial');
    // The caller's deps decide when to reload; the loader itself is read from the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const reload = useCallback(() => run('reload'), [run]);
  const refresh = useCallback(() => run('silent'), [run]);
  const loading = loader !== null && (reloading || !sameDeps(settledFor, deps));

  return { data, error, loading, reload, refresh, setData };
}
