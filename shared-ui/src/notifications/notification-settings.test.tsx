import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from '../components/toaster/toaster';
import { configureApi } from '../lib/api-client';
import { createQueryClient } from '../lib/react-query';
import { createAuthHandlers, createMockUsers, MOCK_API_URL, mockLoginResult } from '../mocks';
import { useSession } from '../stores/session';
import { makeUser } from '../test/fixtures';
import { recordRequests } from '../testing/record-requests';
import { NotificationSettings } from './notification-settings';

const client = makeUser({ id: 'cli-1', role: 'client', name: 'Awa Diop' });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A fresh mock account each time: the handlers keep the channels chosen.
  server.resetHandlers(...createAuthHandlers(createMockUsers([client])));
  configureApi({ baseURL: MOCK_API_URL, onAuthFailure: () => {} });
  useSession.getState().signIn(mockLoginResult(client));
});
afterEach(() => {
  server.resetHandlers();
  toast.dismiss();
  useSession.getState().signOut();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterAll(() => server.close());

/**
 * The browser's Push API as far as the settings use it: a worker registration at the origin's
 * root, its push manager, and the notification permission the user answers with.
 */
function installPushBrowser({ answer = 'granted', permission = 'default', controller = null as string | null } = {}) {
  const browser = {
    permission: permission as NotificationPermission,
    registered: [] as { url: string; scope?: string }[],
    subscribedWith: undefined as PushSubscriptionOptionsInit | undefined,
    subscription: null as null | {
      endpoint: string;
      unsubscribe: ReturnType<typeof vi.fn>;
      toJSON: () => PushSubscriptionJSON;
    },
  };
  const endpoint = 'https://push.example.test/send/abc';
  const registration = {
    active: { scriptURL: 'http://localhost:3000/sw.js' },
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        browser.subscribedWith = options;
        browser.subscription = {
          endpoint,
          unsubscribe: vi.fn(async () => {
            browser.subscription = null;
            return true;
          }),
          toJSON: () => ({ endpoint, keys: { p256dh: 'BNc-p256dh', auth: 'auth-secret' } }),
        };
        return browser.subscription;
      },
    },
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: vi.fn(async () => {
      browser.permission = answer as NotificationPermission;
      return browser.permission;
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controller ? { scriptURL: `http://localhost:3000${controller}` } : null,
      getRegistration: async () => (browser.registered.length > 0 ? registration : undefined),
      register: async (url: string, options?: { scope?: string }) => {
        browser.registered.push({ url, scope: options?.scope });
        return registration;
      },
      get ready() {
        return Promise.resolve(registration);
      },
    },
  });
  return browser;
}

function renderSettings() {
  const events = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationSettings description="Commande acceptée, refusée, en route, livrée ou annulée." />
      <Toaster />
    </QueryClientProvider>,
  );
  return events;
}

const channel = (name: string) => screen.findByRole('switch', { name });

describe('NotificationSettings', () => {
  it('shows the account’s channels (all on until chosen) and saves a change', async () => {
    installPushBrowser();
    const saves = recordRequests(server, { method: 'PUT', path: '/auth/me/notifications' });
    const events = renderSettings();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const email = await channel('Par e-mail');
    expect(email).toHaveAttribute('aria-checked', 'true');
    expect(await channel('Notifications push')).toHaveAttribute('aria-checked', 'true');

    await events.click(email);
    await waitFor(() => expect(email).toHaveAttribute('aria-checked', 'false'));
    expect(saves.map((call) => call.body)).toEqual([{ email: false, push: true }]);
    expect(await screen.findByText('Préférences enregistrées')).toBeInTheDocument();
  });

  it('turning push on asks the browser, registers the shell’s worker, subscribes and tells the API', async () => {
    const browser = installPushBrowser();
    const subscriptions = recordRequests(server, { path: '/push/subscriptions' });
    server.use(
      http.get(`${MOCK_API_URL}/auth/me/notifications`, () => HttpResponse.json({ email: true, push: false })),
    );
    const events = renderSettings();

    await events.click(await channel('Notifications push'));
    expect(await screen.findByText('Cet appareil reçoit les notifications.')).toBeInTheDocument();
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    // The server's base64url key, as bytes.
    const key = browser.subscribedWith?.applicationServerKey as Uint8Array;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(browser.subscribedWith?.userVisibleOnly).toBe(true);
    expect(subscriptions.map(({ method, body }) => ({ method, body }))).toEqual([
      {
        method: 'POST',
        body: { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'BNc-p256dh', auth: 'auth-secret' } },
      },
    ]);
  });

  it('a refused permission says how to allow it, and subscribes nothing', async () => {
    installPushBrowser({ answer: 'denied' });
    const subscriptions = recordRequests(server, { path: '/push/subscriptions' });
    const events = renderSettings();
    expect(await screen.findByText('Cet appareil ne les reçoit pas encore.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Activer sur cet appareil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les notifications sont bloquées pour Teranga dans ce navigateur : autorisez-les dans ses réglages.',
    );
    expect(subscriptions).toEqual([]);
    // The browser now answers `denied` for good: only its settings can change it.
    expect(
      await screen.findByText(
        'Les notifications sont bloquées pour Teranga dans ce navigateur : autorisez-les dans ses réglages.',
        { selector: 'p:not([role])' },
      ),
    ).toBeInTheDocument();
  });

  it('turning push off saves it and ends this browser’s subscription', async () => {
    const browser = installPushBrowser();
    const events = renderSettings();
    await events.click(await screen.findByRole('button', { name: 'Activer sur cet appareil' }));
    expect(await screen.findByText('Cet appareil reçoit les notifications.')).toBeInTheDocument();
    const subscription = browser.subscription!;
    const calls = recordRequests(server, { path: /^\/(push\/subscriptions|auth\/me\/notifications)$/ });

    await events.click(screen.getByRole('switch', { name: 'Notifications push' }));
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        { method: 'PUT', path: '/auth/me/notifications', body: { email: true, push: false } },
        { method: 'DELETE', path: '/push/subscriptions', body: { endpoint: 'https://push.example.test/send/abc' } },
      ]),
    );
    expect(screen.queryByText('Cet appareil reçoit les notifications.')).not.toBeInTheDocument();
  });

  it('without the Push API, or under a remote’s standalone mock worker, says it is unavailable here', async () => {
    renderSettings();
    expect(await screen.findByText('Ce navigateur ne reçoit pas les notifications push.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activer sur cet appareil' })).not.toBeInTheDocument();
  });

  it('a page controlled by another worker (MSW in standalone mode) never registers ours over it', async () => {
    const browser = installPushBrowser({ controller: '/mockServiceWorker.js' });
    renderSettings();
    expect(await screen.findByText('Ce navigateur ne reçoit pas les notifications push.')).toBeInTheDocument();
    expect(browser.registered).toEqual([]);
  });

  it('a failed load offers to try again', async () => {
    installPushBrowser();
    server.use(
      http.get(`${MOCK_API_URL}/auth/me/notifications`, () =>
        HttpResponse.json({ detail: 'Service indisponible' }, { status: 503 }),
      ),
    );
    renderSettings();
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await channel('Par e-mail')).toBeInTheDocument();
  });
});
