import { describe, expect, it } from 'vitest';
import { orderCast } from '../test/catalog-fixtures';
import { registerPayload, useTestApp } from '../test/helpers';

const t = useTestApp({ per: 'file' });

const EN = { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' };

/** Words that only French has: an English answer holding one was not (fully) translated. */
const FRENCH =
  /«|»|(^|[^\p{L}])(le|la|les|du|des|doit|être|est|champ|corps|requête|obligatoire|peut|introuvable|trouvée?)(?=$|[^\p{L}])/iu;

const vary = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('error answers in the language of Accept-Language (issue 18)', () => {
  it('a failed login: English on request, French otherwise, byte for byte as before', async () => {
    const body = { email: 'personne@example.test', password: 'mauvais-mot-de-passe' };
    const english = await t.json('POST', '/api/auth/login', body, EN);
    expect(english.status).toBe(401);
    expect(await english.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(vary(english)).toContain('accept-language');

    const french = await t.json('POST', '/api/auth/login', body);
    expect(french.status).toBe(401);
    expect(await french.text()).toBe('{"detail":"Email ou mot de passe incorrect"}');
    // A cache must not hand this French answer to an English client.
    expect(vary(french)).toContain('accept-language');

    const explicit = await t.json('POST', '/api/auth/login', body, { 'accept-language': 'fr-FR' });
    expect(await explicit.text()).toBe('{"detail":"Email ou mot de passe incorrect"}');
    const other = await t.json('POST', '/api/auth/login', body, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(await other.text()).toBe('{"detail":"Email ou mot de passe incorrect"}');
  });

  it('an unknown restaurant, an unknown route, a wrong method', async () => {
    const restaurant = await t.request(`/api/restaurants/${crypto.randomUUID()}`, { headers: EN });
    expect(restaurant.status).toBe(404);
    expect(await restaurant.json()).toEqual({ detail: 'Restaurant not found' });

    const route = await t.request('/api/nulle-part', { headers: EN });
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({ detail: 'Not found' });

    const method = await t.request('/api/auth/login', { method: 'DELETE', headers: EN });
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('POST');
    expect(await method.json()).toEqual({ detail: 'Method not allowed for this resource: use POST' });
  });

  it('an invalid body: the detail and every field message, with their field names', async () => {
    const res = await t.json('POST', '/api/auth/register', { email: 'pas-un-email', password: 'x', extra: 1 }, EN);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toBe(body.errors[0].message);
    for (const { message } of body.errors) expect(message).not.toMatch(FRENCH);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'name', message: 'The “name” field is required' },
        { field: '', message: 'Field not allowed: “extra”' },
      ]),
    );

    const french = await t.json('POST', '/api/auth/register', { email: 'pas-un-email', password: 'x', extra: 1 });
    const frenchBody = await french.json();
    expect(frenchBody.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Veuillez saisir une adresse email valide' },
        { field: 'name', message: 'Le champ « name » est obligatoire' },
        { field: '', message: 'Champ non autorisé : « extra »' },
      ]),
    );
  });

  it('a body that is not JSON, and one too large', async () => {
    const broken = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { ...EN, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: 'The request body is not valid JSON' });

    const large = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { ...EN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ detail: 'Request too large (at most 1 MB)' });
  });

  it('a conflict', async () => {
    const payload = registerPayload();
    expect((await t.json('POST', '/api/auth/register', payload)).status).toBe(201);
    const again = await t.json('POST', '/api/auth/register', payload, EN);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'This email address is already in use' });
  });

  it('a message with a name and an amount in it', async () => {
    const cast = await orderCast(t, {
      restaurant: { minOrderCents: 1500 },
      dishes: { bissap: { name: 'Bissap', priceCents: 350 } },
    });
    const order = (extra: object) =>
      t.json(
        'POST',
        '/api/commandes',
        {
          restaurant_id: cast.resto.id,
          delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
          items: [{ plat_id: cast.bissap.id, quantity: 1 }],
          ...extra,
        },
        { ...cast.client.headers, ...EN },
      );
    const below = await order({});
    expect(below.status).toBe(422);
    expect(await below.json()).toEqual({ detail: 'The minimum order is €15.00' });

    const tooMany = await order({ items: [{ plat_id: cast.bissap.id, quantity: 51 }] });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).detail).toBe('The “items[0].quantity” field must be less than or equal to 50');
  });

  it('the one-time links answer their message in the request’s language too', async () => {
    const english = await t.json('POST', '/api/auth/password/forgot', { email: 'personne@example.test' }, EN);
    expect(english.status).toBe(202);
    expect(await english.json()).toEqual({
      message: 'If an account exists for this address, we have just emailed it a link to choose a new password.',
    });
    expect(vary(english)).toContain('accept-language');
    const french = await t.json('POST', '/api/auth/password/forgot', { email: 'personne@example.test' });
    expect((await french.json()).message).toMatch(/^Si un compte existe pour cette adresse/);
  });

  it('success answers are not touched and keep their caching headers', async () => {
    const res = await t.request('/api/health', { headers: EN });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(vary(res)).not.toContain('accept-language');
  });

  it('lets browsers send Accept-Language across origins', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'accept-language,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('accept-language');
  });
});
