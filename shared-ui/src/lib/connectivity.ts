import { useSyncExternalStore } from 'react';

/**
 * Whether the page is cut off from the network: the browser says so (`navigator.onLine`), or the
 * API's last answer came from the service worker's cache (its `X-Teranga-Offline` header, set by
 * shell/public/sw.js) or did not come at all. The next real answer clears it.
 */
let apiUnreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The API client reports each answer here. */
export function reportApiReachable(reachable: boolean): void {
  if (apiUnreachable === !reachable) return;
  apiUnreachable = !reachable;
  notify();
}

export function isOffline(): boolean {
  return apiUnreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** The header the service worker sets on what it answers from its cache. */
export const OFFLINE_HEADER = 'x-teranga-offline';
