/**
 * One-time links sent by e-mail (issue 15): password reset, address verification, address change.
 *
 * - The token is 32 random bytes (base64url) put in the link; only its sha256 is stored
 *   (`account_tokens.token_hash`), so the table opens nothing if it leaks.
 * - A link is spent by ONE conditional UPDATE (unused, unexpired, right purpose) that returns the
 *   row: of two uses at the same time, on either engine, exactly one gets it.
 * - `new_email` holds the address the link proves, for `email_change` (the new address) and
 *   `email_verify` (the address it was sent to: it verifies nothing once the account has another).
 * - Time is a parameter (`now`) everywhere: tests pass a fixed date.
 */
import { ACCOUNT_LINKS, type AccountTokenPurpose } from '@teranga/shared-ui/rules';
import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, users } from '../db/schema';
import { generateRefreshToken, hashToken } from './tokens';

const MINUTE_MS = 60_000;

/** How long a link of each purpose works (the shared `ACCOUNT_LINKS`), in minutes. */
export const LINK_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  password_reset: ACCOUNT_LINKS.passwordResetMinutes,
  email_verify: ACCOUNT_LINKS.emailVerifyHours * 60,
  email_change: ACCOUNT_LINKS.emailChangeHours * 60,
};

export interface NewAccountLink {
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link proves (`email_verify`, `email_change`); null for a reset. */
  email?: string | null;
  now: Date;
}

export interface IssuedAccountLink {
  /** The clear token, for the e-mail only: never stored, never logged. */
  token: string;
  expiresAt: string;
}

/** What a spent link was for. */
export interface SpentAccountLink {
  userId: string;
  email: string | null;
}

const lifetimeEnd = (purpose: AccountTokenPurpose, now: Date) =>
  new Date(now.getTime() + LINK_LIFETIME_MINUTES[purpose] * MINUTE_MS).toISOString();

/** Stores a new link of `purpose` (its hash) and returns the token to send. */
export async function createAccountToken(db: Db, link: NewAccountLink): Promise<IssuedAccountLink> {
  const token = generateRefreshToken();
  const expiresAt = lifetimeEnd(link.purpose, link.now);
  await db.insert(accountTokens).values({
    userId: link.userId,
    purpose: link.purpose,
    tokenHash: hashToken(token),
    newEmail: link.email ?? null,
    createdAt: link.now.toISOString(),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Spends the user's unused links of these purposes (marked used, so a later click fails like any
 * spent link). Returns how many were still usable. `db` may be a transaction.
 */
export async function invalidateAccountTokens(
  db: Db,
  userId: string,
  purposes: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now: Date,
): Promise<number> {
  const list = typeof purposes === 'string' ? [purposes] : [...purposes];
  const spent = await db
    .update(accountTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, list), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return spent.length;
}

/**
 * A new link that replaces the user's earlier unused ones of the same purpose (only the newest
 * works: an older e-mail left in an inbox opens nothing), with the user's expired links swept.
 */
export async function issueAccountToken(db: Db, link: NewAccountLink): Promise<IssuedAccountLink> {
  return db.tx(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, link.userId), lt(accountTokens.expiresAt, link.now.toISOString())));
    await invalidateAccountTokens(tx, link.userId, link.purpose, link.now);
    return createAccountToken(tx, link);
  });
}

/**
 * `issueAccountToken`, unless the user's last link of this purpose is less than `cooldownS` old:
 * then the seconds left to wait. The user's row is locked first, so two requests at once (on
 * PostgreSQL as on SQLite) cannot both see no recent link and both send one.
 */
export async function issueAccountTokenAfterCooldown(
  db: Db,
  link: NewAccountLink,
  cooldownS: number,
): Promise<IssuedAccountLink | { retryAfterS: number }> {
  return db.tx(async (tx) => {
    await tx.lockRows(users, [link.userId]);
    const [last] = await tx
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, link.userId), eq(accountTokens.purpose, link.purpose)))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    if (last) {
      const waitMs = Date.parse(last.createdAt) + cooldownS * 1000 - link.now.getTime();
      if (waitMs > 0) return { retryAfterS: Math.ceil(waitMs / 1000) };
    }
    return issueAccountToken(tx, link);
  });
}

/**
 * Spends a link: ONE conditional UPDATE (this hash, this purpose, unused, unexpired) returning
 * its row, so two uses at once cannot both succeed. Null for an unknown, expired, spent or
 * other-purpose token (the caller answers them all alike). `db` may be a transaction: the
 * link is then spent only if the transaction commits.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<SpentAccountLink | null> {
  const nowIso = now.toISOString();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, nowIso),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.newEmail });
  return row ?? null;
}

/**
 * Whether `consumeAccountToken` would accept the token now, without spending it: lets a route
 * refuse a bad link before paying for work (a password hash) that only a good one deserves.
 */
export async function peekAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<SpentAccountLink | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}
