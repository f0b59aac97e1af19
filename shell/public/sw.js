// Teranga's service worker, served at the shell's origin root so that its scope is every page.
// It shows the API's Web Push messages (`{ title, body, url }`, api/src/notifications/push.ts)
// and opens their page on a click. Plain script without a build step: a worker's URL must stay
// stable (`/sw.js`, shared-ui's PUSH_WORKER_URL), and it caches nothing (no fetch handler).

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

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
