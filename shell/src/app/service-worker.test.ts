// The service worker (`public/sw.js`) run as a browser runs it: the script evaluated once in a
// global scope of its own, then its event listeners called with the events the browser sends.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// Tests run from the workspace's folder (`npm test --workspaces`).
const SOURCE = readFileSync('public/sw.js', 'utf8');
const ORIGIN = 'https://teranga.example';

type Listener = (event: Record<string, unknown>) => void;

/** The browser's CacheStorage, in memory: entries by URL, in insertion order (as the worker relies on). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      delete: async (request: Request | string) => store.delete(keyOf(request)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(keyOf(request))?.clone(),
  };
}

function startWorker(
  windows: { url: string; focus: () => Promise<unknown> }[] = [],
  network: (request: Request) => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch')),
) {
  const listeners = new Map<string, Listener>();
  const caches = memoryCaches();
  const fetch = vi.fn((input: Request | string, init?: RequestInit) =>
    network(typeof input === 'string' ? new Request(new URL(input, ORIGIN), init) : input),
  );
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(SOURCE, { self, URL, caches, fetch, Request, Response, Headers, console });
  /** Sends an event; answers what it asked the browser to wait for. */
  const dispatch = (type: string, event: Record<string, unknown> = {}) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    return pending;
  };
  /** A page's request through the worker: its answer, or undefined when the worker lets it pass. */
  const request = async (url: string, init: RequestInit & { mode?: RequestMode } = {}) => {
    let answer: Promise<Response> | undefined;
    const req = new Request(url, { ...init, mode: init.mode === 'navigate' ? undefined : init.mode });
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'cors' });
    listeners.get('fetch')!({ request: req, respondWith: (promise: Promise<Response>) => (answer = promise) });
    return answer;
  };
  return { self, dispatch, caches, fetch, request };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

