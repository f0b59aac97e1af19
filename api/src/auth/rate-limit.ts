import { query, type Db } from '../db/client';
import { tooManyRequests } from '../lib/errors';

// `login_failures` (schema.ts): one row per failure, so every API process on the database
// counts the same failures (issue 13). The index (key, failed_at) serves each statement but the
// occasional sweep.

/**
 * The failure that decides a block: the `limit`-th most recent of the window (OFFSET limit - 1).
 * None means fewer than `limit` failures; its time tells when the block ends.
 */
const LIMITING_FAILURE = query(
  'SELECT failed_at FROM login_failures WHERE key = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?',
);
/** How many failures a key has had since a time, and the latest one. */
const FAILURE_COUNT = query(
  'SELECT COUNT(*) AS failures, MAX(failed_at) AS latest FROM login_failures WHERE key = ? AND failed_at > ?',
);
const RECORD_FAILURE = query('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)');
const PRUNE_KEY = query('DELETE FROM login_failures WHERE key = ? AND failed_at <= ?');
const CLEAR_KEY = query('DELETE FROM login_failures WHERE key = ?');
/** Expired failures of keys never seen again (a scan, hence at most once per window). */
const SWEEP_SCOPE = query('DELETE FROM login_failures WHERE key LIKE ? AND failed_at <= ?');

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Failures of keys kept in the database (`login_failures`), shared by every API process on it.
 * Keys are stored as `<scope>:<key>`, so several limiters share the table without seeing each
 * other's keys; a failure counts for `windowMs`, after which it is deleted.
 */
abstract class StoredFailures {
  private lastSweep = 0;

  constructor(
    protected readonly db: Db,
    readonly scope: string,
    readonly windowMs: number,
    protected readonly now: () => number,
  ) {}

  protected stored(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** Seconds to wait when `key` is blocked, else 0. */
  abstract retryAfter(key: string): Promise<number>;

  async fail(key: string): Promise<void> {
    const now = this.now();
    const cutoff = iso(now - this.windowMs);
    await this.sweep(now, cutoff);
    // Only the window's failures count: the key's older rows go as it gets a new one.
    await this.db.exec(PRUNE_KEY, [this.stored(key), cutoff]);
    await this.db.exec(RECORD_FAILURE, [this.stored(key), iso(now)]);
  }

  async reset(key: string): Promise<void> {
    await this.db.exec(CLEAR_KEY, [this.stored(key)]);
  }

  /**
   * Drops this scope's expired failures at most once per window and process: the keys that
   * failed once and never came back would otherwise stay forever.
   */
  private async sweep(now: number, cutoff: string): Promise<void> {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    await this.db.exec(SWEEP_SCOPE, [`${this.scope}:%`, cutoff]);
  }
}

/**
 * Sliding-window failure counter: after `limit` failures for a key within `windowMs`, further
 * attempts are refused until the oldest counted failure expires.
 */
export class FailureLimiter extends StoredFailures {
  constructor(
    db: Db,
    scope: string,
    readonly limit: number,
    windowMs: number,
    now: () => number = Date.now,
  ) {
    super(db, scope, windowMs, now);
  }

  async retryAfter(key: string): Promise<number> {
    const now = this.now();
    const oldestCounted = await this.db.value<string>(LIMITING_FAILURE, [
      this.stored(key),
      iso(now - this.windowMs),
      this.limit - 1,
    ]);
    if (oldestCounted === undefined) return 0;
    return Math.max(1, Math.ceil((Date.parse(oldestCounted) + this.windowMs - now) / 1000));
  }
}

export interface BackoffOptions {
  /** Failures answered at once; the next attempt waits. */
  free: number;
  /** The wait after the `free`-th failure; it doubles with each failure after it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a failure is remembered: the delays keep growing while failures keep coming within it. */
  memoryMs: number;
}

/**
 * Growing delays: after `free` failures of a key, the next attempt waits `firstDelayMs` from the
 * latest failure, then twice as long after each further failure, up to `maxDelayMs`. The memory
 * is much longer than the longest delay, so a patient guesser stays at the longest delay (a guess
 * every 15 minutes) instead of starting again from the free failures.
 */
export class BackoffLimiter extends StoredFailures {
  constructor(
    db: Db,
    scope: string,
    readonly options: BackoffOptions,
    now: () => number = Date.now,
  ) {
    super(db, scope, options.memoryMs, now);
  }

