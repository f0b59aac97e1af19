import fs from 'node:fs';
import { basket, createdOrderId, demo, expect, freeCouriers, openAs, shortId, signIn, test } from '../support/fixtures';
import type { Commande } from '../support/fixtures';

// Issue 17, money you can audit, end to end: a client orders with a promo code and a tip and pays
// by card; once delivered, the courier's 'Gains' shows the pay and the tip, the restaurateur's CSV
// lines add up to the net of their 'Paiements' page, and the client's receipt has its VAT lines.
// Other specs share the database: the code is this run's own, the figures are read, not assumed.

const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\u202f/g, '\u00a0');
/** '1 234,50' → 1234.5 (a CSV amount or a displayed price). */
const amountOf = (text: string) => Number(text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.'));

interface EarningsLine {
  commande_id: string | null;
  base: number;
  distance: number;
  tip: number;
  pay: number;
}

test.beforeEach(async ({ api }) => {
  const config = await api.getJson<{ provider: string }>('/paiements/config');
  test.skip(config.provider !== 'test', 'API lancée avec des clés Stripe : ce scénario vise le mode de test intégré');
});

test('a promo code and a tip, paid by card: the courier’s pay, the restaurant’s statement and the receipt add up', async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(180_000);
  const admin = await api.login(demo.admin);
  const owner = await api.login(demo.restaurateur);
  const client = await api.login(demo.client);
  const restaurant = await api.restaurantOf(owner);
  const closeAgain = await api.openRestaurant(restaurant, owner);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  await api.call('POST', '/admin/promos', {
    session: admin,
    body: { code, kind: 'percent', value: 10, min_subtotal: 0 },
    status: 201,
  });

  const orderId = await test.step('the client applies the code, tips 2 € and pays by card', async () => {
    const lines = basket(await api.availablePlats(restaurant.id), restaurant.min_order);
    await signIn(page, demo.client);
    await page.goto(`/client/restaurants/${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    for (const { plat, quantity } of lines) {
      for (let i = 0; i < quantity; i++) {
        await page.getByRole('button', { name: `Ajouter ${plat.name} au panier` }).click();
      }
    }
    await page.goto('/client/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
    await page.getByRole('group', { name: 'Pourboire pour le livreur' }).getByRole('radio', { name: '2 €' }).check();
    const promo = page.getByRole('form', { name: 'Code promo' });
    await promo.getByLabel('Code promo').fill(code.toLowerCase());
    await promo.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Code ${code} appliqué` })).toBeVisible();
    await expect(page.getByText(`Réduction (${code})`)).toBeVisible();

    await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
    const id = await createdOrderId(page, () =>
      page.getByRole('button', { name: 'Continuer vers le paiement' }).click(),
    );
    const form = page.getByRole('form', { name: 'Carte bancaire (mode TEST)' });
    await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await form.getByLabel('Date d’expiration (MM/AA)').fill(`12/${String((new Date().getFullYear() + 1) % 100)}`);
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Payer/ }).click();
    await expect(page.getByText('Paiement réussi!', { exact: true })).toBeVisible();
    return id;
  });

  const order = await api.getJson<Commande>(`/commandes/${orderId}`, { session: client });
  expect(order).toMatchObject({ payment_status: 'paid', tip: 2, promo_code: code });
  // The server's arithmetic: 10 % of the dishes, rounded down to the cent.
  expect(order.discount).toBe(Math.floor(order.subtotal * 10) / 100);
  expect(order.total_price).toBeCloseTo(order.subtotal + order.delivery_fee + order.tip - order.discount, 2);

  const courier = await test.step('the kitchen prepares it, a courier delivers it', async () => {
    await api.call('POST', `/commandes/${orderId}/accept`, { session: owner, body: {} });
    for (const status of ['en_preparation', 'prete'])
      await api.call('PATCH', `/commandes/${orderId}/status`, { session: owner, query: { new_status: status } });
    const [free] = await freeCouriers(api, 1);
    const { livraison_id, delivery_pin } = await api.getJson<Commande>(`/commandes/${orderId}`, { session: client });
    await api.call('POST', `/livraisons/${livraison_id}/accept`, { session: free });
    await api.call('PATCH', `/livraisons/${livraison_id}/status`, { session: free, query: { new_status: 'en_cours' } });
    await api.call('PATCH', `/livraisons/${livraison_id}/status`, {
      session: free,
      query: { new_status: 'livree' },
      body: { pin: delivery_pin },
    });
    await closeAgain();
    return free!;
  });

  await test.step('the courier’s Gains show the pay and the tip of that delivery', async () => {
    const gains = await openAs(browser, courier.user.email, '/livreur/gains');
    await expect(gains.getByRole('heading', { level: 1, name: 'Gains' })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const { deliveries } = await api.getJson<{ deliveries: EarningsLine[] }>('/livraisons/earnings', {
      session: courier,
      query: { from: today, to: today },
    });
    const line = deliveries.find((candidate) => candidate.commande_id === orderId)!;
    expect(line).toMatchObject({ tip: 2 });
    expect(line.pay).toBeCloseTo(line.base + line.distance + line.tip, 2);
    const card = gains.getByRole('article').filter({ hasText: `Commande #${shortId(orderId).toUpperCase()}` });
    await expect(card).toContainText(`Pourboire${euros(2)}`);
    await expect(card).toContainText(euros(line.pay));
    await gains.context().close();
  });

  await test.step('the restaurateur’s CSV lines add up to the net of their Paiements page', async () => {
    const payments = await openAs(browser, demo.restaurateur, '/restaurateur/paiements');
    await expect(payments.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
    const totals = payments.getByRole('region', { name: 'Totaux de la période' });
    const net = totals
      .locator('dl')
      .filter({ has: payments.getByText('Net à recevoir', { exact: true }) })
      .locator('dd')
      .first();
    await expect(net).toBeVisible();
    const shownNet = amountOf((await net.textContent()) ?? '');
    const [download] = await Promise.all([
      payments.waitForEvent('download'),
      payments.getByRole('button', { name: 'Télécharger le CSV' }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const rows = text
      .trim()
      .split('\r\n')
      .map((row) => row.split(';'));
    const netColumn = rows[0]!.indexOf('Net');
    const body = rows.slice(1, -1);
    expect(
      body.some((row) => row[1] === orderId),
      'la commande est une ligne du relevé',
    ).toBe(true);
    const sum = body.reduce((total, row) => total + Math.round(amountOf(row[netColumn]!) * 100), 0) / 100;
    expect(rows.at(-1)![0]).toBe('Total');
    expect(amountOf(rows.at(-1)![netColumn]!)).toBeCloseTo(sum, 2);
    expect(shownNet).toBeCloseTo(sum, 2);
    await payments.context().close();
  });

  await test.step('the client’s receipt shows the VAT lines', async () => {
    await page.goto(`/client/orders/${orderId}/recu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reçu' })).toBeVisible();
    const vat = page.getByRole('table', { name: 'TVA' });
    await expect(vat.getByRole('row', { name: /Plats/ })).toContainText('10 %');
    await expect(vat.getByRole('row', { name: /Livraison/ })).toContainText('20 %');
    await expect(page.getByText('Pourboire intégralement reversé au livreur, non soumis à la TVA')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  });
});
