import type { Context, MiddlewareHandler } from 'hono';
import { verifyAccessToken, type AccessTokenClaims } from '../auth/tokens';
import type { Role } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthEnv, AuthUser } from '../types';

export const AUTH_MESSAGES = {
  missing: 'Non authentifié',
  invalid: 'Jeton invalide ou expiré',
  inactive: 'Compte désactivé',
  forbidden: 'Accès refusé',
  /** The token's session was ended (logout, password change or reset) before the token expired. */
  sessionEnded: 'Session expirée, veuillez vous reconnecter',
} as const;

const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-_.~+/]+=*)[ \t]*$/i;

export const VERIFIED_TOKENS_CACHE_SIZE = 10_000;

/** Claims of a valid access token, or null. */
export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * `verifyAccessToken` with a bounded cache of the tokens that passed (one per
 * app, `deps.auth.verifyAccessToken`): a client sends the same token for 15
 * minutes, and HS256 verification goes through an async WebCrypto job each
 * time. A cached token is accepted only until its `exp` (as jose would), so the
 * answer never differs from a fresh verification; the user row is still loaded
 * on every request.
 */
export function createAccessTokenVerifier(
  key: Uint8Array,
  maxEntries = VERIFIED_TOKENS_CACHE_SIZE,
): AccessTokenVerifier {
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  return async (token) => {
    const hit = verified.get(token);
    if (hit) {
      if (Date.now() < hit.expiresAt) return hit.claims;
      verified.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(key, token);
    const expiresAt = claims ? expiryOf(token) : null;
    if (claims && expiresAt !== null) {
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt });
    }
    return claims;
  };
}

/**
 * Authenticates the request from `Authorization: Bearer <access token>`:
 * verifies the JWT (HS256 pinned, iss/aud/exp, typ "access", sid), then loads the
 * user row from the DB with the state of the token’s session (one prepared
 * statement, `findSessionUser` of auth/sessions.ts) so that deactivation, role changes,
 * logout and password changes apply at once. Sets and returns `c.var.user`.
 */
export async function authenticate(c: Context<AuthEnv>): Promise<AuthUser> {
  const existing = c.get('user') as AuthUser | undefined;
  if (existing) return existing;

  const header = c.req.header('authorization');
  if (!header || !header.trim()) throw unauthorized(AUTH_MESSAGES.missing);
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized(AUTH_MESSAGES.invalid);

  const { auth } = c.get('deps');
  const claims = await auth.verifyAccessToken(token);
  if (!claims) throw unauthorized(AUTH_MESSAGES.invalid);
  const found = await auth.findSessionUser(claims.sub, claims.sid, new Date());
  if (!found) throw unauthorized(AUTH_MESSAGES.invalid);
  const { user } = found;
  // Deactivation revokes the sessions too: its own answer first.
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.inactive);
  if (!found.sessionOpen) throw unauthorized(AUTH_MESSAGES.sessionEnded);

  c.set('user', user);
  c.set('sessionId', claims.sid);
  return user;
}

/**
 * 401 `Non authentifié` without token, 401 `Jeton invalide ou expiré` for a
 * bad/expired token, 401 `Session expirée, veuillez vous reconnecter` once its
 * session was ended, 403 `Compte désactivé` for an inactive account.
 * Afterwards `c.get('user')` is the fresh DB row.
 *
 * With @hono/zod-openapi: `createRoute({ ..., middleware: [requireAuth] as const })`.
 */
export const requireAuth: MiddlewareHandler<AuthEnv> = async (c, next) => {
  await authenticate(c);
  await next();
};

/**
 * Authenticates (if `requireAuth` did not run before) and allows only the
 * given roles (read from the DB row, never from token claims): else 403
 * `Accès refusé`. Admin is NOT implicitly allowed: list it when wanted,
 * e.g. `requireRole('restaurateur', 'admin')`.
 */
export function requireRole(...roles: Role[]): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const user = await authenticate(c);
    if (!roles.includes(user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
    await next();
  };
}
