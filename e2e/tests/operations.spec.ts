import { createdOrderId, demo, expect, freeCouriers, openAs, shortId, test } from '../support/fixtures';
import type { Api, Commande, Livraison, Page, Plat, Restaurant } from '../support/fixtures';

// Issue 16, the whole loop on a restaurant of its own (nothing shared with the other specs): its
// restaurateur sets opening hours and adds an option group to a dish; the demo client orders that
// dish with a paid option for a slot of tomorrow and sees the server's total; the kitchen and a
// courier finish it; the client rates it, and the restaurant's page shows the new rating and count.

const PASSWORD = 'Tamarin-bissap-2026';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** '16,50 €' whatever space the browser's ICU puts before the sign. */
const euros = (amount: number) => new RegExp(`${amount.toFixed(2).replace('.', ',')}\\s€`);

/** A new, approved restaurateur with a restaurant (no hours yet) and one dish without options. */
async function newRestaurant(api: Api) {
  const id = stamp();
  const email = `operations-${id}@e2e.teranga.test`;
  const owner = await api.register({
    name: `Khady Sarr ${id}`,
    email,
    role: 'restaurateur',
    password: PASSWORD,
    phone: '06 98 76 54 32',
    address: '3 Rue Myrha, 75018 Paris',
  });
  const admin = await api.login(demo.admin);
  await api.call('PATCH', `/admin/users/${owner.user.id}/verify`, { session: admin });
  const session = await api.login(email, PASSWORD);
  const restaurant = await api.call<Restaurant>('POST', '/restaurants', {
    session,
    body: {
      name: `Le Thiossane ${id}`,
      description: 'Grillades et garbas du soir',
      address: '3 Rue Myrha, 75018 Paris',
      categories: ['Sénégalais'],
      delivery_time: 30,
      delivery_fee: 2.5,
      min_order: 0,
    },
    status: 201,
  });
  const plat = await api.call<Plat>('POST', '/plats', {
    session,
    body: {
      restaurant_id: restaurant.id,
      name: 'Poisson braisé',
      description: 'Dorade grillée, oignons et piment',
      price: 12,
      category: 'Plats',
    },
    status: 201,
  });
  return { email, session, restaurant, plat };
}

async function setHours(page: Page) {
  await page.getByRole('link', { name: 'Mon restaurant' }).click();
  const hours = page.getByRole('form', { name: 'Horaires' });
  const monday = hours.getByRole('group', { name: 'Lundi', exact: true });
  await monday.getByRole('button', { name: 'Ajouter une plage (lundi)' }).click();
  const range = monday.getByRole('group', { name: 'Lundi, plage 1' });
  await range.getByLabel('Ouverture').fill('10:00');
  await range.getByLabel('Fermeture').fill('23:00');
  await monday.getByRole('button', { name: 'Copier sur tous les jours (lundi)' }).click();
  await expect(hours.getByRole('group', { name: 'Dimanche, plage 1' }).getByLabel('Ouverture')).toHaveValue('10:00');
  await hours.getByRole('button', { name: 'Enregistrer les horaires' }).click();
}

async function addOptionGroup(page: Page, plat: Plat) {
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('link', { name: `Modifier ${plat.name}` }).click();
  await page.getByRole('button', { name: 'Ajouter un groupe d’options' }).click();
  const group = page.getByRole('group', { name: /^Groupe d’options/ }).last();
  await group.getByLabel('Nom du groupe').fill('Accompagnement');
  await group.getByLabel('Minimum').fill('1');
  await group.getByLabel('Maximum').fill('1');
  const first = group.getByRole('group', { name: /^Option 1 du groupe/ });
  await first.getByLabel('Nom de l’option').fill('Attiéké');
  await first.getByLabel('Supplément (€)').fill('0');
  await group.getByRole('button', { name: /^Ajouter une option/ }).click();
  const second = group.getByRole('group', { name: /^Option 2 du groupe/ });
  await second.getByLabel('Nom de l’option').fill('Alloco');
  await second.getByLabel('Supplément (€)').fill('2');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(/\/restaurateur\/menu$/);
}

