import { http, HttpResponse } from 'msw';
import { landingPathForRole } from '../lib/access';
import type { ApiComponents, LoginPayload, LoginResult, ProfileForm, User } from '../types';
import { createIdleLiveHandler } from './live-handlers';
import { MOCK_API_URL, mockTokensFor, problem, unauthorized, type MockUsers } from './mock-api';

const MIN_PASSWORD_LENGTH = 6;

type Schemas = ApiComponents['schemas'];
/** A made-up VAPID public key (65 bytes, base64url), enough for a browser to subscribe in standalone mode. */
const MOCK_VAPID_PUBLIC_KEY = 'BE_gtMN-CD1xvYvLqcjFecF1hNbqCF1SbYCkxhqm8caxCSBu-EzwNXxpwlgRJAyyZrk-Mj8qDhmXDvK8LvlYBz0';

/**
 * The real API's /auth routes, answered from a mock user store with the API's French errors, and
 * the session's live stream (`GET /events`, quiet: see `liveEvents` in the testing kit).
 */
export function createAuthHandlers(store: MockUsers) {
  let rotations = 0;
  // Per account, as the API keeps them: everything on until chosen.
  const channels = new Map<string, Schemas['NotificationPreferences']>();
  const subscriptions = new Map<string, Set<string>>();

  // Same shape as the real API's token pair; the refresh token is rotated on every refresh, as there.
  const tokenPair = (user: User, rotation?: number) => {
    const tokens = mockTokensFor(user);
    const suffix = rotation === undefined ? '' : `:${rotation}`;
    return {
      access_token: `${tokens.access_token}${suffix}`,
      refresh_token: `${tokens.refresh_token}${suffix}`,
      token_type: 'bearer' as const,
      expires_in: 900,
    };
  };

  return [
    createIdleLiveHandler(),
    http.post<never, Partial<LoginPayload>>(`${MOCK_API_URL}/auth/login`, async ({ request }) => {
      const { email, password } = await request.json();
      if (!email || !password) return problem(400, 'Email et mot de passe requis');
      const user = store.users.find((candidate) => candidate.email === email.trim().toLowerCase());
      if (!user || store.passwords.get(user.id) !== password) return problem(401, 'Email ou mot de passe incorrect');
      if (!user.is_active) return problem(403, 'Compte désactivé');
      return HttpResponse.json<LoginResult>({ ...tokenPair(user), user, redirect: landingPathForRole(user.role) });
    }),

    http.get(`${MOCK_API_URL}/auth/me`, ({ request }) => {
      const user = store.currentUser(request);
      return user ? HttpResponse.json<User>(user) : unauthorized();
    }),

    http.post<never, { refresh_token?: string }>(`${MOCK_API_URL}/auth/refresh`, async ({ request }) => {
      const { refresh_token: token } = await request.json();
      const userId = /^mock-refresh:([^:]+)/.exec(token ?? '')?.[1];
      const user = store.users.find((candidate) => candidate.id === userId);
      if (!user) return problem(401, 'Session expirée, veuillez vous reconnecter');
      rotations += 1;
      return HttpResponse.json(tokenPair(user, rotations));
    }),

    // The real API revokes the session server-side; the mock has none to revoke.
    http.post(`${MOCK_API_URL}/auth/logout`, () => new HttpResponse(null, { status: 204 })),

    http.put<never, Partial<ProfileForm>>(`${MOCK_API_URL}/auth/me`, async ({ request }) => {
      const user = store.currentUser(request);
      if (!user) return unauthorized();
      const { name, email, phone, address, current_password, new_password, confirm_password } = await request.json();
      if (new_password) {
        if (new_password.length < MIN_PASSWORD_LENGTH) {
          return problem(400, 'Le nouveau mot de passe doit contenir au moins 6 caractères');
        }
        if (confirm_password != null && confirm_password !== new_password) {
          return problem(400, 'Les nouveaux mots de passe ne correspondent pas');
        }
        if (!current_password || store.passwords.get(user.id) !== current_password) {
          return problem(400, 'Mot de passe actuel incorrect');
        }
        store.passwords.set(user.id, new_password);
      }
      // As on the real API, absent fields are left unchanged.
      if (name !== undefined) user.name = name;
      if (email !== undefined) user.email = email.trim().toLowerCase();
      if (phone !== undefined) user.phone = phone;
      if (address !== undefined) user.address = address || null;
      return HttpResponse.json<User>(user);
    }),

    http.get(`${MOCK_API_URL}/auth/me/notifications`, ({ request }) => {
      const user = store.currentUser(request);
      if (!user) return unauthorized();
      return HttpResponse.json<Schemas['NotificationPreferences']>(
        channels.get(user.id) ?? { email: true, push: true },
      );
    }),

    http.put<never, Partial<Schemas['NotificationPreferences']>>(
      `${MOCK_API_URL}/auth/me/notifications`,
      async ({ request }) => {
        const user = store.currentUser(request);
        if (!user) return unauthorized();
        const { email, push } = await request.json();
        if (typeof email !== 'boolean' || typeof push !== 'boolean') {
          return problem(400, 'Les canaux email et push sont obligatoires (true ou false)');
        }
        channels.set(user.id, { email, push });
        return HttpResponse.json<Schemas['NotificationPreferences']>({ email, push });
      },
    ),

    http.get(`${MOCK_API_URL}/push/public-key`, () =>
      HttpResponse.json<Schemas['PushPublicKey']>({ public_key: MOCK_VAPID_PUBLIC_KEY }),
    ),

    http.post<never, Partial<Schemas['PushSubscriptionPayload']>>(
      `${MOCK_API_URL}/push/subscriptions`,
      async ({ request }) => {
        const user = store.currentUser(request);
        if (!user) return unauthorized();
        const { endpoint, keys } = await request.json();
        if (!endpoint || !keys?.p256dh || !keys.auth) return problem(400, 'Abonnement push invalide');
        subscriptions.set(user.id, (subscriptions.get(user.id) ?? new Set()).add(endpoint));
        return new HttpResponse(null, { status: 201 });
      },
    ),

    http.delete<never, Partial<Schemas['PushUnsubscribePayload']>>(
      `${MOCK_API_URL}/push/subscriptions`,
      async ({ request }) => {
        const user = store.currentUser(request);
        if (!user) return unauthorized();
        const { endpoint } = await request.json();
        if (endpoint) subscriptions.get(user.id)?.delete(endpoint);
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