describe('service worker', () => {
  it('takes over at once, so the first subscription works without a reload', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('install');
    await dispatch('activate');
    expect(self.skipWaiting).toHaveBeenCalledOnce();
    expect(self.clients.claim).toHaveBeenCalledOnce();
  });

  it('shows the API’s message, one notice per order page', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('push', {
      data: pushData({
        title: 'Commande refusée',
        body: 'Chez Fatou : Rupture de stock. Remboursement : 28,30 €.',
        url: `${ORIGIN}/client/orders/c-1`,
      }),
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Commande refusée', {
      body: 'Chez Fatou : Rupture de stock. Remboursement : 28,30 €.',
      lang: 'fr',
      tag: `${ORIGIN}/client/orders/c-1`,
      renotify: true,
      data: { url: `${ORIGIN}/client/orders/c-1` },
    });
  });

  it('a message that is not the API’s JSON still shows, on our own origin only', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('push', { data: pushData('pas du JSON') });
    await dispatch('push', {
      data: pushData({ title: 'Commande livrée', url: 'https://evil.example/client/orders/c-2?x=1' }),
    });
    await dispatch('push', {});
    const shown = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: unknown },
    ][];
    expect(shown.map(([title, options]) => [title, options.body, options.data])).toEqual([
      ['Teranga', 'pas du JSON', { url: `${ORIGIN}/` }],
      ['Commande livrée', 'Du nouveau sur votre commande.', { url: `${ORIGIN}/client/orders/c-2?x=1` }],
      ['Teranga', 'Du nouveau sur votre commande.', { url: `${ORIGIN}/` }],
    ]);
  });

  it('a click focuses the order’s open tab, or opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const open = startWorker([{ url: `${ORIGIN}/client/orders/c-1`, focus }]);
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/client/orders/c-1` } } });
    expect(close).toHaveBeenCalledOnce();
    expect(focus).toHaveBeenCalledOnce();
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();

    const none = startWorker([{ url: `${ORIGIN}/client/explorer`, focus }]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/client/orders/c-9` } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/client/orders/c-9`);
  });

  describe('offline (issue 18)', () => {
    const API_URL = 'http://localhost:8000/api';
    const online =
      (body: string, headers: Record<string, string> = {}) =>
      () =>
        Promise.resolve(new Response(body, { status: 200, headers }));

    it('keeps the API’s answers and serves them, marked, when the API cannot be reached', async () => {
      let up = true;
      const worker = startWorker([], (req) =>
        up ? Promise.resolve(Response.json({ items: [req.url] })) : Promise.reject(new TypeError('Failed to fetch')),
      );
      const fresh = await worker.request(`${API_URL}/restaurants`);
      expect(fresh!.headers.get('X-Teranga-Offline')).toBeNull();
      up = false;
      const kept = await worker.request(`${API_URL}/restaurants`);
      expect(kept!.headers.get('X-Teranga-Offline')).toBe('1');
      expect(await kept!.json()).toEqual({ items: [`${API_URL}/restaurants`] });
      // Never seen: a 503 the page shows as its message.
      const unknown = await worker.request(`${API_URL}/commandes`, { headers: { 'Accept-Language': 'en-GB' } });
      expect(unknown!.status).toBe(503);
      expect(await unknown!.json()).toEqual({ detail: 'Offline: this action needs an internet connection.' });
    });

    it('refuses a write it cannot send, in the language of the page; sends it when it can', async () => {
      const down = startWorker();
      const refused = await down.request(`${API_URL}/commandes`, { method: 'POST', body: '{}' });
      expect(refused!.status).toBe(503);
      expect(await refused!.json()).toEqual({ detail: 'Hors ligne : cette action demande une connexion à internet.' });
      expect(refused!.headers.get('X-Teranga-Offline')).toBe('1');

      const up = startWorker([], () => Promise.resolve(new Response('{}', { status: 201 })));
      expect((await up.request(`${API_URL}/commandes`, { method: 'POST', body: '{}' }))!.status).toBe(201);
      expect(up.caches.stores.get('teranga-api-v1')?.size ?? 0).toBe(0);
    });

    it('lets the live stream through untouched', async () => {
      const worker = startWorker();
      expect(await worker.request(`${API_URL}/events`)).toBeUndefined();
    });

    it('update path: the page, remotes.json, a remote’s manifest and entry come from the network first', async () => {
      let version = 'v1';
      const worker = startWorker([], () => Promise.resolve(new Response(version)));
      const read = async (url: string, mode?: RequestMode) => (await worker.request(url, { mode }))!.text();
      const files = [
        `${ORIGIN}/remotes.json`,
        'http://localhost:3001/mf-manifest.json',
        'http://localhost:3001/remoteEntry.js',
      ];
      for (const url of files) expect(await read(url)).toBe('v1');
      expect(await read(`${ORIGIN}/client/explorer`, 'navigate')).toBe('v1');
      version = 'v2'; // a redeploy
      for (const url of files) expect(await read(url)).toBe('v2');
      expect(await read(`${ORIGIN}/admin`, 'navigate')).toBe('v2');
    });

    it('serves built files named by their content from the cache, and the last page offline', async () => {
      let up = true;
      const network = vi.fn((req: Request) =>
        up ? online(`file ${new URL(req.url).pathname}`)() : Promise.reject(new TypeError('Failed to fetch')),
      );
      const worker = startWorker([], network);
      const chunk = 'http://localhost:3001/412.1a2b3c4d.js';
      expect(await (await worker.request(chunk))!.text()).toBe('file /412.1a2b3c4d.js');
      expect(await (await worker.request(chunk))!.text()).toBe('file /412.1a2b3c4d.js');
      expect(network).toHaveBeenCalledTimes(1);
      await worker.request(`${ORIGIN}/client/explorer`, { mode: 'navigate' });
      up = false;
      // Any route of the app opens on the one page it last loaded.
      expect(await (await worker.request(`${ORIGIN}/client/orders`, { mode: 'navigate' }))!.text()).toBe(
        'file /client/explorer',
      );
    });

    it('keeps the files a first visit loaded before it took over, and forgets the API on sign-out', async () => {
      const worker = startWorker([], (req) => Promise.resolve(new Response(`file ${req.url}`)));
      await worker.dispatch('message', {
        data: { type: 'cache-files', urls: [`${ORIGIN}/main.1a2b3c4d.js`], page: `${ORIGIN}/` },
      });
      expect([...worker.caches.stores.get('teranga-files-v1')!.keys()]).toEqual([`${ORIGIN}/main.1a2b3c4d.js`]);
      expect([...worker.caches.stores.get('teranga-pages-v1')!.keys()]).toEqual([`${ORIGIN}/index.html`]);

      await worker.request(`${API_URL}/auth/me`);
      expect(worker.caches.stores.has('teranga-api-v1')).toBe(true);
      await worker.dispatch('message', { data: { type: 'clear-api' } });
      expect(worker.caches.stores.has('teranga-api-v1')).toBe(false);
    });

    it('answers from the network even when the cache refuses to keep the answer', async () => {
      const worker = startWorker([], () => Promise.resolve(new Response('tiles')));
      const full = await worker.caches.open('teranga-files-v1');
      full.put = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const open = worker.caches.open;
      worker.caches.open = async () => full;
      expect(await (await worker.request('http://localhost:3001/remoteEntry.js'))!.text()).toBe('tiles');
      worker.caches.open = open;
    });

    it('drops the caches of an older layout when it takes over', async () => {
      const worker = startWorker();
      await worker.caches.open('teranga-files-v0');
      await worker.caches.open('someone-else');
      await worker.dispatch('activate');
      expect(await worker.caches.keys()).toEqual(['someone-else']);
    });
  });
});
