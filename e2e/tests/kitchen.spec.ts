import { basket, demo, expect, openAs, shortId, test } from '../support/fixtures';

// Issue 14: the kitchen refuses a paid card order for want of stock; the client, looking at the
// order's page, is told why and how much comes back, pushed live (no reload).

/** « Remboursement : 31,50 € », whatever space the formatter puts before the sign. */
const refundLine = (amount: number) => new RegExp(`Remboursement : ${amount.toFixed(2).replace('.', ',')}\\s€`);

test('the kitchen refuses an order for want of stock: the client sees why and the refund, without a reload', async ({
  browser,
  api,
}) => {
  const config = await api.getJson<{ provider: string }>('/paiements/config');
  test.skip(
    config.provider !== 'test',
    'API lancée avec des clés Stripe : ce scénario paie avec le mode de test intégré',
  );
  const client = await api.login(demo.client);
  const restaurateur = await api.login(demo.restaurateur);
  const restaurant = await api.restaurantOf(restaurateur);
  const leaveAsFound = await api.openRestaurant(restaurant, restaurateur);
  try {
    const lines = basket(await api.availablePlats(restaurant.id), restaurant.min_order);
    const order = await api.placePaidCardOrder(client, restaurant, lines, `Refus ${Date.now()}`);
    const name = `Commande #${shortId(order.id)}`;

    const clientPage = await openAs(browser, demo.client, `/client/orders/${order.id}`);
    await expect(clientPage.getByRole('heading', { name })).toBeVisible();
    // Survives only if the page is never reloaded.
    await clientPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const kitchen = await openAs(browser, demo.restaurateur, '/restaurateur/orders');
    const card = kitchen.getByRole('article', { name });
    await card.getByRole('button', { name: 'Refuser' }).click();
    const dialog = kitchen.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Rupture de stock' }).check();
    await dialog.getByRole('button', { name: 'Refuser la commande' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Rupture de stock')).toBeVisible();

    const cancellation = clientPage.getByRole('region', { name: 'Annulation de la commande' });
    await expect(cancellation).toContainText('Refusée par le restaurant', { timeout: 2_000 });
    await expect(cancellation).toContainText('Motif : Rupture de stock');
    // The refund is booked just after the cancellation, and pushed as its own event.
    await expect(cancellation).toContainText(refundLine(order.total_price), { timeout: 5_000 });
    expect(await clientPage.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    const refused = await api.getJson<{ status: string; cancel_reason: string; refunded_amount: number }>(
      `/commandes/${order.id}`,
      { session: client },
    );
    expect(refused).toMatchObject({ status: 'annulee', cancel_reason: 'rupture', refunded_amount: order.total_price });
  } finally {
    await leaveAsFound();
  }
});
