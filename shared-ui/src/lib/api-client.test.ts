import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSession } from '../stores/session';
import { makeLoginResult } from '../test/fixtures';
import { api, assetUrl, configureApi, getApiBaseUrl, getErrorDetail } from './api-client';
import { authApi } from './auth-api';
import { isOffline, reportApiReachable } from './connectivity';

const BASE = 'http://localhost:8000/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const onAuthFailure = vi.fn();

beforeEach(() => {
  onAuthFailure.mockReset();
  configureApi({ baseURL: BASE, onAuthFailure });
  useSession.getState().signIn(makeLoginResult({ access_token: 'old-access', refresh_token: 'old-refresh' }));
});

/** An endpoint that only accepts `Bearer new-access`, like a protected route after expiry. */
function protectedEndpoint(path: string, seen: string[] = []) {
  return http.get(`${BASE}${path}`, ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer new-access'
      ? HttpResponse.json({ ok: path })
      : HttpResponse.json({ detail: 'Token expiré' }, { status: 401 });
  });
}

function refreshEndpoint(calls: unknown[], answer = { access_token: 'new-access', refresh_token: 'new-refresh' }) {
  return http.post(`${BASE}/auth/refresh`, async ({ request }) => {
    calls.push(await request.json());
    // A little latency so concurrent requests really overlap with the refresh.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return HttpResponse.json({ ...answer, token_type: 'bearer' });
  });
}

