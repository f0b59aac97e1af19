import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSession } from '../stores/session';
import { liveConnection, type LiveEvent, type LiveEventType, type LiveStatus } from './connection';
import { useCommonTranslation } from '../i18n/use-common';
import styles from './live.module.css';

/** The state of the tab's live connection. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => liveConnection.onStatus(onChange),
    () => liveConnection.status,
  );
}

/**
 * Calls `handler` for each live event (of `types`, or all) while mounted. The latest handler is
 * used without resubscribing, so callers need not memoise it.
 */
export function useLiveEvents(handler: (event: LiveEvent) => void, types?: readonly LiveEventType[]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types?.join(',');
  useEffect(() => {
    const wanted = key ? new Set(key.split(',')) : null;
    return liveConnection.subscribe((event) => {
      if (!wanted || wanted.has(event.type)) latest.current(event);
    });
  }, [key]);
}

/**
 * A query's `refetchInterval`: no polling while the stream is open (the events say what changed),
 * `fallbackMs` while it is down, so a screen stays fresh, if slower, without it.
 */
export function useLiveRefetchInterval(fallbackMs: number): number | false {
  return useLiveStatus() === 'open' ? false : fallbackMs;
}

/** How long a drop must last before it is shown: a token renewal reconnects in a blink. */
const NOTICE_DELAY_MS = 1_500;

/**
 * Holds the tab's live connection open while someone is signed in (rendered once, with the query
 * cache: the shell's area layout, the standalone and test harnesses), empties the cache when the
 * API says events were lost (`resync`), and shows the discreet 'Connexion perdue' notice.
 */
export function LiveConnector() {
  const { t } = useCommonTranslation();
  const signedIn = useSession((state) => Boolean(state.accessToken));
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const [showLost, setShowLost] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    liveConnection.start();
    return () => liveConnection.stop();
  }, [signedIn]);

  useLiveEvents(() => void queryClient.invalidateQueries(), ['resync']);

  useEffect(() => {
    if (status !== 'reconnecting') {
      setShowLost(false);
      return;
    }
    const timer = setTimeout(() => setShowLost(true), NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {showLost ? <p className={styles.notice}>{t('live.lost')}</p> : null}
    </div>
  );
}
