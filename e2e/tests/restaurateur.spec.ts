import { demo, expect, files, mainNav, shortId, signIn, test } from '../support/fixtures';
import type { Commande, Plat } from '../support/fixtures';

// The restaurateur's day: the demo restaurateur adds a dish with a photo, sees it on the menu and
// marks it unavailable; then, with the kitchen screen open, a client orders (cash, through the
// API) and the order shows up by itself; the restaurateur confirms it, cooks it and marks it ready.
// Other specs share the database: nothing is assumed from the seed beyond the demo accounts.

test('a restaurateur adds a dish with a photo, then runs a client order through the kitchen', async ({
  page,
  request,
  api,
}) => {
  const dishName = `Yassa de la maison ${Date.now().toString(36)}`;

  await signIn(page, demo.restaurateur);
  await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);

  // --- The new dish, with its photo ---------------------------------------------------------
  await mainNav(page).getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Ajouter un plat' }).click();
  await expect(page).toHaveURL(/\/restaurateur\/menu\/add$/);

  await page.getByLabel(/Nom du plat/).fill(dishName);
  await page.getByLabel(/Description/).fill('Poulet mariné au citron vert et oignons confits, riz parfumé.');
  await page.getByLabel(/Prix \(€\)/).fill('13.90');
  const category = page.getByRole('combobox', { name: /Catégorie/ });
  await expect(category.getByRole('option', { name: 'Plats' })).toBeAttached();
  await category.selectOption('Plats');
  await page.getByLabel(/Temps de préparation/).fill('25');
  await page.getByRole('checkbox', { name: 'Épicé' }).check();

  await page
    .getByLabel(/Choisir une image/)
    .setInputFiles({ name: 'yassa.png', mimeType: 'image/png', buffer: files.png });
  await expect(page.getByText('Image téléchargée avec succès')).toBeVisible();
  const preview = page.getByRole('img', { name: /Image du plat/ });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /\/api\/uploads\//);

  await page.getByRole('button', { name: 'Ajouter le plat' }).click();
  await expect(page.getByText('Plat ajouté avec succès!')).toBeVisible();
  await expect(page).toHaveURL(/\/restaurateur\/menu$/);

  const dish = page.getByRole('article', { name: dishName });
  await expect(dish).toBeVisible();
  await expect(dish.getByText('Épicé')).toBeVisible();
  // The stored copy is served back by the API.
  const src = await dish.locator('img').getAttribute('src');
  expect(src).toMatch(/\/api\/uploads\//);
  expect((await request.get(src!)).ok()).toBe(true);

  await dish.getByRole('button', { name: 'Disponible' }).click();
  await expect(dish.getByRole('button', { name: 'Indisponible' })).toBeVisible();
  await expect(page.getByText('Disponibilité mise à jour')).toBeVisible();

  // --- A client order arrives while the kitchen screen is open ---------------------------------
  const owner = await api.login(demo.restaurateur);
  const restaurant = await api.restaurantOf(owner);
  // Left open: the kitchen takes this order next.
  await api.openRestaurant(restaurant, owner);
  const plats = await api.getJson<Plat[]>('/plats', { query: { restaurant_id: restaurant.id } });
  expect(plats.find((plat) => plat.name === dishName)?.is_available).toBe(false);
  const plat = plats.find((candidate) => candidate.is_available);
  expect(plat, 'un plat disponible').toBeTruthy();
  // Enough of it to reach the restaurant's minimum order.
  const quantity = Math.min(50, Math.max(1, Math.ceil(restaurant.min_order / plat!.price)));

  await mainNav(page).getByRole('link', { name: 'Commandes' }).click();
  await expect(page.getByRole('combobox', { name: 'Filtrer par statut' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const client = await api.login(demo.client);
  const order = await api.placeCashOrder(client, restaurant, [{ plat: plat!, quantity }], 'Sonner deux fois, merci !');
  expect(order.status).toBe('en_attente');

  // No reload: the screen polls every 15 s and raises the alarm.
  const card = page.getByRole('article', { name: `Commande #${shortId(order.id)}` });
  await expect(card).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('Nouvelle commande !')).toBeVisible();
  await expect(card.getByText(`${quantity} x ${plat!.name}`)).toBeVisible();
  await expect(card.getByText('Sonner deux fois, merci !')).toBeVisible();
  await expect(card.getByText('Espèces · Paiement à la livraison')).toBeVisible();

  // --- Confirmée → En préparation → Prête ----------------------------------------------------
  for (const label of ['Confirmée', 'En préparation', 'Prête']) {
    await card.getByRole('button', { name: `Passer à: ${label}` }).click();
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByRole('button', { name: 'Passer à: En livraison' })).toBeVisible();
  const saved = await api.getJson<Commande>(`/commandes/${order.id}`, { session: owner });
  expect(saved.status).toBe('prete');
});
