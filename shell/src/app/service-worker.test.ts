// The service worker (`public/sw.js`) run as a browser runs it: the script evaluated once in a
// global scope of its own, then its event listeners called with the events the browser sends.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// Tests run from the workspace's folder (`npm test --workspaces`).
const SOURCE = readFileSync('public/sw.js', 'utf8');
const ORIGIN = 'https://teranga.example';

type Listener = (event: Record<string, unknown>) => void;

function startWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
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
  runInNewContext(SOURCE, { self, URL });
  /** Sends an event; answers what it asked the browser to wait for. */
  const dispatch = (type: string, event: Record<string, unknown> = {}) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    return pending;
  };
  return { self, dispatch };
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
});
