import { createdOrderId, demo, DEMO_PASSWORD, expect, pickRestaurant, test } from '../support/fixtures';
import type { Locator, Page, Restaurant } from '../support/fixtures';

// Issue 18: the client's whole journey without a mouse — sign in, search, add dishes, check out and
// pay cash — with Tab, Shift+Tab, arrows, Enter and typing only. Each control reached must show
// where the focus is.

/** Tabs forward until `target` has the focus; fails if it never comes, or comes without a visible focus. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      // A ring on the control, or on the card that holds it (`:focus-within`).
      const visible = await target.evaluate((element) => {
        for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
          const style = getComputedStyle(node);
          if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
            return true;
        }
        return false;
      });
      expect(visible, 'le focus doit être visible').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`jamais atteint au clavier : ${target.toString()}`);
}

test('the client signs in, searches, fills the cart and pays cash with the keyboard alone', async ({ page, api }) => {
  test.setTimeout(120_000);
  const results = await api.getJson<Restaurant[]>('/restaurants', { query: { search: 'senegalais' } });
  const { restaurant, dishes } = await pickRestaurant(api, results);

  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(demo.client);
  await tabTo(page, form.getByLabel('Mot de passe'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/explorer$/);
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: 'Rechercher un restaurant ou une cuisine' }));
  await page.keyboard.type('senegalais');
  await page.keyboard.press('Enter');
  const card = page.getByTestId('restaurant-card').getByRole('link', { name: restaurant.name, exact: true });
  await expect(page.getByTestId('restaurant-card')).toHaveCount(results.length);
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();

  for (const plat of dishes) {
    await tabTo(page, page.getByRole('button', { name: `Ajouter ${plat.name} au panier` }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${plat.name} ajouté au panier!`)).toBeVisible();
  }
  // The cart is in the header, before the menu: back up to it.
  const cart = page.getByRole('button', { name: 'Panier, 2 articles' });
  for (let presses = 0; presses < 200 && !(await cart.evaluate((e) => e === document.activeElement)); presses++)
    await page.keyboard.press('Shift+Tab');
  await tabTo(page, cart);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Mon Panier' });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('button', { name: 'Commander (2 articles)' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/client\/checkout$/);
  await expect(page.getByLabel('Adresse de livraison')).not.toHaveValue('');
  // A radio group is one Tab stop: the arrows choose within it.
  await tabTo(page, page.getByRole('radio', { name: /Carte bancaire/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Espèces/ })).toBeChecked();
  const confirm = page.getByRole('button', { name: 'Confirmer la commande' });
  await tabTo(page, confirm);
  const orderId = await createdOrderId(page, () => page.keyboard.press('Enter'));
  expect(orderId).not.toBe('');
  await expect(page.getByText('Commande passée avec succès!')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/orders$/);
});
