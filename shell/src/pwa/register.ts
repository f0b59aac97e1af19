import { PUSH_WORKER_URL, useSession } from '@teranga/shared-ui/public';

/** Files worth keeping for an offline opening: the built JS/CSS/JSON of the shell and the remotes, the icons. */
const FILE = /\.(js|css|json|webmanifest|png|svg)(\?|$)/;

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => FILE.test(url) && !new URL(url).pathname.startsWith('/api/'));
}

/**
 * The installable app's worker (public/sw.js, the one that also shows push notices): registered
 * once the page has loaded, it keeps what the app needs to open offline (docs/pwa.md). The files this
 * first visit loaded before the worker took over are handed to it; later ones pass through it.
 * Production builds only: a development server's files change under the same names all the time.
 */
export function startOfflineSupport(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const handOver = (worker: ServiceWorker | null | undefined) =>
    worker?.postMessage({ type: 'cache-files', urls: loadedFiles(), page: `${window.location.origin}/` });

  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(PUSH_WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => handOver(registration.active))
      .catch((error: unknown) => console.warn('[teranga] service worker indisponible', error));
    // Chunks loaded between the snapshot above and the worker's takeover.
    navigator.serviceWorker.addEventListener('controllerchange', () => handOver(navigator.serviceWorker.controller));
  });

  // Another person signing in on this device must not see the previous one's last answers.
  useSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id || (previous.accessToken && !state.accessToken))
      navigator.serviceWorker.controller?.postMessage({ type: 'clear-api' });
  });
}
