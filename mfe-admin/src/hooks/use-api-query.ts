import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface ApiQuery<T> {
  data: T | undefined;
  status: QueryStatus;
  error: unknown;
  /** Loads again (after an error, or to pick up changes made elsewhere). */
  reload: () => void;
  /** Local edits after a successful write, so the screen does not wait for a reload. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Runs `fetcher` on mount and whenever `key` changes. A slower, older answer never
 * overwrites a newer one (switching filters quickly), and nothing is set after unmount.
 */
export function useApiQuery<T>(fetcher: () => Promise<T>, key: string = ''): ApiQuery<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [status, setStatus] = useState<QueryStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher (it may close over filters) without making it a dependency of the load.
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    let current = true;
    setStatus('loading');
    fetcherRef.current().then(
      (result) => {
        if (!current) return;
        setData(result);
        setError(null);
        setStatus('success');
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, status, error, reload, setData };
}
