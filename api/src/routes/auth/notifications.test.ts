import { describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../db/schema';
import { account } from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();
const people = perTest(async () => ({ client: await account(t, 'client'), courier: await account(t, 'livreur') }));
const URL = '/api/auth/me/notifications';

describe('GET / PUT /auth/me/notifications', () => {
  it('every channel is on until the user chooses', async () => {
    expect(await bodyOf(await t.request(URL, { headers: people.client.headers }), 200)).toEqual({
      email: true,
      push: true,
    });
  });

  it('stores each user’s own choice', async () => {
    const put = await t.json('PUT', URL, { email: false, push: true }, people.courier.headers);
    expect(await bodyOf(put, 200)).toEqual({ email: false, push: true });
    expect(put.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(await t.request(URL, { headers: people.courier.headers }), 200)).toEqual({
      email: false,
      push: true,
    });
    expect(await bodyOf(await t.request(URL, { headers: people.client.headers }), 200)).toEqual({
      email: true,
      push: true,
    });
    // Changing it again updates the same row.
    await t.json('PUT', URL, { email: true, push: false }, people.courier.headers);
    expect(await t.db.select().from(notificationPreferences)).toMatchObject([
      { userId: people.courier.id, email: true, push: false },
    ]);
  });

  it.each([
    [{ email: false }, 'Le champ « push » est obligatoire'],
    [{ email: 'non', push: true }, 'Le champ « email » doit être un booléen (true ou false)'],
    [{ email: true, push: true, sms: true }, 'Champ non autorisé : « sms »'],
  ])('400 for %j, nothing stored', async (body, detail) => {
    expect((await bodyOf(await t.json('PUT', URL, body, people.client.headers), 400)).detail).toBe(detail);
    expect(await t.db.select().from(notificationPreferences)).toEqual([]);
  });

  it('401 without a token', async () => {
    expect((await t.request(URL)).status).toBe(401);
    expect((await t.json('PUT', URL, { email: true, push: true })).status).toBe(401);
  });
});
