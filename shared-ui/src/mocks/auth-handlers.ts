import { http, HttpResponse } from 'msw';
import { isLocale } from '../i18n/locales';
import { landingPathForRole } from '../lib/access';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINKS,
  ACCOUNT_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordCharactersProblem,
  type AccountTokenPurpose,
} from '../rules/account';
import type { ApiComponents, LoginPayload, LoginResult, ProfileForm, User } from '../types';
import { createIdleLiveHandler } from './live-handlers';
import { MOCK_API_URL, mockTokensFor, problem, unauthorized, type MockUsers } from './mock-api';

type Schemas = ApiComponents['schemas'];
/** A made-up VAPID public key (65 bytes, base64url), enough for a browser to subscribe in standalone mode. */
const MOCK_VAPID_PUBLIC_KEY = 'BE_gtMN-CD1xvYvLqcjFecF1hNbqCF1SbYCkxhqm8caxCSBu-EzwNXxpwlgRJAyyZrk-Mj8qDhmXDvK8LvlYBz0';

/** An e-mail the mock API "sends" with a one-time link (the real one writes it to its outbox). */
export interface MockMail {
  to: string;
  purpose: AccountTokenPurpose;
  /** The link's token, as the page of the link (`/verify-email?token=…`) reads it. */
  token: string;
  /** The shell page the link opens, with its token: `/verify-email?token=…`. */
  link: string;
}

export interface MockAuthOptions {
  /** Where the links the API would e-mail go (a test reads them there); none are kept without it. */
  outbox?: MockMail[];
  /** The mock clock, for the resend cooldown (tests with fake timers). */
  now?: () => number;
}

const LINK_PAGES: Record<AccountTokenPurpose, string> = {
  password_reset: '/reset-password',
  email_verify: '/verify-email',
  email_change: '/confirm-email',
};

const LINK_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: ACCOUNT_LINKS.passwordResetMinutes * 60_000,
  email_verify: ACCOUNT_LINKS.emailVerifyHours * 3_600_000,
  email_change: ACCOUNT_LINKS.emailChangeHours * 3_600_000,
};

