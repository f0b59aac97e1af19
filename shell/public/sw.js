// Teranga's service worker, served at the shell's origin root so that its scope is every page.
// 1. It shows the API's Web Push messages (`{ title, body, url }`, api/src/notifications/push.ts)
//    and opens their page on a click.
// 2. It lets the installed app open offline (issue 18; docs/pwa.md): the last page HTML, the shell's
//    and the remotes' files, and the last API answers, kept as they are fetched.
// Plain script without a build step: a worker's URL must stay stable (`/sw.js`, shared-ui's
// PUSH_WORKER_URL), and it must not depend on the build it caches.

const FALLBACK = { title: 'Teranga', body: 'Du nouveau sur votre commande.', url: '/' };

/** The page to open, on this origin only: a push never sends the user elsewhere. */
function pageUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : new URL(target.pathname + target.search, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function readMessage(data) {
  let message;
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  const text = (value, fallback) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  return {
    title: text(message.title, FALLBACK.title),
    body: text(message.body, FALLBACK.body),
    url: pageUrl(text(message.url, FALLBACK.url)),
  };
}

// Bump the suffix when the layout of the caches changes: `activate` deletes the others.
const CACHES = { pages: 'teranga-pages-v1', files: 'teranga-files-v1', api: 'teranga-api-v1' };
/** The one page of the app (every route is the same HTML). */
const APP_PAGE = '/index.html';
/** Built files named by their content: never change, served from the cache first. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/** Older entries beyond these are dropped (a file per deploy would otherwise pile up). */
const LIMITS = { files: 400, api: 150 };
/** Set on an API answer served from the cache: the page shows 'Hors ligne' (shared-ui api-client). */
const OFFLINE_HEADER = 'X-Teranga-Offline';
const OFFLINE_DETAIL = {
  fr: 'Hors ligne : cette action demande une connexion à internet.',
  en: 'Offline: this action needs an internet connection.',
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('teranga-') && !Object.values(CACHES).includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  ),
);

const isApi = (url) => url.pathname.startsWith('/api/');

/** The language the page asked the API for (its client sends Accept-Language). */
const languageOf = (request) =>
  (request.headers.get('Accept-Language') || '').toLowerCase().startsWith('en') ? 'en' : 'fr';

function offlineAnswer(request) {
  return new Response(JSON.stringify({ detail: OFFLINE_DETAIL[languageOf(request)] }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' },
  });
}

/** Keeps at most `max` entries: the oldest (first inserted) go first. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/**
 * Keeps `response` under `key`. Never fails the request it comes from: a full quota or a response
 * the cache refuses only means this one is not kept.
 */
async function remember(cacheName, key, response, max) {
  try {
    const cache = await caches.open(cacheName);
    await cache.delete(key); // re-inserted last: the newest
    await cache.put(key, response);
    if (max) await trim(cacheName, max);
  } catch (error) {
    console.warn('[teranga] réponse non gardée', error);
  }
}

/**
 * Worth keeping: a successful answer, or a script or style sheet of another origin (a remote's
 * chunk, opaque to the worker). Other opaque answers (map tiles, pictures) are not: the browser
 * counts each as megabytes of quota.
 */
const keepable = (request, response) =>
  response.ok || (response.type === 'opaque' && ['script', 'style'].includes(request.destination));

/**
 * The network first, so that a redeployed shell or remote (new HTML, remotes.json, manifest,
 * remoteEntry.js) is used as soon as it is reachable; the cache when it is not.
 */
async function networkFirst(request, cacheName, { key = request, max, onCached } = {}) {
  try {
    const response = await fetch(request);
    if (keepable(request, response)) await remember(cacheName, key, response.clone(), max);
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return onCached ? onCached(cached) : cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHES.files });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(request, response)) await remember(CACHES.files, request, response.clone(), LIMITS.files);
  return response;
}

/** A cached API answer, marked so that the page knows it is not fresh. */
function markedOffline(cached) {
  const headers = new Headers(cached.headers);
  headers.set(OFFLINE_HEADER, '1');
  return cached.blob().then((body) => new Response(body, { status: cached.status, headers }));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;

  if (isApi(url)) {
    // The live stream is a connection, not an answer; the API's own pages are not the app.
    if (url.pathname === '/api/events' || url.pathname.startsWith('/api/docs')) return;
    if (request.method !== 'GET') {
      event.respondWith(fetch(request).catch(() => offlineAnswer(request)));
      return;
    }
    event.respondWith(
      networkFirst(request, CACHES.api, { max: LIMITS.api, onCached: markedOffline }).catch(() =>
        offlineAnswer(request),
      ),
    );
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    if (url.origin !== self.location.origin) return;
    event.respondWith(networkFirst(request, CACHES.pages, { key: APP_PAGE }));
    return;
  }
  event.respondWith(
    HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request, CACHES.files, { max: LIMITS.files }),
  );
});

// The files the page loaded before this worker controlled it (a first visit): kept now, so that the
// next opening works offline. API answers are not among them (they carry the user's token).
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'cache-files' && Array.isArray(data.urls)) {
    event.waitUntil(
      Promise.all(
        data.urls.map((url) =>
          caches.match(url, { cacheName: CACHES.files }).then((hit) =>
            hit
              ? undefined
              : fetch(url, { mode: new URL(url).origin === self.location.origin ? 'same-origin' : 'cors' })
                  .then((response) => (response.ok ? remember(CACHES.files, url, response, LIMITS.files) : undefined))
                  .catch(() => undefined),
          ),
        ),
      ).then(() =>
        data.page
          ? fetch(data.page)
              .then((response) => (response.ok ? remember(CACHES.pages, APP_PAGE, response) : undefined))
              .catch(() => undefined)
          : undefined,
      ),
    );
  }
  // Signing out forgets the signed-in user's answers.
  if (data.type === 'clear-api') event.waitUntil(caches.delete(CACHES.api));
});

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      lang: 'fr',
      // One notice per page: a newer one about the same order replaces the older.
      tag: message.url,
      renotify: true,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
