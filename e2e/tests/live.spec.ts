import { basket, demo, expect, freeCouriers, openAs, shortId, test, type Page } from '../support/fixtures';
import type { Commande, Livraison, Session } from '../support/fixtures';
import { startServer, stopServer } from '../support/processes';

// The whole order lifecycle pushed live to three browsers (a client, the kitchen, a courier) and
// a second courier, with no page reload: every step must show within 2 s on the other screens.
// Then the API is killed for 3 s and restarted: the open pages say the connection dropped,
// reconnect on their own and show what happened meanwhile.

/** The budget for a change to reach another screen. */
const LIVE = { timeout: 2_000 };

const LOST = 'Connexion perdue — reconnexion…';

/** Where the courier's label sits on the client's map. */
async function courierOnMap(page: Page, name: string) {
  const box = await page.locator('.leaflet-tooltip', { hasText: name }).boundingBox();
  expect(box, 'le livreur sur la carte').toBeTruthy();
  return box!;
}

test('an order lives across the client, kitchen and courier screens, through an API restart', async ({
  browser,
  api,
}) => {
  test.setTimeout(180_000);
  const client = await api.login(demo.client);
  const restaurateur = await api.login(demo.restaurateur);
  const admin = await api.login(demo.admin);
  const restaurant = await api.restaurantOf(restaurateur);
  const [courier, otherCourier] = (await freeCouriers(api, 2)) as [Session, Session];
  const leaveAsFound = await api.openRestaurant(restaurant, restaurateur);
  const lines = basket(await api.availablePlats(restaurant.id), restaurant.min_order);

  const clientPage = await openAs(browser, demo.client, '/client/orders');
  const kitchen = await openAs(browser, demo.restaurateur, '/restaurateur/orders');
  const courierPage = await openAs(browser, courier.user.email, '/livreur/available');
  const otherPage = await openAs(browser, otherCourier.user.email, '/livreur/available');
  // Every screen says when it is live rather than polling.
  await expect(kitchen.getByText('Mises à jour en direct')).toBeVisible();
  await expect(courierPage.getByText(/mis à jour en direct/)).toBeVisible();
  await expect(otherPage.getByText(/mis à jour en direct/)).toBeVisible();

  try {
    const order = await test.step('the client orders: the kitchen and the client’s list show it at once', async () => {
      const placed = await api.placeCashOrder(client, restaurant, lines, `Test en direct ${Date.now()}`);
      const name = `Commande #${shortId(placed.id)}`;
      await expect(kitchen.getByRole('article', { name })).toBeVisible(LIVE);
      await expect(kitchen.getByText('Nouvelle commande !')).toBeVisible();
      await expect(clientPage.getByRole('article', { name })).toBeVisible(LIVE);
      await clientPage.getByRole('link', { name: `Suivre la commande #${shortId(placed.id)}` }).click();
      await expect(clientPage.getByRole('heading', { name })).toBeVisible();
      return placed;
    });
    const card = kitchen.getByRole('article', { name: `Commande #${shortId(order.id)}` });
    const status = clientPage.getByTestId('tracking-status');
    const timeline = clientPage.getByRole('list', { name: 'Étapes de la commande' });
    const stepDone = (label: string) => timeline.getByRole('listitem').filter({ hasText: label }).locator('time');

    const livraisonId =
      await test.step('the kitchen confirms: the client sees it, the couriers get the offer', async () => {
        await card.getByRole('button', { name: 'Passer à: Confirmée' }).click();
        await expect(status).toContainText('Confirmée', LIVE);
        await expect(stepDone('Confirmée')).toBeVisible(LIVE);
        const { livraison_id } = await api.getJson<Commande>(`/commandes/${order.id}`, { session: admin });
        const offer = `Livraison #${shortId(livraison_id!)}`;
        await expect(courierPage.getByRole('article', { name: offer })).toBeVisible(LIVE);
        await expect(otherPage.getByRole('article', { name: offer })).toBeVisible(LIVE);
        return livraison_id!;
      });
    const offerName = `Livraison #${shortId(livraisonId)}`;
    const firstName = courier.user.name.split(' ')[0]!;

    await test.step('a courier accepts: the offer leaves the other courier’s screen, the kitchen sees who comes', async () => {
      await courierPage
        .getByRole('article', { name: offerName })
        .getByRole('button', { name: 'Accepter la livraison' })
        .click();
      await expect(courierPage).toHaveURL(/\/livreur\/active$/);
      await expect(otherPage.getByRole('article', { name: offerName })).toHaveCount(0, LIVE);
      await expect(otherPage.getByText('Livraison prise par un autre livreur')).toBeVisible();
      await expect(card.getByText(new RegExp(`Livreur : ${firstName}`))).toBeVisible(LIVE);
      await expect(clientPage.getByText(new RegExp(`Votre livreur : ${firstName}`))).toBeVisible(LIVE);
    });

    await test.step('each kitchen step shows on the client’s tracking page', async () => {
      for (const label of ['En préparation', 'Prête']) {
        await card.getByRole('button', { name: `Passer à: ${label}` }).click();
        await expect(status).toContainText(label, LIVE);
        await expect(stepDone(label)).toBeVisible(LIVE);
      }
    });

    const pin = await test.step('the courier picks it up: the client sees it on its way, with the code', async () => {
      await expect(courierPage.getByRole('button', { name: 'Démarrer la livraison' })).toBeEnabled(LIVE);
      await courierPage.getByRole('button', { name: 'Démarrer la livraison' }).click();
      await expect(status).toContainText('En livraison', LIVE);
      const code = clientPage.getByTestId('delivery-pin');
      await expect(code).toBeVisible(LIVE);
      return (/\d{4}/.exec((await code.textContent()) ?? '') ?? [''])[0];
    });

    await test.step('a position sent by the courier moves the marker on the client’s map', async () => {
      await api.call('PATCH', `/livraisons/${livraisonId}/location`, {
        session: courier,
        body: { latitude: 48.8925, longitude: 2.3444 },
      });
      await expect(clientPage.locator('.leaflet-tooltip', { hasText: firstName })).toBeVisible(LIVE);
      const before = await courierOnMap(clientPage, firstName);
      await api.call('PATCH', `/livraisons/${livraisonId}/location`, {
        session: courier,
        body: { latitude: 48.8862, longitude: 2.3521 },
      });
      await expect
        .poll(async () => {
          const after = await courierOnMap(clientPage, firstName);
          return Math.hypot(after.x - before.x, after.y - before.y);
        }, LIVE)
        .toBeGreaterThan(5);
    });

    await test.step('the courier completes with the client’s code: the client sees it delivered', async () => {
      expect(pin).toMatch(/^\d{4}$/);
      await courierPage.getByRole('button', { name: 'Marquer comme livrée' }).click();
      const dialog = courierPage.getByRole('alertdialog');
      await dialog.getByLabel('Code de livraison').fill(pin!);
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(courierPage.getByText('Livraison complétée!')).toBeVisible();
      await expect(status).toContainText('Livrée', LIVE);
      await expect(clientPage.getByText(/^Livrée à \d{2}:\d{2}/)).toBeVisible(LIVE);
      await expect(card.getByText('Livrée', { exact: true })).toBeVisible(LIVE);
    });

    await test.step('the API is killed for 3 s: the pages say so, reconnect and show what happened', async () => {
      stopServer('api');
      await expect(kitchen.getByText(LOST)).toBeVisible({ timeout: 5_000 });
      await expect(courierPage.getByText(LOST)).toBeVisible({ timeout: 5_000 });
      await kitchen.waitForTimeout(3_000);
      await startServer('api');
      // Written as soon as the API is back, before the pages have reconnected.
      const next = await api.placeCashOrder(client, restaurant, lines, `Après redémarrage ${Date.now()}`);
      await expect(kitchen.getByRole('article', { name: `Commande #${shortId(next.id)}` })).toBeVisible({
        timeout: 15_000,
      });
      await expect(kitchen.getByText(LOST)).toHaveCount(0);
      await expect(courierPage.getByText(LOST)).toHaveCount(0, { timeout: 15_000 });
      await expect(clientPage.getByText(LOST)).toHaveCount(0, { timeout: 15_000 });
      // Left as found: the second order is cancelled by its client.
      await api.call('DELETE', `/commandes/${next.id}`, { session: client });
    });

    const done = await api.getJson<Livraison>(`/livraisons/${livraisonId}`, { session: admin });
    expect(done).toMatchObject({ status: 'livree', livreur_id: courier.user.id, pin_locked: false });
  } finally {
    // Whatever failed, the next specs need the API.
    if (
      !(await fetch('http://localhost:8000/api/health').then(
        (r) => r.ok,
        () => false,
      ))
    )
      await startServer('api');
    await leaveAsFound();
    for (const page of [clientPage, kitchen, courierPage, otherPage]) await page.context().close();
  }
});
