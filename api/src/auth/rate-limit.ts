import { query, type Db } from '../db/client';

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
const RECORD_FAILURE = query('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)');
const PRUNE_KEY = query('DELETE FROM login_failures WHERE key = ? AND failed_at <= ?');
const CLEAR_KEY = query('DELETE FROM login_failures WHERE key = ?');
/** Expired failures of keys never seen again (a scan, hence at most once per window). */
const SWEEP_SCOPE = query('DELETE FROM login_failures WHERE key LIKE ? AND failed_at <= ?');

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sliding-window failure counter kept in the database (`login_failures`), shared by every API
 * process on it. Used for login: after `limit` failures for a key within `windowMs`, further
 * attempts are refused until the oldest counted failure expires. Keys are stored as
 * `<scope>:<key>`, so several limiters share the table without seeing each other's keys.
 */
export class FailureLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    readonly scope: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private stored(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** Seconds to wait when `key` is blocked, else 0. */
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

export interface LoginRateLimitOptions {
  maxPerEmail: number;
  maxPerIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  maxPerEmail: 5,
  maxPerIp: 20,
  windowMs: 15 * 60 * 1000,
};

/** Login guard: 5 failures per email or 20 per IP within 15 minutes, counted across processes. */
export class LoginRateLimiter {
  private readonly byEmail: FailureLimiter;
  private readonly byIp: FailureLimiter;

  constructor(db: Db, options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT, now: () => number = Date.now) {
    this.byEmail = new FailureLimiter(db, 'email', options.maxPerEmail, options.windowMs, now);
    this.byIp = new FailureLimiter(db, 'ip', options.maxPerIp, options.windowMs, now);
  }

  /** Seconds to wait before another attempt is allowed, or 0. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const [byEmail, byIp] = await Promise.all([this.byEmail.retryAfter(email), this.byIp.retryAfter(ip)]);
    return Math.max(byEmail, byIp);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.fail(email), this.byIp.fail(ip)]);
  }

  /** A successful login clears the email counter (the IP counter keeps running). */
  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.reset(email);
  }
}
