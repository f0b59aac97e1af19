import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../../notifications/push';
import { account } from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';
import { PUSH_MESSAGES } from '.';

const t = useTestApp();
const people = perTest(async () => ({ client: await account(t, 'client'), courier: await account(t, 'livreur') }));

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
const subscribe = (headers: Record<string, string>, body: unknown) =>
  t.json('POST', '/api/push/subscriptions', body, headers);
const unsubscribe = (headers: Record<string, string>, body: unknown) =>
  t.json('DELETE', '/api/push/subscriptions', body, headers);
const stored = () =>
  t.db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
    })
    .from(pushSubscriptions);

describe('GET /push/public-key', () => {
  it('answers the VAPID public key, without a token', async () => {
    const body = await bodyOf(await t.request('/api/push/public-key'), 200);
    expect(body).toEqual({ public_key: t.deps.push.publicKey });
    expect(Buffer.from(body.public_key, 'base64url')).toHaveLength(65);
  });
});

describe('POST /push/subscriptions', () => {
  it('stores the browser’s subscription for the caller (201), once per endpoint', async () => {
    const first = keys();
    expect((await subscribe(people.client.headers, { endpoint: endpoint('a'), keys: first })).status).toBe(201);
    const again = keys();
    expect((await subscribe(people.client.headers, { endpoint: endpoint('a'), keys: again })).status).toBe(201);
    expect(await stored()).toEqual([{ userId: people.client.id, endpoint: endpoint('a'), p256dh: again.p256dh }]);
  });

  it('re-owns an endpoint another account had registered (the same browser, signed in as someone else)', async () => {
    await subscribe(people.client.headers, { endpoint: endpoint('shared'), keys: keys() });
    expect((await subscribe(people.courier.headers, { endpoint: endpoint('shared'), keys: keys() })).status).toBe(201);
    expect((await stored()).map((row) => row.userId)).toEqual([people.courier.id]);
  });

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} newest browsers of an account`, async () => {
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      expect((await subscribe(people.client.headers, { endpoint: endpoint(`device-${i}`), keys: keys() })).status).toBe(
        201,
      );
      // Creation times must differ for "newest" to mean something.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const endpoints = (await stored()).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(endpoints).not.toContain(endpoint('device-0'));
  });

  it('needs a signed-in user', async () => {
    expect((await subscribe({}, { endpoint: endpoint('a'), keys: keys() })).status).toBe(401);
  });

  it.each([
    ['http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, PUSH_MESSAGES.endpoint],
    ['IP address', { endpoint: 'https://127.0.0.1:8443/push' }, PUSH_MESSAGES.endpoint],
    ['IPv4 in another spelling', { endpoint: 'https://2130706433/push' }, PUSH_MESSAGES.endpoint],
    ['IPv6 address', { endpoint: 'https://[::1]/push' }, PUSH_MESSAGES.endpoint],
    ['localhost', { endpoint: 'https://push.localhost/x' }, PUSH_MESSAGES.endpoint],
    ['credentials', { endpoint: 'https://user:pw@push.example.org/x' }, PUSH_MESSAGES.endpoint],
    ['not a URL', { endpoint: 'abc' }, PUSH_MESSAGES.endpoint],
    ['too long', { endpoint: endpoint('x'.repeat(2000)) }, PUSH_MESSAGES.endpointTooLong],
    // 65 bytes that are no uncompressed point (0x04 first): random bytes would start so once in 256 runs.
    [
      'bad p256dh',
      { keys: { ...keys(), p256dh: Buffer.concat([Buffer.from([0x05]), randomBytes(64)]).toString('base64url') } },
      PUSH_MESSAGES.p256dh,
    ],
    ['short p256dh', { keys: { ...keys(), p256dh: 'BAAA' } }, PUSH_MESSAGES.p256dh],
    ['bad auth', { keys: { ...keys(), auth: randomBytes(12).toString('base64url') } }, PUSH_MESSAGES.auth],
    ['missing keys', { keys: undefined }, 'Le champ « keys » est obligatoire'],
    ['unknown field', { expirationTime: null }, 'Champ non autorisé : « expirationTime »'],
  ])('400 for %s, nothing stored', async (_case, change, detail) => {
    const res = await subscribe(people.client.headers, { endpoint: endpoint('a'), keys: keys(), ...change });
    expect((await bodyOf(res, 400)).detail).toBe(detail);
    expect(await stored()).toEqual([]);
  });
});

describe('DELETE /push/subscriptions', () => {
  it('removes the caller’s own subscription only, and answers 204 either way', async () => {
    await subscribe(people.client.headers, { endpoint: endpoint('mine'), keys: keys() });
    await subscribe(people.courier.headers, { endpoint: endpoint('theirs'), keys: keys() });
    expect((await unsubscribe(people.client.headers, { endpoint: endpoint('theirs') })).status).toBe(204);
    expect((await stored()).map((row) => row.endpoint).sort()).toEqual([endpoint('mine'), endpoint('theirs')]);
    expect((await unsubscribe(people.client.headers, { endpoint: endpoint('mine') })).status).toBe(204);
    expect((await unsubscribe(people.client.headers, { endpoint: endpoint('mine') })).status).toBe(204);
    expect((await stored()).map((row) => row.endpoint)).toEqual([endpoint('theirs')]);
  });

  it('400 without an endpoint, 401 without a token', async () => {
    expect((await unsubscribe(people.client.headers, {})).status).toBe(400);
    expect((await unsubscribe({}, { endpoint: endpoint('a') })).status).toBe(401);
  });
});
