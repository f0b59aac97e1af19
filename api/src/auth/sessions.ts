import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { Db } from '../db/client';
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
