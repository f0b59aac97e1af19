/**
 * Found by the generated bad bodies on PostgreSQL: a NUL character (U+0000) in any text the API
 * sends to the database — an e-mail to look up, an id, a name to store — made PostgreSQL fail
 * (`invalid byte sequence for encoding "UTF8": 0x00`), answered 500. PostgreSQL cannot store it and
 * no text of the API needs it: every validated input refuses it (400, the field named, nothing
 * written), on both engines alike.
 */
import { describe, expect, it } from 'vitest';
import { account, restaurant } from '../test/catalog-fixtures';
import { useTestApp } from '../test/helpers';
import { NUL_MESSAGE } from '../lib/validation';
import { changes, fingerprint } from './fingerprint';

const t = useTestApp();

describe('a NUL character in a request', () => {
  it('in a JSON body, a path parameter or a query: 400 naming the field, nothing written', async () => {
    const owner = await account(t, 'restaurateur');
    const client = await account(t, 'client');
    const resto = await restaurant(t, owner.id);
    const before = await fingerprint(t.db);

    const cases: [string, RequestInit, string][] = [
      ['/api/auth/login', jsonInit('POST', { email: 'a\u0000b@example.test', password: 'secret123' }), 'email'],
      ['/api/categories', jsonInit('POST', { name: 'Des\u0000serts', restaurant_id: resto.id }, owner), 'name'],
      [
        '/api/commandes',
        jsonInit(
          'POST',
          { restaurant_id: `${resto.id}\u0000`, items: [{ plat_id: 'x', quantity: 1 }], delivery_address: '1 rue' },
          client,
        ),
        'restaurant_id',
      ],
      ['/api/push/subscriptions', jsonInit('DELETE', { endpoint: 'https://push.example/\u0000' }, client), 'endpoint'],
      [`/api/restaurants/${resto.id}%00`, { method: 'GET' }, 'id'],
      ['/api/restaurants?search=thi%00eb', { method: 'GET' }, 'search'],
    ];
    for (const [url, init, field] of cases) {
      const res = await t.request(url, init);
      expect(res.status, url).toBe(400);
      const body = await res.json();
      expect(body.detail, url).toBe(NUL_MESSAGE(field));
      expect(body.errors, url).toEqual([{ field, message: NUL_MESSAGE(field) }]);
    }
    expect(changes(before, await fingerprint(t.db))).toEqual([]);
  });

  it('anywhere in a nested value (an item of a list)', async () => {
    const owner = await account(t, 'restaurateur');
    const resto = await restaurant(t, owner.id);
    const res = await t.json(
      'POST',
      '/api/plats',
      {
        restaurant_id: resto.id,
        name: 'Yassa',
        description: 'Poulet',
        price: 12,
        category: 'Plats',
        ingredients: ['poulet', 'oi\u0000gnon'],
      },
      owner.headers,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(NUL_MESSAGE('ingredients[1]'));
  });
});

function jsonInit(method: string, body: unknown, who?: { headers: Record<string, string> }): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...who?.headers }, body: JSON.stringify(body) };
}