  /** Milliseconds to wait after the latest of `failures` failures. */
  delayAfter(failures: number): number {
    const { free, firstDelayMs, maxDelayMs } = this.options;
    if (failures < free) return 0;
    // Capped exponent: 2 ** (a large count) would be Infinity long before the cap matters.
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - free, 30));
  }

  async retryAfter(key: string): Promise<number> {
    const now = this.now();
    const row = await this.db.row<{ failures: number | string; latest: string | null }>(FAILURE_COUNT, [
      this.stored(key),
      iso(now - this.windowMs),
    ]);
    // COUNT(*) is a bigint on PostgreSQL: a string there.
    const failures = Number(row?.failures ?? 0);
    if (!row?.latest || failures < this.options.free) return 0;
    const until = Date.parse(row.latest) + this.delayAfter(failures);
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }
}

/** The 429 of a throttled login or password check. */
export const LOGIN_THROTTLED = 'Trop de tentatives. Réessayez dans quelques minutes.';

export interface LoginRateLimitOptions {
  /** Failures of one (e-mail, IP) pair before it has to wait. */
  freeFailuresPerPair: number;
  /** The first wait of a pair, doubled after each further failure up to `maxPairDelayMs`. */
  firstPairDelayMs: number;
  maxPairDelayMs: number;
  /** How long the failures of a pair are remembered. */
  pairMemoryMs: number;
  /** Failures from one IP, whatever the e-mails, within `ipWindowMs`. */
  maxPerIp: number;
  ipWindowMs: number;
  /** The clock (tests pass theirs). */
  now?: () => number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  freeFailuresPerPair: 5,
  firstPairDelayMs: 60 * 1000,
  maxPairDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 24 * 60 * 60 * 1000,
  maxPerIp: 20,
  ipWindowMs: 15 * 60 * 1000,
};

/**
 * Login guard, counted across processes. Failures are keyed on (e-mail, IP): after 5 of a pair,
 * that pair waits 1 min, then 2, 4, 8 and 15 min after each new failure. Keying on the e-mail
 * alone let anyone lock any account (5 wrong passwords and the owner could not log in from
 * anywhere, issue 15); a pair that has not been failing is never slowed by another's failures.
 * The per-IP cap (20 failures within 15 min, any e-mails) stops one address spraying many
 * accounts. The same throttle guards every check of a password (login, `PUT /auth/me`).
 */
export class LoginRateLimiter {
  private readonly byPair: BackoffLimiter;
  private readonly byIp: FailureLimiter;

  constructor(db: Db, options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT, now: () => number = Date.now) {
    const clock = options.now ?? now;
    this.byPair = new BackoffLimiter(
      db,
      'pair',
      {
        free: options.freeFailuresPerPair,
        firstDelayMs: options.firstPairDelayMs,
        maxDelayMs: options.maxPairDelayMs,
        memoryMs: options.pairMemoryMs,
      },
      clock,
    );
    this.byIp = new FailureLimiter(db, 'ip', options.maxPerIp, options.ipWindowMs, clock);
  }

  /** The IP first: it never holds a `|`, so no two (e-mail, IP) pairs share a key. */
  private static pair(email: string, ip: string): string {
    return `${ip}|${email}`;
  }

  /** Seconds to wait before another attempt of `email` from `ip` is allowed, or 0. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const [byPair, byIp] = await Promise.all([
      this.byPair.retryAfter(LoginRateLimiter.pair(email, ip)),
      this.byIp.retryAfter(ip),
    ]);
    return Math.max(byPair, byIp);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byPair.fail(LoginRateLimiter.pair(email, ip)), this.byIp.fail(ip)]);
  }

  /** The right password clears its pair (the IP counter keeps running: it counts other e-mails too). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.byPair.reset(LoginRateLimiter.pair(email, ip));
  }

  /**
   * Checks a password of `email` from `ip` under the throttle: 429 (`Retry-After`) while the
   * pair or the IP waits, without running `verify`; otherwise runs it and counts its answer.
   * `verify` resolves true for the right password.
   */
  async attempt(email: string, ip: string, verify: () => Promise<boolean>): Promise<boolean> {
    const wait = await this.retryAfter(email, ip);
    if (wait > 0) throw tooManyRequests(LOGIN_THROTTLED, wait);
    const valid = await verify();
    await (valid ? this.recordSuccess(email, ip) : this.recordFailure(email, ip));
    return valid;
  }
}
