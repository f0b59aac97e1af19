import { createdOrderId, demo, expect, shortId, signIn, test } from '../support/fixtures';
import type { Api, Commande, Page, Plat, Restaurant } from '../support/fixtures';

// Card payment in the API's built-in test mode (the e2e API runs without Stripe keys): a good
// test card pays the order and leads to 'Mes Commandes' about 2 s later, a declined one says so.
// Other specs share the database, so the restaurant and dish are picked from what the API serves now.

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** An open restaurant and one of its available dishes, with how many of it reach the minimum order. */
async function pickDish(api: Api): Promise<{ restaurant: Restaurant; plat: Plat; quantity: number }> {
  for (const restaurant of await api.getJson<Restaurant[]>('/restaurants')) {
    if (!restaurant.is_open_now) continue;
    const [plat] = await api.availablePlats(restaurant.id);
    if (!plat) continue;
    const quantity = Math.max(1, Math.ceil(restaurant.min_order / plat.price));
    if (quantity <= 3) return { restaurant, plat, quantity };
  }
  throw new Error('Aucun restaurant ouvert avec un plat disponible');
}

/** Signs in, fills the cart, checks out by card: answers the created order's id, on the card step. */
async function reachCardStep(page: Page, api: Api): Promise<string> {
  const { restaurant, plat, quantity } = await pickDish(api);
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
  const orderId = await createdOrderId(page, () =>
    page.getByRole('button', { name: 'Continuer vers le paiement' }).click(),
  );

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

test.beforeEach(async ({ api }) => {
  const config = await api.getJson<{ provider: string }>('/paiements/config');
  test.skip(config.provider !== 'test', 'API lancée avec des clés Stripe : ce scénario vise le mode de test intégré');
});

test('the demo client pays by card (4242 4242 4242 4242) and finds the order paid in Mes Commandes', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const orderId = await reachCardStep(page, api);

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
  const card = page.getByTestId('order-card').filter({ hasText: `Commande #${shortId(orderId)}` });
  await expect(card).toContainText('Carte bancaire · Payée');
  await expect(page.getByRole('button', { name: 'Panier, vide' })).toBeVisible();

  const order = await api.getJson<Commande>(`/commandes/${orderId}`, { session: await api.login(demo.client) });
  expect(order).toMatchObject({ payment_mode: 'card', payment_status: 'paid' });
});

test('a declined card (4000 0000 0000 0002) says so and leaves the order unpaid', async ({ page, api }) => {
  test.setTimeout(90_000);
  const orderId = await reachCardStep(page, api);

  const form = await fillCard(page, '4000 0000 0000 0002');
  await expect(form.getByRole('alert')).toHaveText('Votre carte a été refusée.');
  // Inline and as a toast.
  await expect(page.getByText('Votre carte a été refusée.')).toHaveCount(2);
  await expect(page).toHaveURL(/\/client\/checkout$/);
  await expect(page.getByText('Paiement réussi!', { exact: true })).toHaveCount(0);

  const client = await api.login(demo.client);
  const saved = () => api.getJson<Commande>(`/commandes/${orderId}`, { session: client });
  expect((await saved()).payment_status).toBe('pending');

  // 'Retour' gives the unpaid order up; the cart is still there for another try.
  await page.getByRole('region', { name: 'Paiement sécurisé' }).getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible();
  await expect.poll(async () => (await saved()).status).toBe('annulee');
});