interface MockLink {
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link was sent to (verification, change). */
  email: string | null;
  issuedAt: number;
  spent: boolean;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** The rules of a NEW password the API checks (not its list of common passwords). */
function newPasswordProblem(password: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return passwordCharactersProblem(password);
}

/**
 * The real API's /auth routes, answered from a mock user store with the API's French errors, and
 * the session's live stream (`GET /events`, quiet: see `liveEvents` in the testing kit). The
 * one-time links of issue 15 (reset, verification, change of address) behave as the API's:
 * single use, a new one replacing the previous of its kind, and "sent" to `options.outbox`.
 */
export function createAuthHandlers(store: MockUsers, options: MockAuthOptions = {}) {
  const now = options.now ?? Date.now;
  let rotations = 0;
  let issued = 0;
  const issuedLinks = new Map<string, MockLink>();
  let linksBelongTo = store.users;
  // The store's reset() (after each test) puts new user objects in place: the links issued to the
  // previous ones go with them, so that no cooldown or live link leaks into the next test.
  const currentLinks = () => {
    if (store.users !== linksBelongTo) {
      issuedLinks.clear();
      linksBelongTo = store.users;
    }
    return issuedLinks;
  };
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

  /** Spends the account's unspent links of these purposes (a new one replaces them, or the owner acted). */
  const spendLinks = (userId: string, purposes: readonly AccountTokenPurpose[]) => {
    for (const link of currentLinks().values()) {
      if (link.userId === userId && purposes.includes(link.purpose)) link.spent = true;
    }
  };

  const sendLink = (user: User, purpose: AccountTokenPurpose, to: string) => {
    spendLinks(user.id, [purpose]);
    issued += 1;
    const token = `mock-${purpose}-${issued}`;
    currentLinks().set(token, { userId: user.id, purpose, email: to, issuedAt: now(), spent: false });
    options.outbox?.push({ to, purpose, token, link: `${LINK_PAGES[purpose]}?token=${token}` });
  };

  /** The live link of `token` for `purpose` (spent by this call), or null as the API's 400. */
  const spendLink = (token: unknown, purpose: AccountTokenPurpose) => {
    const link = typeof token === 'string' ? currentLinks().get(token) : undefined;
    if (!link || link.purpose !== purpose || link.spent || now() - link.issuedAt > LINK_LIFETIME_MS[purpose]) {
      return null;
    }
    link.spent = true;
    const user = store.users.find((candidate) => candidate.id === link.userId);
    return user ? { link, user } : null;
  };

  const lastVerificationLink = (userId: string) =>
    Math.max(
      -Infinity,
      ...[...currentLinks().values()]
        .filter((link) => link.userId === userId && link.purpose === 'email_verify')
        .map((link) => link.issuedAt),
    );

  const accountMessage = (message: string, status = 200) =>
    HttpResponse.json<Schemas['AccountMessage']>({ message }, { status });

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

    http.put<never, Partial<ProfileForm> & { locale?: unknown }>(`${MOCK_API_URL}/auth/me`, async ({ request }) => {
      const user = store.currentUser(request);
      if (!user) return unauthorized();
      const { name, email, phone, address, current_password, new_password, confirm_password, locale } =
        await request.json();
      if (locale !== undefined && !isLocale(locale))
        return problem(400, 'Le champ « locale » doit valoir l’une des valeurs suivantes : fr, en');
      // Another address is only requested, never applied here (issue 15, finding 8).
      const newEmail = email !== undefined && normalizeEmail(email) !== user.email ? normalizeEmail(email) : null;
      if (newEmail && !current_password) return problem(400, ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword);
      if (new_password) {
        if (new_password.length < MIN_PASSWORD_LENGTH) {
          return problem(400, 'Le nouveau mot de passe doit contenir au moins 6 caractères');
        }
        const charactersProblem = passwordCharactersProblem(new_password);
        if (charactersProblem) return problem(400, charactersProblem);
        if (confirm_password != null && confirm_password !== new_password) {
          return problem(400, 'Les nouveaux mots de passe ne correspondent pas');
        }
      }
      if ((new_password || newEmail) && store.passwords.get(user.id) !== current_password) {
        return problem(400, 'Mot de passe actuel incorrect');
      }
      if (new_password) {
        store.passwords.set(user.id, new_password);
        spendLinks(user.id, ['password_reset', 'email_change']);
      }
      // As on the real API, absent fields are left unchanged.
      if (name !== undefined) user.name = name;
      if (phone !== undefined) user.phone = phone;
      if (address !== undefined) user.address = address || null;
      if (isLocale(locale)) user.locale = locale;
      // The same answer whether the address is free or an account's: only a free one gets a link.
      if (newEmail) {
        if (store.users.some((candidate) => candidate.email === newEmail)) spendLinks(user.id, ['email_change']);
        else sendLink(user, 'email_change', newEmail);
      }
      return HttpResponse.json<User>(user);
    }),

    http.post<never, Partial<Schemas['ForgotPasswordPayload']>>(
      `${MOCK_API_URL}/auth/password/forgot`,
      async ({ request }) => {
        const { email } = await request.json();
        if (typeof email !== 'string' || !email.trim()) return problem(400, ACCOUNT_MESSAGES.emailRequired);
        if (!looksLikeEmail(email.trim())) return problem(400, ACCOUNT_MESSAGES.emailInvalid);
        const user = store.users.find((candidate) => candidate.email === normalizeEmail(email));
        if (user?.is_active) sendLink(user, 'password_reset', user.email);
        // Always the same answer: it must not tell whether an account exists.
        return accountMessage(ACCOUNT_LINK_MESSAGES.forgotSent, 202);
      },
    ),

    http.post<never, Partial<Schemas['ResetPasswordPayload']>>(
      `${MOCK_API_URL}/auth/password/reset`,
      async ({ request }) => {
        const { token, password } = await request.json();
        const passwordProblem = newPasswordProblem(typeof password === 'string' ? password : '');
        if (passwordProblem) return problem(400, passwordProblem);
        const found = spendLink(token, 'password_reset');
        if (!found) return problem(400, ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
        store.passwords.set(found.user.id, password!);
        found.user.email_verified = true;
        spendLinks(found.user.id, ['password_reset', 'email_change']);
        return accountMessage(ACCOUNT_LINK_MESSAGES.passwordReset);
      },
    ),

    http.post<never, Partial<Schemas['AccountLinkTokenPayload']>>(
      `${MOCK_API_URL}/auth/email/verify`,
      async ({ request }) => {
        const { token } = await request.json();
        const found = spendLink(token, 'email_verify');
        // Only the address the link was sent to: after a change of address it proves nothing.
        if (!found || found.link.email !== found.user.email)
          return problem(400, ACCOUNT_LINK_MESSAGES.verifyLinkInvalid);
        found.user.email_verified = true;
        return accountMessage(ACCOUNT_LINK_MESSAGES.emailVerified);
      },
    ),

    http.post(`${MOCK_API_URL}/auth/email/resend`, ({ request }) => {
      const user = store.currentUser(request);
      if (!user) return unauthorized();
      if (user.email_verified) return problem(409, ACCOUNT_LINK_MESSAGES.alreadyVerified);
      const waitMs = lastVerificationLink(user.id) + ACCOUNT_LINKS.resendCooldownS * 1000 - now();
      if (waitMs > 0) {
        return HttpResponse.json(
          { detail: ACCOUNT_LINK_MESSAGES.resendTooSoon },
          { status: 429, headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
        );
      }
      sendLink(user, 'email_verify', user.email);
      return accountMessage(ACCOUNT_LINK_MESSAGES.verificationSent, 202);
    }),

    http.post<never, Partial<Schemas['AccountLinkTokenPayload']>>(
      `${MOCK_API_URL}/auth/email/confirm`,
      async ({ request }) => {
        const { token } = await request.json();
        const found = spendLink(token, 'email_change');
        const newEmail = found?.link.email;
        if (!found || !newEmail) return problem(400, ACCOUNT_LINK_MESSAGES.changeLinkInvalid);
        const { user } = found;
        if (store.users.some((candidate) => candidate.email === newEmail && candidate.id !== user.id)) {
          return problem(400, ACCOUNT_LINK_MESSAGES.emailTakenMeanwhile);
        }
        user.email = newEmail;
        user.email_verified = true;
        spendLinks(user.id, ['password_reset', 'email_verify', 'email_change']);
        return accountMessage(ACCOUNT_LINK_MESSAGES.emailChanged);
      },
    ),

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
