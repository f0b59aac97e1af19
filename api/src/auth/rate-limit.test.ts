import { describe, expect, it } from 'vitest';
import { BackoffLimiter, DEFAULT_LOGIN_RATE_LIMIT, FailureLimiter, LoginRateLimiter } from './rate-limit';
import { loginFailures } from '../db/schema';
import { useTestApp } from '../test/helpers';

// The failure counter of the login guard (auth/rate-limit.ts), on the test app's database; the
// routes' behaviour (429, Retry-After, several API processes) is in auth.test.ts.

const t = useTestApp();

/** The stored keys, one per failure row, sorted. */
const storedKeys = async () => (await t.db.select().from(loginFailures)).map((row) => row.key).sort();

describe('FailureLimiter', () => {
  it('blocks after the limit and releases after the window', async () => {
    let now = 0;
    const limiter = new FailureLimiter(t.db, 'k', 3, 1000, () => now);
    await limiter.fail('k');
    await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(0);
    now = 100;
    await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(1);
    now = 1001; // first failure expired
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.reset('k');
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('waits for the limit-th most recent failure, and counts failures of the same millisecond', async () => {
    let now = 0;
    const limiter = new FailureLimiter(t.db, 'k', 3, 10_000, () => now);
    // More failures than the limit (as concurrent attempts may record): the oldest ones no longer decide.
    for (const at of [0, 1000, 2000, 3000]) {
      now = at;
      await limiter.fail('a');
    }
    expect(await limiter.retryAfter('a')).toBe(8); // the failure at 1000 expires at 11000

    const twice = new FailureLimiter(t.db, 'k', 2, 10_000, () => now);
    await Promise.all([twice.fail('b'), twice.fail('b')]);
    expect(await twice.retryAfter('b')).toBe(10);
  });

  it('keeps one scope’s keys apart from another’s', async () => {
    const byEmail = new FailureLimiter(t.db, 'email', 1, 1000, () => 0);
    const byIp = new FailureLimiter(t.db, 'ip', 1, 1000, () => 0);
    await byEmail.fail('x');
    expect(await byEmail.retryAfter('x')).toBe(1);
    expect(await byIp.retryAfter('x')).toBe(0);
    await byIp.reset('x');
    expect(await byEmail.retryAfter('x')).toBe(1);
    expect(await storedKeys()).toEqual(['email:x']);
  });

  it('deletes expired failures: the key’s own when it fails again, the others once per window', async () => {
    let now = 0;
    const limiter = new FailureLimiter(t.db, 'k', 5, 1000, () => now);
    const other = new FailureLimiter(t.db, 'other', 5, 60_000, () => now);
    await limiter.fail('a');
    await limiter.fail('b');
    await other.fail('c');
    now = 500;
    await limiter.fail('a');
    expect(await storedKeys()).toEqual(['k:a', 'k:a', 'k:b', 'other:c']);

    now = 1200; // a's first failure and b's are expired; a full window since the last sweep (at 0)
    await limiter.fail('a');
    expect(await storedKeys()).toEqual(['k:a', 'k:a', 'other:c']); // another scope's window is its own

    now = 5000; // a window after the last sweep (at 1200): a's failures, expired, go too
    await limiter.fail('d');
    expect(await storedKeys()).toEqual(['k:d', 'other:c']);
  });
});

const MINUTE = 60_000;

describe('BackoffLimiter', () => {
  const options = { free: 3, firstDelayMs: MINUTE, maxDelayMs: 5 * MINUTE, memoryMs: 60 * MINUTE };

  it('waits from the latest failure once `free` failures are reached, doubling up to the cap', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new BackoffLimiter(t.db, 'b', options, () => now);
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => limiter.delayAfter(n))).toEqual([
      0,
      0,
      0,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      5 * MINUTE,
      5 * MINUTE,
    ]);
    for (let i = 0; i < 2; i++) await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(0);
    now += 10_000;
    await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(60); // from this failure, not the first
    now += 59_500;
    expect(await limiter.retryAfter('k')).toBe(1);
    now += 500;
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(120);
    expect(await limiter.retryAfter('other')).toBe(0);
  });

  it('forgets failures after its memory, and on reset', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new BackoffLimiter(t.db, 'b', options, () => now);
    for (let i = 0; i < 4; i++) await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(120);
    now += 60 * MINUTE;
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.fail('k'); // one failure in memory: free again
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await storedKeys()).toEqual(['b:k']); // the expired ones went with it
    for (let i = 0; i < 3; i++) await limiter.fail('k');
    expect(await limiter.retryAfter('k')).toBe(120);
    await limiter.reset('k');
    expect(await limiter.retryAfter('k')).toBe(0);
  });
});

describe('LoginRateLimiter', () => {
  it('keys failures on (e-mail, IP): another IP, or another e-mail, is not slowed', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new LoginRateLimiter(t.db, { ...DEFAULT_LOGIN_RATE_LIMIT, now: () => now });
    for (let i = 0; i < 5; i++) await limiter.recordFailure('a@x.fr', '192.0.2.1');
    expect(await limiter.retryAfter('a@x.fr', '192.0.2.1')).toBe(60);
    expect(await limiter.retryAfter('a@x.fr', '192.0.2.2')).toBe(0);
    expect(await limiter.retryAfter('b@x.fr', '192.0.2.1')).toBe(0);
    await limiter.recordSuccess('a@x.fr', '192.0.2.1');
    expect(await limiter.retryAfter('a@x.fr', '192.0.2.1')).toBe(0);
    // The IP's failures still count towards its cap (5 of 20).
    expect((await storedKeys()).filter((key) => key.startsWith('ip:'))).toHaveLength(5);
  });

  it('attempt: 429 without running the check while throttled, otherwise counts its answer', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new LoginRateLimiter(t.db, { ...DEFAULT_LOGIN_RATE_LIMIT, now: () => now });
    let checks = 0;
    const wrong = async () => (checks++, false);
    for (let i = 0; i < 5; i++) expect(await limiter.attempt('a@x.fr', 'ip', wrong)).toBe(false);
    await expect(limiter.attempt('a@x.fr', 'ip', async () => true)).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '60' },
    });
    expect(checks).toBe(5);
    expect(await limiter.attempt('a@x.fr', 'other-ip', async () => true)).toBe(true);
  });
});