describe('request headers', () => {
  it('sends the stored access token as a bearer header', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/restaurants`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await api.get('/restaurants');
    expect(auth).toBe('Bearer old-access');
  });

  it('reads the token at request time, not at import time', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/auth/me`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    localStorage.setItem('access_token', 'changed-meanwhile');
    await api.get('/auth/me');
    expect(auth).toBe('Bearer changed-meanwhile');
  });

  it('sends no authorization header when signed out', async () => {
    useSession.getState().signOut();
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/restaurants`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await api.get('/restaurants');
    expect(auth).toBeNull();
  });

  it('keeps a token passed explicitly by the caller', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${BASE}/paiements/confirm/c1`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await api.post('/paiements/confirm/c1', {}, { headers: { Authorization: 'Bearer explicit' } });
    expect(auth).toBe('Bearer explicit');
  });

  it('sends JSON bodies as JSON', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${BASE}/categories`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ id: 'c1' });
      }),
    );
    await api.post('/categories', { name: 'Plats', restaurant_id: 'r1' });
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ name: 'Plats', restaurant_id: 'r1' });
  });

  it('lets FormData uploads go out as multipart, not JSON', async () => {
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/upload/image`, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ url: '/api/static/images/x.png' });
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['img'], { type: 'image/png' }), 'x.png');
    await api.post('/upload/image', form);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('401 handling', () => {
  it('refreshes once, stores both rotated tokens and retries the request', async () => {
    const refreshCalls: unknown[] = [];
    const seen: string[] = [];
    server.use(protectedEndpoint('/commandes', seen), refreshEndpoint(refreshCalls));

    const { data } = await api.get('/commandes');

    expect(data).toEqual({ ok: '/commandes' });
    expect(refreshCalls).toEqual([{ refresh_token: 'old-refresh' }]);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
    expect(useSession.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      isAuthenticated: true,
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps the refresh token when the refresh answer has none', async () => {
    server.use(
      protectedEndpoint('/commandes'),
      http.post(`${BASE}/auth/refresh`, () => HttpResponse.json({ access_token: 'new-access' })),
    );
    await api.get('/commandes');
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('old-refresh');
  });

  it('shares a single refresh between concurrent 401s and retries each request', async () => {
    const refreshCalls: unknown[] = [];
    server.use(
      protectedEndpoint('/commandes'),
      protectedEndpoint('/restaurants'),
      protectedEndpoint('/livraisons'),
      refreshEndpoint(refreshCalls),
    );

    const results = await Promise.all([api.get('/commandes'), api.get('/restaurants'), api.get('/livraisons')]);

    expect(results.map((r) => r.data)).toEqual([{ ok: '/commandes' }, { ok: '/restaurants' }, { ok: '/livraisons' }]);
    expect(refreshCalls).toHaveLength(1);
  });

  it('does not refresh again for a request that failed with a token already replaced', async () => {
    const refreshCalls: unknown[] = [];
    server.use(protectedEndpoint('/commandes'), refreshEndpoint(refreshCalls));
    await api.get('/commandes');
    expect(refreshCalls).toHaveLength(1);

    // A late 401 for a request sent with the old token: the new token is enough.
    const seen: string[] = [];
    server.use(protectedEndpoint('/restaurants', seen));
    await api.get('/restaurants', { headers: { Authorization: 'Bearer old-access' } });
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(refreshCalls).toHaveLength(1);
  });

  it('uses a token another tab already refreshed instead of spending the refresh token again', async () => {
    const refreshCalls: unknown[] = [];
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/commandes`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        if (auth === 'Bearer old-access') {
          // Meanwhile another tab refreshed and stored its new tokens.
          localStorage.setItem('access_token', 'new-access');
          localStorage.setItem('refresh_token', 'new-refresh');
          return HttpResponse.json({ detail: 'Token expiré' }, { status: 401 });
        }
        return HttpResponse.json({ ok: true });
      }),
      refreshEndpoint(refreshCalls),
    );
    await api.get('/commandes');
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(refreshCalls).toHaveLength(0);
    expect(useSession.getState().accessToken).toBe('new-access');
  });

  it('waits for another tab holding the refresh lock and reuses the token it stored', async () => {
    const refreshCalls: unknown[] = [];
    const seen: string[] = [];
    const lockNames: string[] = [];
    // Fake Web Locks: by the time this tab gets the lock, the other tab has refreshed.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, task: () => Promise<unknown>) => {
          lockNames.push(name);
          localStorage.setItem('access_token', 'new-access');
          localStorage.setItem('refresh_token', 'new-refresh');
          return task();
        },
      },
    });
    try {
      server.use(protectedEndpoint('/commandes', seen), refreshEndpoint(refreshCalls));
      await api.get('/commandes');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(lockNames).toEqual(['teranga-token-refresh']);
    expect(refreshCalls).toHaveLength(0);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(useSession.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const refreshCalls: unknown[] = [];
    let hits = 0;
    server.use(
      http.get(`${BASE}/admin/stats`, () => {
        hits += 1;
        return HttpResponse.json({ detail: 'Non autorisé' }, { status: 401 });
      }),
      refreshEndpoint(refreshCalls),
    );

    await expect(api.get('/admin/stats')).rejects.toMatchObject({ response: { status: 401 } });
    expect(hits).toBe(2);
    expect(refreshCalls).toHaveLength(1);
  });

  it('on refresh failure clears the session, calls onAuthFailure once and rejects', async () => {
    localStorage.setItem('cart', '{"items":[]}');
    server.use(
      protectedEndpoint('/commandes'),
      protectedEndpoint('/restaurants'),
      http.post(`${BASE}/auth/refresh`, () => HttpResponse.json({ detail: 'Refresh invalide' }, { status: 401 })),
    );

    const outcomes = await Promise.allSettled([api.get('/commandes'), api.get('/restaurants')]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, isAuthenticated: false });
  });

  it('treats a missing refresh token as a failed refresh without calling the API', async () => {
    localStorage.removeItem('refresh_token');
    let refreshed = false;
    server.use(
      protectedEndpoint('/commandes'),
      http.post(`${BASE}/auth/refresh`, () => {
        refreshed = true;
        return HttpResponse.json({ access_token: 'new-access' });
      }),
    );
    await expect(api.get('/commandes')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshed).toBe(false);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth/login', '/auth/register'])('never refreshes for %s', async (path) => {
    let refreshed = false;
    server.use(
      http.post(`${BASE}${path}`, () => HttpResponse.json({ detail: 'Identifiants invalides' }, { status: 401 })),
      http.post(`${BASE}/auth/refresh`, () => {
        refreshed = true;
        return HttpResponse.json({ access_token: 'x' });
      }),
    );
    await expect(api.post(path, {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshed).toBe(false);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBe('old-access');
  });

  it('leaves other errors alone', async () => {
    server.use(http.get(`${BASE}/plats/x`, () => HttpResponse.json({ detail: 'Plat introuvable' }, { status: 404 })));
    await expect(api.get('/plats/x')).rejects.toMatchObject({ response: { status: 404 } });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('authApi', () => {
  it('logs in and returns the typed result', async () => {
    const result = makeLoginResult();
    let body: unknown;
    server.use(
      http.post(`${BASE}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(result);
      }),
    );
    await expect(authApi.login({ email: 'a@b.fr', password: 'secret' })).resolves.toEqual(result);
    expect(body).toEqual({ email: 'a@b.fr', password: 'secret' });
  });

  it('sends the password block of a profile update only when a new password is set', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/auth/me`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeLoginResult().user);
      }),
    );
    const base = { name: 'A', email: 'a@b.fr', phone: '1', address: '' };
    await authApi.updateMe({ ...base, current_password: '', new_password: '', confirm_password: '' });
    await authApi.updateMe({ ...base, current_password: 'old', new_password: 'newpass', confirm_password: 'newpass' });
    expect(bodies).toEqual([
      base,
      { ...base, current_password: 'old', new_password: 'newpass', confirm_password: 'newpass' },
    ]);
  });

  it('sends the current password alone with another address (issue 15), not with the same one in another case', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/auth/me`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeLoginResult().user);
      }),
    );
    const base = { name: 'A', email: 'new@b.fr', phone: '1', address: '' };
    const noNewPassword = { current_password: 'old', new_password: '', confirm_password: '' };
    await authApi.updateMe({ ...base, ...noNewPassword }, 'a@b.fr');
    await authApi.updateMe({ ...base, ...noNewPassword }, ' NEW@b.fr ');
    expect(bodies).toEqual([{ ...base, current_password: 'old' }, base]);
  });

  it('logs out with the stored refresh token and never fails', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/auth/logout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Session inconnue' }, { status: 401 });
      }),
    );
    await expect(authApi.logout()).resolves.toBeUndefined();
    expect(bodies).toEqual([{ refresh_token: 'old-refresh' }]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('getErrorDetail', () => {
  async function failWith(status: number, body: unknown) {
    server.use(http.get(`${BASE}/boom`, () => HttpResponse.json(body as object, { status })));
    try {
      await api.get('/boom');
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  }

  it('returns the server detail message', async () => {
    const error = await failWith(400, { detail: 'Email déjà utilisé' });
    expect(getErrorDetail(error, 'Erreur d’inscription')).toBe('Email déjà utilisé');
  });

  it('reads the detail of a validation failure, not its field list', async () => {
    const error = await failWith(400, {
      detail: 'Le champ « email » est obligatoire',
      errors: [{ field: 'email', message: 'x' }],
    });
    expect(getErrorDetail(error, 'x')).toBe('Le champ « email » est obligatoire');
  });

  it('falls back when there is no usable detail', async () => {
    expect(getErrorDetail(await failWith(500, { message: 'oops' }), 'Erreur de connexion')).toBe('Erreur de connexion');
    expect(getErrorDetail(await failWith(400, { detail: '' }), 'Erreur de connexion')).toBe('Erreur de connexion');
    expect(getErrorDetail(new Error('network'), 'Erreur de connexion')).toBe('Erreur de connexion');
    expect(getErrorDetail(undefined, 'Erreur de connexion')).toBe('Erreur de connexion');
  });
});

describe('configuration and assets', () => {
  it('uses the configured base URL without a trailing slash', () => {
    configureApi({ baseURL: 'https://api.teranga.fr/api/' });
    expect(getApiBaseUrl()).toBe('https://api.teranga.fr/api');
    expect(api.defaults.baseURL).toBe('https://api.teranga.fr/api');
    expect(assetUrl('/api/static/images/thieb.svg')).toBe('https://api.teranga.fr/api/static/images/thieb.svg');
  });

  it('builds asset URLs on the API origin', () => {
    expect(assetUrl('/api/static/images/x.svg')).toBe('http://localhost:8000/api/static/images/x.svg');
    expect(assetUrl('api/static/x.svg')).toBe('http://localhost:8000/api/static/x.svg');
  });

  it('leaves absolute, data and blob URLs alone and empties missing ones', () => {
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
    expect(assetUrl(null)).toBe('');
    expect(assetUrl('')).toBe('');
  });
});

describe('language and connectivity (issue 18)', () => {
  afterEach(async () => {
    const { setLocale } = await import('../i18n/i18n');
    await setLocale('fr', { remember: false });
    reportApiReachable(true);
  });

  it('asks the API for its messages in the page’s language', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/restaurants`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json([]);
      }),
    );
    await api.get('/restaurants');
    const { setLocale } = await import('../i18n/i18n');
    await setLocale('en', { remember: false });
    await api.get('/restaurants');
    expect(seen).toEqual(['fr', 'en']);
  });

  it('is offline while the answers come from the service worker’s cache or do not come, online again after a real one', async () => {
    server.use(
      http.get(`${BASE}/cached`, () => HttpResponse.json([], { headers: { 'X-Teranga-Offline': '1' } })),
      http.get(`${BASE}/fresh`, () => HttpResponse.json([])),
      http.get(`${BASE}/down`, () => HttpResponse.error()),
    );
    await api.get('/cached');
    expect(isOffline()).toBe(true);
    await api.get('/fresh');
    expect(isOffline()).toBe(false);
    await expect(api.get('/down')).rejects.toThrow();
    expect(isOffline()).toBe(true);
  });
});
