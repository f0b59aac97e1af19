import AxeBuilder from '@axe-core/playwright';
import { demo, expect, signIn, test, type Commande, type Page, type Restaurant } from '../support/fixtures';

// Every screen of the four areas, signed in as its role, checked with axe (WCAG 2.1 A and AA) at
// desktop width and at 320 px, where nothing may scroll sideways. The quality bar: 0 serious or
// critical violation anywhere.

const WIDTHS = [
  { name: 'bureau', width: 1280, height: 800 },
  { name: '320 px', width: 320, height: 640 },
] as const;

async function check(page: Page, path: string) {
  await page.goto(path);
  // Loaded: the page's own heading is there and no loading state is left.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${path} : violations axe graves`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} : défilement horizontal`).toBeLessThanOrEqual(0);
}

for (const viewport of WIDTHS) {
  test.describe(`accessibilité et petits écrans (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages', async ({ page }) => {
      // The pages of the e-mailed links that show something without a token (a form, or why the link cannot work).
      for (const path of ['/', '/login', '/forgot-password', '/reset-password', '/verify-email', '/confirm-email']) {
        await check(page, path);
      }
    });

    test('client area', async ({ page, api }) => {
      const client = await api.login(demo.client);
      const restaurants = await api.getJson<Restaurant[]>('/restaurants');
      const [restaurant] = restaurants;
      // Issue 16: a restaurant with hours (its week, its closures, its reviews).
      const withHours = restaurants.find((r) => r.opening_hours.length > 0);
      const [order] = await api.getJson<Commande[]>('/commandes', { session: client, query: { limit: 1 } });
      await signIn(page, demo.client);
      // Tests run offline: the tracking map draws its markers without tiles.
      await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const paths = ['/client/explorer', `/client/restaurants/${restaurant!.id}`, '/client/orders', '/client/profile'];
      if (order) paths.push(`/client/orders/${order.id}`);
      // Issue 17: the receipt of a delivered order.
      const [delivered] = await api.getJson<Commande[]>('/commandes', {
        session: client,
        query: { limit: 1, status: 'livree' },
      });
      if (delivered) paths.push(`/client/orders/${delivered.id}/recu`);
      if (withHours) paths.push(`/client/restaurants/${withHours.id}`);
      paths.push('/client/checkout');
      for (const path of paths) await check(page, path);
    });

    test('restaurateur area', async ({ page }) => {
      await signIn(page, demo.restaurateur);
      for (const path of [
        'dashboard',
        'menu',
        'menu/add',
        'categories',
        'orders',
        'analytics',
        'restaurant',
        'reviews',
        'paiements',
        'promotions',
      ]) {
        await check(page, `/restaurateur/${path}`);
      }
    });

    test('livreur area', async ({ page }) => {
      await signIn(page, demo.livreur);
      for (const path of ['dashboard', 'available', 'active', 'history', 'gains', 'profile']) {
        await check(page, `/livreur/${path}`);
      }
    });

    test('admin area', async ({ page }) => {
      await signIn(page, demo.admin);
      for (const path of [
        'dashboard',
        'live',
        'restaurants',
        'users',
        'validations',
        'history',
        'reviews',
        'finances',
        'promotions',
        'settings',
      ]) {
        await check(page, `/admin/${path}`);
      }
    });
  });
}