test('restaurant operations: hours, a dish option, an order for later at the server’s price, a review', async ({
  browser,
  api,
}) => {
  test.setTimeout(150_000);
  const { email, session: owner, restaurant, plat } = await newRestaurant(api);

  await test.step('the restaurateur sets hours and adds an option group to a dish', async () => {
    const page = await openAs(browser, email, '/restaurateur/dashboard', PASSWORD);
    await setHours(page);
    await expect
      .poll(async () => (await api.getJson<Restaurant>(`/restaurants/${restaurant.id}`)).opening_hours.length)
      .toBe(7);
    await addOptionGroup(page, plat);
    const saved = await api.getJson<Plat>(`/plats/${plat.id}`);
    expect(saved.option_groups).toMatchObject([
      { name: 'Accompagnement', min: 1, max: 1, options: [{ name: 'Attiéké' }, { name: 'Alloco', price_delta: 2 }] },
    ]);
    await page.context().close();
  });

  const client = await api.login(demo.client);
  const clientPage = await openAs(browser, demo.client, `/client/restaurants/${restaurant.id}`);
  await expect(clientPage.getByText('(0 avis)')).toBeVisible();

  const orderId =
    await test.step('the client orders it with Alloco for tomorrow and sees the server’s total', async () => {
      await clientPage.getByRole('button', { name: `Ajouter ${plat.name} au panier` }).click();
      const dialog = clientPage.getByRole('dialog', { name: plat.name });
      await dialog.getByRole('radio', { name: /Alloco/ }).check();
      await dialog.getByRole('button', { name: /^Ajouter au panier – 14,00\s€$/ }).click();
      await expect(dialog).toBeHidden();

      await clientPage.goto('/client/checkout');
      await expect(clientPage.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
      await clientPage.getByRole('radio', { name: /Plus tard/ }).check();
      await clientPage.getByRole('radio', { name: 'Demain', exact: true }).check();
      const slot = clientPage.getByLabel('Heure de livraison');
      await expect(slot.locator('option').nth(1)).toBeAttached();
      const chosen = await slot.locator('option').nth(1).getAttribute('value');
      await slot.selectOption(chosen!);
      await clientPage.getByRole('radio', { name: /Espèces/ }).check();
      const id = await createdOrderId(clientPage, () =>
        clientPage.getByRole('button', { name: 'Confirmer la commande' }).click(),
      );
      const order = await api.getJson<Commande>(`/commandes/${id}`, { session: client });
      expect(order).toMatchObject({ total_price: 16.5, subtotal: 14, delivery_fee: 2.5, scheduled_for: chosen });
      expect(order.items[0]!.options).toEqual([
        expect.objectContaining({ group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 }),
      ]);
      await expect(clientPage).toHaveURL(/\/client\/orders$/);
      const card = clientPage.getByRole('article', { name: new RegExp(`Commande #${shortId(id)}`) });
      await expect(card).toContainText(euros(16.5));
      await expect(card).toContainText('Accompagnement : Alloco');
      return id;
    });

  await test.step('the kitchen sees it apart, accepts and prepares it; a courier delivers it', async () => {
    const kitchen = await openAs(browser, email, '/restaurateur/orders', PASSWORD);
    const scheduled = kitchen.getByRole('region', { name: 'Commandes programmées' });
    await expect(scheduled.getByRole('article', { name: `Commande #${shortId(orderId)}` })).toBeVisible();
    await kitchen.context().close();

    await api.call('POST', `/commandes/${orderId}/accept`, { session: owner, body: {} });
    for (const status of ['en_preparation', 'prete'])
      await api.call('PATCH', `/commandes/${orderId}/status`, { session: owner, query: { new_status: status } });
    const [courier] = await freeCouriers(api, 1);
    const { livraison_id, delivery_pin } = await api.getJson<Commande>(`/commandes/${orderId}`, { session: client });
    // An order for tomorrow is not offered yet: the courier takes it by its id (as an admin's assignment would).
    await api.call<Livraison>('POST', `/livraisons/${livraison_id}/accept`, { session: courier });
    await api.call('PATCH', `/livraisons/${livraison_id}/status`, {
      session: courier,
      query: { new_status: 'en_cours' },
    });
    await api.call('PATCH', `/livraisons/${livraison_id}/status`, {
      session: courier,
      query: { new_status: 'livree' },
      body: { pin: delivery_pin },
    });
  });

  await test.step('the client rates it: the restaurant’s rating and count change on its page', async () => {
    await clientPage.goto('/client/orders');
    const card = clientPage.getByRole('article', { name: new RegExp(`Commande #${shortId(orderId)}`) });
    await card.getByRole('button', { name: 'Noter cette commande' }).click();
    const dialog = clientPage.getByRole('dialog', { name: 'Noter cette commande' });
    await dialog.getByRole('radio', { name: '4 étoiles', exact: true }).check();
    await dialog.getByLabel('Votre commentaire').fill('Alloco bien doré, livré à l’heure.');
    await dialog.getByRole('radio', { name: 'Satisfait', exact: true }).check();
    await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Votre note : 4/5');

    await clientPage.goto(`/client/restaurants/${restaurant.id}`);
    await expect(clientPage.getByText('4,0 (1 avis)')).toBeVisible();
    await expect(clientPage.getByRole('list', { name: 'Derniers avis' })).toContainText('Alloco bien doré');
    expect(await api.getJson<Restaurant>(`/restaurants/${restaurant.id}`)).toMatchObject({
      rating: 4,
      total_reviews: 1,
    });
  });
});
