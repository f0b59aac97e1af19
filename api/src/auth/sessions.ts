import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { refreshTokens, type User } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { query, type Db } from '../db/client';
import type { AppDeps } from '../types';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  generateRefreshToken,
  hashToken,
  signAccessToken,
} from './tokens';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Access-token lifetime in seconds. */
  expires_in: number;
}

type Deps = Pick<AppDeps, 'db' | 'auth'>;

const INVALID_REFRESH = 'Jeton invalide ou expiré';

async function insertRefreshToken(db: Db, userId: string, familyId: string, now: Date): Promise<string> {
  const token = generateRefreshToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return token;
}

/**
 * Starts a new session (refresh-token family) for a user who just logged in
 * or registered, and returns an access + refresh token pair.
 */
export async function startSession(deps: Deps, userId: string): Promise<TokenPair> {
  const now = new Date();
  const familyId = crypto.randomUUID();
  // Housekeeping: drop this user's expired refresh tokens.
  await deps.db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now.toISOString())));
  const refreshToken = await insertRefreshToken(deps.db, userId, familyId, now);
  const accessToken = await signAccessToken(deps.auth.key, { sub: userId, sid: familyId });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** Revokes every still-valid token of a family (reuse detected, logout). */
export async function revokeFamily(deps: Pick<AppDeps, 'db'>, familyId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes all sessions of a user, except the family `keepFamilyId` if given. `deps.db` may be a
 * transaction (`{ db: tx }`), to revoke together with another change.
 */
export async function revokeUserSessions(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(...conditions));
}

/**
 * Refresh-token rotation. The presented token must be known, unused,
 * unrevoked and unexpired; it is then marked used and replaced by a new one
 * of the same family. Presenting an already-used token means it leaked: the
 * whole family is revoked (the legitimate holder must log in again) → 401.
 * An inactive account gets 403 `Compte désactivé`.
 */
export async function rotateSession(deps: Deps, presentedToken: string): Promise<TokenPair> {
  const now = new Date();
  const nowIso = now.toISOString();
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presentedToken)))
    .limit(1);

  if (!row || row.revokedAt) throw unauthorized(INVALID_REFRESH);
  if (row.usedAt) {
    await revokeFamily(deps, row.familyId);
    throw unauthorized(INVALID_REFRESH);
  }
  if (row.expiresAt <= nowIso) throw unauthorized(INVALID_REFRESH);

  const user = await deps.auth.findUserById(row.userId);
  if (!user) throw unauthorized(INVALID_REFRESH);
  if (!user.isActive) throw forbidden('Compte désactivé');

  const newToken = await deps.db.tx(async (tx) => {
    // Conditional update (no lock needed, on either engine): of two concurrent refreshes with
    // the same token only one marks it used; the other is treated as a reuse.
    const marked = await tx
      .update(refreshTokens)
      .set({ usedAt: nowIso })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length !== 1) return null;
    return insertRefreshToken(tx, row.userId, row.familyId, now);
  });
  if (newToken === null) {
    await revokeFamily(deps, row.familyId);
    throw unauthorized(INVALID_REFRESH);
  }

  const accessToken = await signAccessToken(deps.auth.key, { sub: row.userId, sid: row.familyId });
  return {
    access_token: accessToken,
    refresh_token: newToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** Logout: revokes the family of the given refresh token (unknown tokens are ignored). */
export async function endSession(deps: Pick<AppDeps, 'db'>, presentedToken: string): Promise<void> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presentedToken)))
    .limit(1);
  if (row) await revokeFamily(deps, row.familyId);
}

/** The user of an access token, and whether the token's session is still open. */
export interface SessionUser {
  user: User;
  /** The refresh-token family `sid` has a token neither revoked nor expired (logout, password change or reset, deactivation end it). */
  sessionOpen: boolean;
}

/**
 * The lookup of every authenticated request (issue 15, finding 6): the user row AND whether the
 * access token's session is still open, in ONE statement (the user by primary key, an EXISTS on
 * `refresh_tokens` by its family index), so binding tokens to their session costs no second round
 * trip. The session is a column rather than a WHERE condition so that a deactivated account
 * (whose sessions are revoked too) still answers 403 `Compte désactivé`, not 401.
 *
 * Raw SQL rather than drizzle: drizzle's row mapping cost more than the query itself (about 13 µs
 * against 4 on SQLite), so the session check makes the read path cheaper than before, not dearer.
 * The EXISTS does not compare the token's user: a family id is a random UUID the server only ever
 * signs into its own user's tokens, and without table statistics PostgreSQL would otherwise scan
 * the user's index (every session of the account) instead of the family's.
 */
const SESSION_USER = query(
  `SELECT id, name, email, phone, address, lat, lng, role, password_hash AS "passwordHash",
     is_active AS "isActive", is_verified AS "isVerified", email_verified AS "emailVerified",
     rejection_reason AS "rejectionReason", locale, created_at AS "createdAt", updated_at AS "updatedAt",
     EXISTS (SELECT 1 FROM refresh_tokens rt
             WHERE rt.family_id = ? AND rt.revoked_at IS NULL AND rt.expires_at > ?) AS "sessionOpen"
   FROM users WHERE id = ?`,
);

/** Booleans are 0/1 on SQLite, booleans on PostgreSQL. */
type SessionUserRow = Omit<User, 'isActive' | 'isVerified' | 'emailVerified'> &
  Record<'isActive' | 'isVerified' | 'emailVerified' | 'sessionOpen', boolean | number>;

export async function findSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const row = await db.row<SessionUserRow>(SESSION_USER, [sessionId, now.toISOString(), userId]);
  if (!row) return undefined;
  // Every column named: a column added to `users` fails to compile here until it is read above too.
  const user: User = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    role: row.role,
    passwordHash: row.passwordHash,
    isActive: Boolean(row.isActive),
    isVerified: Boolean(row.isVerified),
    emailVerified: Boolean(row.emailVerified),
    rejectionReason: row.rejectionReason,
    locale: row.locale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  return { user, sessionOpen: Boolean(row.sessionOpen) };
}
