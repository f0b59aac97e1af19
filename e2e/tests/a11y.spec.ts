import AxeBuilder from '@axe-core/playwright';
import { frenchOn } from '../support/catalogues';
import {
  demo,
  expect,
  signIn,
  test,
  type Api,
  type Commande,
  type Page,
  type Plat,
  type Restaurant,
} from '../support/fixtures';

// Every screen of the four areas and the shell, signed in as its role, checked with axe (WCAG 2.1 A
// and AA) at desktop width and at 320 px, where nothing may scroll sideways, in French and in
// English (issue 18). The quality bar: 0 serious or critical violation anywhere; in English, no
// French text of the catalogues on any page (user data aside, see support/catalogues.ts).

const WIDTHS = [
  { name: 'bureau', width: 1280, height: 800 },
  { name: '320 px', width: 320, height: 640 },
] as const;

type Language = 'fr' | 'en';
const LANGUAGES: Language[] = ['fr', 'en'];

/** The page's texts: each text node, and the names written in attributes. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });

/**
 * What the demo data itself says (restaurants, their cuisines, menu categories, dishes): French
 * written by restaurateurs, not by the interface, so not held against an English page.
 */
async function userData(api: Api): Promise<Set<string>> {
  const [restaurants, categories, plats] = await Promise.all([
    api.getJson<Restaurant[]>('/restaurants'),
    api.getJson<{ name: string }[]>('/categories'),
    api.getJson<Plat[]>('/plats'),
  ]);
  return new Set(
    [
      ...restaurants.flatMap((r) => [r.name, ...r.categories]),
      ...categories.map((c) => c.name),
      ...plats.map((p) => p.name),
    ].map((text) => text.trim()),
  );
}

/** Axe, sideways scrolling and, in English, French left on the page: what every screen must pass. */
async function audit(page: Page, what: string, language: Language, data: Set<string>) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n').at(-1)?.trim() ?? ''})`)
          .join(', ')}`,
    );
  expect(serious, `${what} : violations axe graves`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} : défilement horizontal`).toBeLessThanOrEqual(0);
  if (language === 'en') {
    const texts = (await pageTexts(page)).filter((text) => !data.has(text));
    expect(frenchOn(texts), `${what} : français sur la page anglaise`).toEqual([]);
  }
}

/** Opens `path` in the test's language, waits for it to be loaded, audits it, and its dialog if it has one. */
async function checkIn(
  language: Language,
  data: Set<string>,
  page: Page,
  path: string,
  dialog?: (page: Page) => Promise<void>,
) {
  await page.goto(path);
  // Loaded: the page's own heading is there and no loading state is left.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Chargement|Loading)/)).toHaveCount(0);
  await audit(page, path, language, data);
  if (dialog) {
    await dialog(page);
    const open = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    await expect(open).toBeVisible();
    // prefers-reduced-motion: the dialog and its backdrop do not animate.
    const moving = await open.evaluate((element) =>
      [element, element.parentElement].some(
        (node) => node && parseFloat(getComputedStyle(node).animationDuration) > 0.01,
      ),
    );
    expect(moving, `${path} : animation malgré prefers-reduced-motion`).toBe(false);
    await audit(page, `${path} (dialogue ouvert)`, language, data);
    await page.keyboard.press('Escape');
  }
}

/**
 * The page's language from the next load: stored in this browser, as the switch does, without
 * touching the demo accounts' profiles (other specs sign in as them and expect French).
 */
async function useLanguage(page: Page, language: Language) {
  if (language === 'fr') return;
  if (page.url() === 'about:blank') await page.goto('/remotes.json');
  await page.evaluate((value) => localStorage.setItem('locale', value), language);
}

for (const language of LANGUAGES)
  for (const viewport of WIDTHS) {
    test.describe(`accessibilité et petits écrans (${viewport.name}, ${language})`, () => {
      // As a visitor who asked for less motion: no animation may then run (the dialogs open at once,
      // and axe reads their final colours, not a frame of their fade).
      test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
      // Each test walks a whole area, axe on every page: room for a loaded CI machine.
      test.describe.configure({ timeout: 120_000 });
      let data = new Set<string>();
      test.beforeEach(async ({ api }) => {
        if (language === 'en') data = await userData(api);
      });
      const check = (page: Page, path: string, dialog?: (page: Page) => Promise<void>) =>
        checkIn(language, data, page, path, dialog);

      test('public pages', async ({ page }) => {
        await useLanguage(page, language);
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
        await useLanguage(page, language);
        // Tests run offline: the tracking map draws its markers without tiles.
        await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
        const paths = [
          '/client/explorer',
          `/client/restaurants/${restaurant!.id}`,
          '/client/orders',
          '/client/profile',
        ];
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
        // The cart drawer, open.
        await check(page, '/client/explorer', (p) => p.getByRole('button', { name: /^(Panier|Basket)/ }).click());
      });

      test('restaurateur area', async ({ page }) => {
        await signIn(page, demo.restaurateur);
        await useLanguage(page, language);
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
        await check(page, '/restaurateur/promotions', (p) =>
          p.getByRole('button', { name: /^(Nouveau code|New code)$/ }).click(),
        );
      });

      test('livreur area', async ({ page }) => {
        await signIn(page, demo.livreur);
        await useLanguage(page, language);
        for (const path of ['dashboard', 'available', 'active', 'history', 'gains', 'profile']) {
          await check(page, `/livreur/${path}`);
        }
      });

      test('admin area', async ({ page }) => {
        await signIn(page, demo.admin);
        await useLanguage(page, language);
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
        await check(page, '/admin/promotions', (p) =>
          p.getByRole('button', { name: /^(Nouveau code|New code)$/ }).click(),
        );
      });
    });
  }
