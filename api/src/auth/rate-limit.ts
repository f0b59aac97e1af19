/**
 * In-memory sliding-window failure counter (one instance per app, so test
 * apps are isolated). Used for login: after `limit` failures for a key within
 * `windowMs`, further attempts are refused until the oldest failure expires.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const cutoff = now - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= cutoff) drop++;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  /** Seconds to wait when `key` is blocked, else 0. */
  retryAfter(key: string): number {
    const now = this.now();
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    const oldestCounted = list[list.length - this.limit]!;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - now) / 1000));
  }

  fail(key: string): void {
    const now = this.now();
    this.sweep(now);
    const list = this.recent(key, now);
    list.push(now);
    // Keep memory bounded: only the last `limit` failures matter.
    if (list.length > this.limit) list.splice(0, list.length - this.limit);
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Drops expired keys at most once per window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const key of [...this.failures.keys()]) this.recent(key, now);
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

/** Login guard: 5 failures per email or 20 per IP within 15 minutes. */
export class LoginRateLimiter {
  private readonly byEmail: FailureLimiter;
  private readonly byIp: FailureLimiter;

  constructor(options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT, now: () => number = Date.now) {
    this.byEmail = new FailureLimiter(options.maxPerEmail, options.windowMs, now);
    this.byIp = new FailureLimiter(options.maxPerIp, options.windowMs, now);
  }

  /** Seconds to wait before another attempt is allowed, or 0. */
  retryAfter(email: string, ip: string): number {
    return Math.max(this.byEmail.retryAfter(email), this.byIp.retryAfter(ip));
  }

  recordFailure(email: string, ip: string): void {
    this.byEmail.fail(email);
    this.byIp.fail(ip);
  }

  /** A successful login clears the email counter (the IP counter keeps running). */
  recordSuccess(email: string): void {
    this.byEmail.reset(email);
  }
}
