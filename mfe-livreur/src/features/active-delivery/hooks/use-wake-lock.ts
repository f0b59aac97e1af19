import { useEffect, useState } from 'react';

/**
 * Keeps the phone's screen on while `active` (Screen Wake Lock API): a courier glancing at the
 * address or the code must not have to unlock the phone. The browser drops the lock whenever the
 * page is hidden (another app, screen locked), so it is asked again each time the page is visible.
 * Released when `active` turns false or the screen unmounts. Where the API is missing (older
 * browsers, insecure origins) or refuses (battery saver), nothing happens: the screen just sleeps
 * as usual. True while the lock is held.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined;
    if (!active || !wakeLock) return undefined;

    let stopped = false;
    let requesting = false;
    // The page came back while a request was under way (one the hidden page may see refused).
    let askAgain = false;
    let sentinel: WakeLockSentinel | null = null;

    const acquire = async () => {
      if (stopped || requesting || sentinel || document.visibilityState !== 'visible') return;
      requesting = true;
      try {
        const lock = await wakeLock.request('screen');
        if (stopped) {
          // The screen went away while the browser was answering.
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          if (sentinel !== lock) return;
          sentinel = null;
          if (!stopped) setHeld(false);
        });
      } catch (error) {
        console.warn('Écran non maintenu allumé', error);
      } finally {
        requesting = false;
        if (askAgain) {
          askAgain = false;
          void acquire();
        }
      }
    };

    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      if (requesting) askAgain = true;
      else void acquire();
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    void acquire();

    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      const lock = sentinel;
      sentinel = null;
      setHeld(false);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);

  return held;
}
