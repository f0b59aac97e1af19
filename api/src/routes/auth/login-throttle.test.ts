import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../auth/rate-limit';
import { useTestApp } from '../../test/helpers';

// Issue 15, findings 2, 3 and 7: the login throttle keyed on (e-mail, IP) with growing delays,
// the per-IP cap, the IP taken from the entry the trusted proxy added, and the current password
// of `PUT /auth/me` under the same throttle. The limiter's clock is the test's.

const START = Date.parse('2030-01-06T08:00:00.000Z');
let clock = START;
const t = useTestApp({ trustProxy: true, loginRateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, now: () => clock } });
beforeEach(() => {
  clock = START;
});

const THROTTLED = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };
const wait = (seconds: number) => {
  clock += seconds * 1000;
};

/** A login through the proxy: `forwarded` is the whole `X-Forwarded-For` it passes on. */
const login = (email: string, password: string, forwarded: string) =>
  t.json('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': forwarded });

const ATTACKER = '198.51.100.66';
const VICTIM_IP = '203.0.113.50';

describe('login throttle on (e-mail, IP)', () => {
  it('5 wrong passwords from one address do not lock the account elsewhere (finding 3)', async () => {
    const victim = await t.register({ email: 'victim@example.com' });
    for (let i = 0; i < 5; i++) expect((await login('victim@example.com', `wrong-${i}`, ATTACKER)).status).toBe(401);
    const blocked = await login('victim@example.com', 'wrong-5', ATTACKER);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(THROTTLED);
    expect(blocked.headers.get('retry-after')).toBe('60');
    // Even the right password waits at the failing address...
    expect((await login('victim@example.com', victim.password, ATTACKER)).status).toBe(429);
    // ...but not at another one.
    expect((await login('victim@example.com', victim.password, VICTIM_IP)).status).toBe(200);
  });

  it('makes the pair wait 1 min after 5 failures, then twice as long after each new one, up to 15 min', async () => {
    const user = await t.register({ email: 'growing@example.com' });
    for (let i = 0; i < 5; i++) expect((await login('growing@example.com', 'nope', ATTACKER)).status).toBe(401);
    for (const delay of [60, 120, 240, 480, 900, 900]) {
      const blocked = await login('growing@example.com', 'nope', ATTACKER);
      expect(blocked.status, `after the ${delay} s block`).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe(String(delay));
      wait(delay - 1);
      expect((await login('growing@example.com', user.password, ATTACKER)).status).toBe(429);
      wait(1);
      expect((await login('growing@example.com', 'nope', ATTACKER)).status).toBe(401);
    }
    // The right password once the block is over clears the pair: 5 new failures before a block.
    wait(900);
    expect((await login('growing@example.com', user.password, ATTACKER)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('growing@example.com', 'nope', ATTACKER)).status).toBe(401);
    expect((await login('growing@example.com', 'nope', ATTACKER)).headers.get('retry-after')).toBe('60');
  });

  it('keeps the per-IP cap: 20 failures from one address over many e-mails block it for 15 min', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nobody${i}@example.com`, 'x', ATTACKER)).status).toBe(401);
    const blocked = await login('fresh@example.com', 'x', ATTACKER);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await login('fresh@example.com', 'x', VICTIM_IP)).status).toBe(401);
    wait(15 * 60);
    expect((await login('fresh@example.com', 'x', ATTACKER)).status).toBe(401);
  });
});

describe('client IP behind the proxy (finding 2, TRUST_PROXY_HOPS=1)', () => {
  it('rotating the first X-Forwarded-For entry does not escape the per-IP cap', async () => {
    // The client writes the first entries; the proxy appends the address it saw (the last one).
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray${i}@example.com`, 'x', `10.0.0.${i}, ${ATTACKER}`)).status).toBe(401);
    }
    const rotated = await login('spray-next@example.com', 'x', `10.9.9.9, ${ATTACKER}`);
    expect(rotated.status).toBe(429);
  });

  it('writing a victim’s IP as first entry does not lock the victim out', async () => {
    const victim = await t.register({ email: 'framed@example.com' });
    for (let i = 0; i < 20; i++) await login(`framed${i}@example.com`, 'x', `${VICTIM_IP}, ${ATTACKER}`);
    for (let i = 0; i < 6; i++) await login('framed@example.com', 'x', `${VICTIM_IP}, ${ATTACKER}`);
    expect((await login('framed@example.com', 'x', `${VICTIM_IP}, ${ATTACKER}`)).status).toBe(429);
    expect((await login('framed@example.com', victim.password, VICTIM_IP)).status).toBe(200);
  });
});

describe('PUT /api/auth/me: the current password under the login throttle (finding 7)', () => {
  const update = (token: string, body: Record<string, unknown>, forwarded: string) =>
    t.json('PUT', '/api/auth/me', body, { ...t.bearer(token), 'x-forwarded-for': forwarded });

  it('counts wrong current passwords as failures of (the account’s e-mail, IP) and answers 429 while throttled', async () => {
    const user = await t.register({ email: 'guessed@example.com' });
    const change = (current: string) => ({ current_password: current, new_password: 'brand-new-pass' });
    for (let i = 0; i < 5; i++) {
      const res = await update(user.access_token, change(`guess-${i}`), ATTACKER);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe('Mot de passe actuel incorrect');
    }
    const blocked = await update(user.access_token, change(user.password), ATTACKER);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(THROTTLED);
    expect(blocked.headers.get('retry-after')).toBe('60');
    // The same throttle as the login: that address waits there too, another one does not.
    expect((await login('guessed@example.com', user.password, ATTACKER)).status).toBe(429);
    expect((await login('guessed@example.com', user.password, VICTIM_IP)).status).toBe(200);

    wait(60);
    const changed = await update(user.access_token, change(user.password), ATTACKER);
    expect(changed.status).toBe(200);
    expect((await login('guessed@example.com', 'brand-new-pass', VICTIM_IP)).status).toBe(200);
  });

  it('wrong guesses on the login count against the profile change too', async () => {
    const user = await t.register({ email: 'both@example.com' });
    for (let i = 0; i < 5; i++) await login('both@example.com', 'nope', ATTACKER);
    const blocked = await update(
      user.access_token,
      { current_password: user.password, new_password: 'x-new-pass' },
      ATTACKER,
    );
    expect(blocked.status).toBe(429);
    // A profile change without a password is not a guess: never throttled.
    expect((await update(user.access_token, { name: 'Nouveau Nom' }, ATTACKER)).status).toBe(200);
  });
});
