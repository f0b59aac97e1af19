import { useEffect, useRef } from 'react';

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Calls `tick` every `intervalMs` while the tab is visible. A hidden tab stops polling (no
 * traffic nobody sees); when it shows again, `tick` runs at once and the rhythm resumes.
 */
export function usePolling(tick: () => unknown, intervalMs: number, enabled = true): void {
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => void tickRef.current(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (isHidden()) {
        stop();
      } else if (timer === undefined) {
        void tickRef.current();
        start();
      }
    };
    if (!isHidden()) start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, enabled]);
}
