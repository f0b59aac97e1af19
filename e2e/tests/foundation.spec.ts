import { demo, expect, signIn, signOut, submitLogin, test } from '../support/fixtures';
import { startServer, stopServer } from '../support/processes';
import { readFileSync } from 'node:fs';

const SHARED_UI_VERSION: string = JSON.parse(
  readFileSync(new URL('../../shared-ui/package.json', import.meta.url), 'utf8'),
).version;

test('a visitor goes from the home page to the client explorer', async ({ page }) => {
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/2025/)).toBeVisible();
  await page.getByRole('link', { name: 'Commander maintenant' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, demo.client);

  await expect(page).toHaveURL(/\/client\/explorer$/);
  await expect(page.getByText('Connexion réussie!')).toBeVisible();
  // The login happened in the shell; the remote's header reads the same session store.
  await expect(page.getByRole('banner').getByText('Aminata Ndiaye')).toBeVisible();
  test.info().annotations.push({ type: 'home-to-explorer-ms', description: String(Date.now() - started) });

  // An authenticated visitor of the home page is sent to the explorer.
  await page.goto('/');
  await expect(page).toHaveURL(/\/client\/explorer$/);
});

test('wrong credentials show the server message and keep the visitor on /login', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, demo.client, 'mauvais-mot-de-passe');
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a restaurateur opening /admin lands on their dashboard', async ({ page }) => {
  await signIn(page, demo.restaurateur);
  await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: /Menu/ })).toBeVisible();
});

test('an anonymous visitor of an area is sent to /login, an unknown path to /', async ({ page }) => {
  await page.goto('/livreur/history');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/nulle-part');
  await expect(page).toHaveURL(/\/$/);
});

test('the admin opens all four areas, only fetching the remote of each', async ({ page }) => {
  const remotesFetched = new Set<string>();
  page.on('request', (req) => {
    const port = new URL(req.url()).port;
    if (['3001', '3002', '3003', '3004'].includes(port)) remotesFetched.add(port);
  });
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: /Validations/ })).toBeVisible();
  expect([...remotesFetched]).toEqual(['3004']);

  await page.goto('/client');
  await expect(page).toHaveURL(/\/client\/explorer$/);
  await expect(page.getByRole('button', { name: /Mon Panier|panier/i }).first()).toBeVisible();

  await page.goto('/restaurateur');
  await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);
  await expect(page.getByRole('link', { name: /Statistiques/ })).toBeVisible();

  await page.goto('/livreur');
  await expect(page).toHaveURL(/\/livreur\/dashboard$/);
  await expect(page.getByRole('link', { name: /Livraisons disponibles/ })).toBeVisible();

  // Issue 17 made the spec's placeholder a real settings page.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Commissions par restaurant' })).toBeVisible();
});

test("logout returns to / and the remote's toast shows in the shell's container", async ({ page }) => {
  await signIn(page, demo.livreur);
  await expect(page).toHaveURL(/\/livreur\/dashboard$/);
  await signOut(page);
  // Raised by the livreur remote, rendered by the shell's single Toaster.
  await expect(page.getByText('Vous êtes déconnecté(e).')).toBeVisible();
  expect(await page.locator('.Toastify').count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/livreur');
  await expect(page).toHaveURL(/\/login$/);
});

test('with the admin remote down, /admin says so and /client still works', async ({ page }) => {
  await signIn(page, demo.admin);
  stopServer('mfe-admin');
  try {
    await page.goto('/admin');
    await expect(page.getByRole('alert').getByText('Cet espace est momentanément indisponible')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();

    await page.goto('/client');
    await expect(page).toHaveURL(/\/client\/explorer$/);
    await expect(page.getByRole('link', { name: 'Mes Commandes' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/client\/explorer$/);

    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  } finally {
    await startServer('mfe-admin');
  }
  // The remote is back: retrying mounts it without reloading the page.
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: /Validations/ })).toBeVisible();
});

test('a remote built against a newer shared-ui than the page has is refused, and the shell says why', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  // Serve the admin remote as if it had been compiled against the next minor of shared-ui (exports
  // this page's copy lacks): its entry now provides it and requires ^it, strictly. The real
  // federation runtime must refuse to hand it the page's older singleton.
  const [major, minor] = SHARED_UI_VERSION.split('.').map(Number);
  const newer = `${major}.${minor! + 1}.0`;
  const required = /(shareKey:"@teranga\/shared-ui",import:"@teranga\/shared-ui",requiredVersion:")\^[\d.]+"/;
  await page.route('http://localhost:3004/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    expect(body).toMatch(required);
    // no-store: the doctored entry must not outlive this route in the browser's cache.
    const { etag: _etag, 'last-modified': _lastModified, ...headers } = response.headers();
    await route.fulfill({
      response,
      headers: { ...headers, 'cache-control': 'no-store' },
      body: body
        .replace(required, `$1^${newer}"`)
        .replace(/(name:"@teranga\/shared-ui",version:")[\d.]+"/, `$1${newer}"`),
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/admin');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Cet espace est momentanément indisponible')).toBeVisible();
  await expect(alert.getByText(/publié pour une autre version de la bibliothèque commune/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Validations/ })).toHaveCount(0);
  // Nothing of the remote ran against the wrong copy.
  expect(errors).toEqual([]);

  // Once the remote is redeployed to match, reloading the page (as the message says) loads it.
  await page.unroute('http://localhost:3004/remoteEntry.js');
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: /Validations/ })).toBeVisible();
});
