import { expect, signIn, test, demo, type Page } from '../support/fixtures';
import { startServer, stopServer, type ServerName } from '../support/processes';

// The installable app (issue 18): after a first visit, with the API and the static servers gone,
// the client's app still opens, says 'Hors ligne', shows what it last knew, and refuses what needs
// the network with a clear message. Nothing is installed: the browser keeps the service worker.
test.use({ serviceWorkers: 'allow' });

const SERVERS: ServerName[] = ['api', 'shell', 'mfe-client'];

async function apiAnswersKept(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const api = names.find((name) => name.startsWith('teranga-api-'));
    return api ? (await (await caches.open(api)).keys()).length : 0;
  });
}

test('with the API and the static servers stopped, the client’s app opens and says “Hors ligne”', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.client);
  await expect(page).toHaveURL(/\/client\/explorer$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  // A second opening, online: the worker now sees every request, and keeps the answers.
  await page.reload();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const restaurantName = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(restaurantName).not.toBe('');
  await expect.poll(() => apiAnswersKept(page)).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);

  for (const name of SERVERS) stopServer(name);
  try {
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
    await expect(page.getByRole('heading', { name: restaurantName }).first()).toBeVisible();

    // What needs the network is refused, in the page's language, whatever the call.
    const refused = await page.evaluate(() =>
      fetch('http://localhost:8000/api/commandes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
        body: '{}',
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { detail: string } })),
    );
    expect(refused).toEqual({
      status: 503,
      body: { detail: 'Hors ligne : cette action demande une connexion à internet.' },
    });
  } finally {
    for (const name of SERVERS) await startServer(name);
  }

  // Back online: the next answer from the API clears the banner.
  await page.reload();
  await expect(page.getByRole('heading', { name: restaurantName }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);
});
