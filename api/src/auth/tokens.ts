import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const JWT_ISSUER = 'teranga-api';
export const JWT_AUDIENCE = 'teranga-web';
const JWT_ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Refresh-token family (session) the access token belongs to. */
  sid: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** HS256 JWT, 15 min, `iss`/`aud` set, `typ: "access"`. */
export async function signAccessToken(key: Uint8Array, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ typ: 'access', sid: claims.sid })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(key);
}

/**
 * Verifies signature (HS256 only), `exp`, `iss`, `aud`, `typ: "access"` and the presence of `sid`.
 * Returns null for any invalid token.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || payload.sub === '') return null;
    // Every request checks the session (`sid`) is still open (issue 15, finding 6): a token without one
    // could not be revoked, so it is no token.
    if (typeof payload.sid !== 'string' || payload.sid === '') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    // Bad signature, wrong alg, expired, malformed... all mean "invalid".
    return null;
  }
}

/** Opaque token (refresh token, e-mailed link): 32 random bytes, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Refresh tokens and e-mailed links are stored as sha256 hex digests only: 256 random bits need no
 * salt nor slow hash, and a leaked table opens no session and no link.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
