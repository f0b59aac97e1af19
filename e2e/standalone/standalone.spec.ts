import { expect, test, type Page } from '@playwright/test';

/** Fails the test on any error the page logs: a standalone remote must boot cleanly. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectMocked(page: Page, url: string, texts: (string | RegExp)[]) {
  const errors = collectErrors(page);
  await page.goto(url);
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
}

test('client: the explorer lists the mocked restaurants', async ({ page }) => {
  await expectMocked(page, 'http://localhost:3001/client', ['Chez Fatou', 'Le Baobab d’Abidjan']);
  await expect(page).toHaveURL(/\/client\/explorer$/);
});

test('restaurateur: the dashboard shows the demo owner’s mocked restaurant', async ({ page }) => {
  await expectMocked(page, 'http://localhost:3002/restaurateur', [
    'Le Dibi de Belleville',
    'Bienvenue, Moussa Ndiaye !',
  ]);
  await expect(page).toHaveURL(/\/restaurateur\/dashboard$/);
});

test('livreur: the offers list shows the mocked deliveries with their embedded orders', async ({ page }) => {
  await expectMocked(page, 'http://localhost:3003/livreur/available', ['3 livraisons disponibles', 'Chez Fatou']);
  await expect(page.getByText('Thiéboudienne').first()).toBeVisible();
});

test('admin: the users list shows the mocked accounts', async ({ page }) => {
  await expectMocked(page, 'http://localhost:3004/admin/users', ['Utilisateurs (12)', 'Sékou Camara']);
});
