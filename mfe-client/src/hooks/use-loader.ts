import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export interface Loader<T> {
  state: LoadState<T>;
  /** Runs the load again (the 'Réessayer' button). */
  reload: () => void;
  /** Replaces the loaded data after a change made on the page (e.g. a cancelled order). */
  setData: (update: (data: T) => T) => void;
}

/**
 * Loads data for a screen, again whenever `key` changes. A newer load aborts the previous one,
 * so a slow answer to an old search can never overwrite the results of the latest one.
 * `onError` runs once per failed load (never for an aborted one), e.g. to raise a toast.
 */
export function useLoader<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): Loader<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without making them effect dependencies (callers pass inline functions).
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        setState({ status: 'error', error });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((current) => (current.status === 'success' ? { status: 'success', data: update(current.data) } : current)),
    [],
  );
  return { state, reload, setData };
}
