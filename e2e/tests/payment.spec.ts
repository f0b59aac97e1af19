import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn } from '../support/auth';

// Card payment in the API's built-in test mode (the e2e API runs without Stripe keys): a good
// test card pays the order and leads to 'Mes Commandes' about 2 s later, a declined one says so.
// Other specs share the database, so the restaurant and dish are picked from what the API serves now.

const API = 'http://localhost:8000/api';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

interface Restaurant {
  id: string;
  name: string;
  is_open: boolean;
  min_order: number;
}

interface Plat {
  id: string;
  name: string;
  price: number;
  is_available: boolean;
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${API}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function clientToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/auth/login`, { data: { email: demo.client, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** An open restaurant and one of its available dishes, with how many of it reach the minimum order. */
async function pickDish(request: APIRequestContext): Promise<{ restaurant: Restaurant; plat: Plat; quantity: number }> {
  for (const restaurant of await getJson<Restaurant[]>(request, '/restaurants')) {
    if (!restaurant.is_open) continue;
    const plats = await getJson<Plat[]>(request, `/plats?restaurant_id=${encodeURIComponent(restaurant.id)}`);
    const plat = plats.filter((p) => p.is_available).sort((a, b) => b.price - a.price)[0];
    if (!plat) continue;
    const quantity = Math.max(1, Math.ceil(restaurant.min_order / plat.price));
    if (quantity <= 3) return { restaurant, plat, quantity };
  }
  throw new Error('Aucun restaurant ouvert avec un plat disponible');
}

/** Signs in, fills the cart, checks out by card: answers the created order's id, on the card step. */
async function reachCardStep(page: Page, request: APIRequestContext): Promise<string> {
  const { restaurant, plat, quantity } = await pickDish(request);
  await signIn(page, demo.client);
  await page.goto(`/client/restaurants/${restaurant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  for (let i = 0; i < quantity; i++) {
    await page.getByRole('button', { name: `Ajouter ${plat.name} au panier` }).click();
  }
  await expect(page.getByText(`${plat.name} ajouté au panier!`).first()).toBeVisible();

  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
  const created = page.waitForResponse((r) => r.url() === `${API}/commandes` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const orderId = ((await response.json()) as { id: string }).id;

  const step = page.getByRole('region', { name: 'Paiement sécurisé' });
  await expect(step.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Retour' })).toBeVisible();
  const banner = step.getByRole('note', { name: 'Mode TEST' });
  await expect(banner).toContainText('4242 4242 4242 4242');
  await expect(banner).toContainText('4000 0000 0000 0002');
  return orderId;
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Carte bancaire (mode TEST)' });
  await form.getByLabel('Numéro de carte').fill(number);
  await form.getByLabel('Date d’expiration (MM/AA)').fill(`12/${nextYear}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Payer/ }).click();
  return form;
}

test.beforeEach(async ({ request }) => {
  const config = await getJson<{ provider: string }>(request, '/paiements/config');
  test.skip(config.provider !== 'test', 'API lancée avec des clés Stripe : ce scénario vise le mode de test intégré');
});

test('the demo client pays by card (4242 4242 4242 4242) and finds the order paid in Mes Commandes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const orderId = await reachCardStep(page, request);

  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Paiement réussi!', { exact: true })).toBeVisible();
  const succeededAt = Date.now();
  await expect(page.getByText('Redirection en cours...')).toBeVisible();
  await expect(page.getByText('Paiement réussi! Commande confirmée.')).toBeVisible();

  await expect(page).toHaveURL(/\/client\/orders$/, { timeout: 8_000 });
  const waited = Date.now() - succeededAt;
  test.info().annotations.push({ type: 'card-success-redirect-ms', description: String(waited) });
  expect(waited, 'redirection about 2 s after the success').toBeGreaterThanOrEqual(1_500);

  await expect(page.getByRole('heading', { level: 1, name: 'Mes Commandes' })).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: `Commande #${orderId.slice(0, 8)}` });
  await expect(card).toContainText('Carte bancaire · Payée');
  await expect(page.getByRole('button', { name: 'Panier, vide' })).toBeVisible();

  const order = await getJson<{ payment_status: string; payment_mode: string }>(request, `/commandes/${orderId}`, await clientToken(request));
  expect(order).toMatchObject({ payment_mode: 'card', payment_status: 'paid' });
});

test('a declined card (4000 0000 0000 0002) says so and leaves the order unpaid', async ({ page, request }) => {
  test.setTimeout(90_000);
  const orderId = await reachCardStep(page, request);

  const form = await fillCard(page, '4000 0000 0000 0002');
  await expect(form.getByRole('alert')).toHaveText('Votre carte a été refusée.');
  // Inline and as a toast.
  await expect(page.getByText('Votre carte a été refusée.')).toHaveCount(2);
  await expect(page).toHaveURL(/\/client\/checkout$/);
  await expect(page.getByText('Paiement réussi!', { exact: true })).toHaveCount(0);

  const token = await clientToken(request);
  expect((await getJson<{ payment_status: string }>(request, `/commandes/${orderId}`, token)).payment_status).toBe('pending');

  // 'Retour' gives the unpaid order up; the cart is still there for another try.
  await page.getByRole('region', { name: 'Paiement sécurisé' }).getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible();
  await expect.poll(async () => (await getJson<{ status: string }>(request, `/commandes/${orderId}`, token)).status).toBe('annulee');
});
