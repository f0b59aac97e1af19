import {
  DEMO_PASSWORD,
  basket,
  deliveryAddress as addressOf,
  demo,
  expect,
  freeCouriers,
  mainNav,
  shortId,
  signIn,
  test,
} from '../support/fixtures';
import type { Commande, Livraison } from '../support/fixtures';

// A delivery across the three roles: the demo client orders (cash) from the demo restaurateur's
// restaurant, the restaurateur confirms and cooks it, then a courier finds it in 'Livraisons
// disponibles', accepts, starts and completes it in the browser, and the client sees 'Livrée'.
// Other specs share the database, so nothing is assumed from the seed beyond the demo accounts.

test('an order goes from the client through the kitchen to a courier, who delivers it in the browser', async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(120_000);
  const client = await api.login(demo.client);
  const restaurateur = await api.login(demo.restaurateur);
  const notes = `Sonner chez Ndiaye — test livreur ${Date.now()}`;
  const deliveryAddress = addressOf(client);

  const restaurant = await api.restaurantOf(restaurateur);

  const order = await test.step('the client orders, paying cash', async () => {
    const lines = basket(await api.availablePlats(restaurant.id), restaurant.min_order);
    const leaveAsFound = await api.openRestaurant(restaurant, restaurateur);
    try {
      return await api.placeCashOrder(client, restaurant, lines, notes);
    } finally {
      await leaveAsFound();
    }
  });

  await test.step('the restaurateur confirms, cooks and marks it ready', async () => {
    for (const status of ['confirmee', 'en_preparation', 'prete']) {
      const updated = await api.call<Commande>('PATCH', `/commandes/${order.id}/status`, {
        session: restaurateur,
        query: { new_status: status },
      });
      expect(updated.status).toBe(status);
    }
  });

  const courier = (await freeCouriers(api, 1))[0]!;
  const offers = await api.getJson<Livraison[]>('/livraisons/available', { session: courier });
  const offer = offers.find((livraison) => livraison.commande_id === order.id);
  expect(offer, 'livraison créée à la confirmation').toBeTruthy();
  const livraisonId = offer!.id;
  const cardName = `Livraison #${shortId(livraisonId)}`;

  await test.step('the courier finds the order among the available deliveries and accepts it', async () => {
    await signIn(page, courier.user.email);
    await expect(page).toHaveURL(/\/livreur\/dashboard$/);
    await mainNav(page).getByRole('link', { name: 'Livraisons disponibles' }).click();
    await expect(page).toHaveURL(/\/livreur\/available$/);

    const card = page.getByRole('article', { name: cardName });
    await expect(card).toBeVisible();
    await expect(card.getByText('Nouvelle')).toBeVisible();
    await expect(card.getByText('Récupération')).toBeVisible();
    await expect(card.getByText(restaurant.location.address)).toBeVisible();
    await expect(card.getByText(deliveryAddress)).toBeVisible();
    await expect(card.getByText(order.items[0]!.plat_name)).toBeVisible();
    await expect(card.getByText(/\d+,\d\s?km/)).toBeVisible();

    await card.getByRole('button', { name: 'Accepter la livraison' }).click();
    await expect(page.getByText('Livraison acceptée!')).toBeVisible();
    await expect(page).toHaveURL(/\/livreur\/active$/);
  });

  await test.step('the courier opens the route, starts and completes the delivery', async () => {
    const details = page.getByRole('article', { name: cardName });
    await expect(details).toBeVisible();
    await expect(details.getByText(notes)).toBeVisible();
    await expect(details.getByText(deliveryAddress)).toBeVisible();
    const maps = page.getByRole('link', { name: /Ouvrir dans Google Maps/ });
    await expect(maps).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(deliveryAddress)}`,
    );
    await expect(maps).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Démarrer la livraison' }).click();
    await expect(page.getByText('Livraison démarrée!')).toBeVisible();
    await page.getByRole('button', { name: 'Marquer comme livrée' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Confirmer la livraison comme complétée?')).toBeVisible();
    // The proof of delivery: the code only the client (and the admins) can read.
    const { delivery_pin } = await api.getJson<Commande>(`/commandes/${order.id}`, { session: client });
    await dialog.getByLabel('Code de livraison').fill('0000' === delivery_pin ? '0001' : '0000');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog.getByText('Code de livraison incorrect')).toBeVisible();
    await dialog.getByLabel('Code de livraison').fill(delivery_pin!);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Livraison complétée!')).toBeVisible();
    await expect(page.getByText('Aucune livraison en cours')).toBeVisible();
  });

  await test.step('the delivery is in the history, with its duration', async () => {
    await mainNav(page).getByRole('link', { name: 'Historique' }).click();
    await page
      .getByRole('group', { name: 'Filtrer par statut' })
      .getByRole('button', { name: /Livrées/ })
      .click();
    const entry = page.getByRole('article', { name: cardName });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Livrée')).toBeVisible();
    await expect(entry.getByText('Durée')).toBeVisible();
  });

  await test.step("the client sees 'Livrée' in 'Mes Commandes'", async () => {
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    await signIn(clientPage, demo.client);
    await clientPage.goto('/client/orders');
    const card = clientPage.getByRole('article', { name: `Commande #${shortId(order.id)}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Livrée', { exact: true })).toBeVisible();
    await context.close();
    expect((await api.getJson<Commande>(`/commandes/${order.id}`, { session: client })).status).toBe('livree');
  });
});

test('a courier awaiting approval is told so and cannot accept deliveries', async ({ page, api }) => {
  const email = `livreur.e2e.${Date.now()}@teranga.test`;
  await api.register({
    email,
    password: DEMO_PASSWORD,
    name: 'Issa Coulibaly',
    phone: '07 45 12 78 96',
    role: 'livreur',
  });

  await signIn(page, email);
  await expect(page).toHaveURL(/\/livreur\/dashboard$/);
  await expect(
    page.getByText('Votre compte est en attente de validation par un administrateur.').first(),
  ).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Livraisons disponibles' }).click();
  await expect(page.getByRole('note')).toContainText('Votre compte est en attente de validation par un administrateur');
  await expect(page.getByRole('button', { name: 'Accepter la livraison' })).toHaveCount(0);
  await expect(page.getByText('Erreur lors du chargement')).toHaveCount(0);
});
