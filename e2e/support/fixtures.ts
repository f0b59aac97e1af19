// What every end-to-end spec shares: the demo accounts, a typed client of the real API (for the
// set-up a journey needs and for checking what the screens saved), and the sign-in steps of the
// shell. Specs import `test` and `expect` from here, never from '@playwright/test'.
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { Commande, Livraison, LoginResult, Plat, RegistrationPayload, Restaurant, User } from '@teranga/shared-ui';

export { expect };
export type { Browser, Locator, Page };
export type { Commande, Livraison, Plat, Restaurant, User };

/** The API the built apps talk to; global-setup starts it on a fresh, seeded database. */
export const API = 'http://localhost:8000/api';

export const DEMO_PASSWORD = 'teranga123';
export const demo = {
  client: 'client@teranga.test',
  restaurateur: 'restaurateur@teranga.test',
  livreur: 'livreur@teranga.test',
  admin: 'admin@teranga.test',
} as const;

/** How the screens name an order or a delivery: 'Commande #1a2b3c4d'. */
export const shortId = (id: string) => id.slice(0, 8);

/** Uploads the API accepts: it checks the real bytes (and re-encodes images), not the file names. */
export const files = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A signed-in user as the API sees them. */
export interface Session {
  token: string;
  user: User;
}

/** One line of an order: a dish and how many of it. */
export interface BasketLine {
  plat: Plat;
  quantity: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type FetchOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

export interface CallOptions {
  session?: Session;
  /** Sent as JSON. */
  body?: unknown;
  multipart?: FetchOptions['multipart'];
  query?: Record<string, string | number | boolean>;
  /** The one status that counts as success; any 2xx when left out. */
  status?: number;
}

/** Where the demo client's orders go: their saved address, or one the API can locate. */
export const deliveryAddress = (client: Session) => client.user.address || '8 Rue de Clignancourt, 75018 Paris';

export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** Throws with the method, path, status and body of an unexpected answer, so a failed set-up says why. */
  async call<T = unknown>(
    method: Method,
    path: string,
    { session, body, multipart, query, status }: CallOptions = {},
  ): Promise<T> {
    const response = await this.request.fetch(`${API}${path}`, {
      method,
      data: body,
      multipart,
      params: query,
      headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    });
    const ok = status === undefined ? response.ok() : response.status() === status;
    if (!ok) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? null : await response.json()) as T;
  }

  getJson<T>(path: string, options?: Pick<CallOptions, 'session' | 'query'>): Promise<T> {
    return this.call<T>('GET', path, options);
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<Session> {
    const { access_token, user } = await this.call<LoginResult>('POST', '/auth/login', { body: { email, password } });
    return { token: access_token, user };
  }

  async register(fields: RegistrationPayload): Promise<Session> {
    const { access_token, user } = await this.call<LoginResult>('POST', '/auth/register', {
      body: fields,
      status: 201,
    });
    return { token: access_token, user };
  }

  /** The restaurant's available dishes, most expensive first (fewest needed to reach a minimum order). */
  async availablePlats(restaurantId: string): Promise<Plat[]> {
    const plats = await this.getJson<Plat[]>('/plats', { query: { restaurant_id: restaurantId } });
    // Dishes with options open a choice dialog when added: the simple journeys take the others.
    return plats
      .filter((plat) => plat.is_available && plat.option_groups.length === 0)
      .sort((a, b) => b.price - a.price);
  }

  async restaurantOf(owner: Session): Promise<Restaurant> {
    const restaurants = await this.getJson<Restaurant[]>('/restaurants', { query: { owner_id: owner.user.id } });
    const restaurant = restaurants.find((candidate) => candidate.owner_id === owner.user.id);
    expect(restaurant, `le restaurant de ${owner.user.email}`).toBeTruthy();
    return restaurant!;
  }

  /**
   * Another spec may have closed the restaurant, and a closed one takes no order: opens it and
   * answers how to leave it as found.
   */
  async openRestaurant(restaurant: Restaurant, owner: Session): Promise<() => Promise<void>> {
    if (restaurant.is_open) return async () => {};
    const toggle = () => this.call('PATCH', `/restaurants/${restaurant.id}/toggle-open`, { session: owner });
    await toggle();
    return async () => {
      await toggle();
    };
  }

  placeCashOrder(client: Session, restaurant: Restaurant, lines: BasketLine[], notes: string): Promise<Commande> {
    return this.placeOrder(client, restaurant, lines, notes, 'cash');
  }

  /** A card order paid with the API's test mode (no Stripe keys), as the checkout does. */
  async placePaidCardOrder(client: Session, restaurant: Restaurant, lines: BasketLine[], notes: string) {
    const order = await this.placeOrder(client, restaurant, lines, notes, 'card');
    const { client_secret } = await this.call<{ client_secret: string }>('POST', '/paiements/create-payment-intent', {
      session: client,
      query: { commande_id: order.id },
    });
    const nextYear = (new Date().getUTCFullYear() + 1) % 100;
    await this.call('POST', '/paiements/test/confirm-card', {
      session: client,
      body: { client_secret, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' },
    });
    return order;
  }

  private placeOrder(
    client: Session,
    restaurant: Restaurant,
    lines: BasketLine[],
    notes: string,
    mode: 'cash' | 'card',
  ): Promise<Commande> {
    return this.call<Commande>('POST', '/commandes', {
      session: client,
      body: {
        restaurant_id: restaurant.id,
        items: lines.map(({ plat, quantity }) => ({
          plat_id: plat.id,
          plat_name: plat.name,
          quantity,
          price: plat.price,
          subtotal: Math.round(plat.price * quantity * 100) / 100,
        })),
        delivery_address: deliveryAddress(client),
        notes,
        payment_mode: mode,
      },
    });
  }
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
});

/** Fills and sends the shell's login form, wherever the visitor reached it from. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in through the shell's real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByText('Connexion réussie!')).toBeVisible();
}

/** Signs out from any area's header; every area sends the visitor back to the home page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The sidebar every area shares. */
/** A page of its own browser context (its own session), signed in as `email`, at `path`. */
export async function openAs(browser: Browser, email: string, path: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  // Tests run offline: the map draws its markers without tiles.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();
  await signIn(page, email, password);
  await page.goto(path);
  return page;
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Runs `submit` and answers the id of the order the page created with it (checking the 201). */
export async function createdOrderId(page: Page, submit: () => Promise<void>): Promise<string> {
  const created = page.waitForResponse(
    (response: Response) => response.url() === `${API}/commandes` && response.request().method() === 'POST',
  );
  await submit();
  const response = await created;
  expect(response.status()).toBe(201);
  return ((await response.json()) as Commande).id;
}

/** The courier's delivery in acceptee or en_cours, if any. */
async function currentDelivery(api: Api, livreur: Session): Promise<Livraison | null> {
  for (const status of ['en_cours', 'acceptee']) {
    const [found] = await api.getJson<Livraison[]>('/livraisons', {
      session: livreur,
      query: { livreur_id: livreur.user.id, status, limit: 1 },
    });
    if (found) return found;
  }
  return null;
}

/** Verified couriers of the seed, the demo one first. */
const COURIERS = [demo.livreur, 'dylan.baptiste@teranga.test', 'mariam.sow@teranga.test', 'sekou.camara@teranga.test'];

/**
 * `count` couriers free to accept, the demo livreur first. One left with a delivery under way by
 * an earlier run is freed as support would (an admin starts and completes it; failures just mean
 * it stays busy), else skipped. Other specs share the database: nothing else is assumed.
 */
export async function freeCouriers(api: Api, count: number): Promise<Session[]> {
  const admin = await api.login(demo.admin);
  const free: Session[] = [];
  for (const email of COURIERS) {
    const courier = await api.login(email);
    const busy = await currentDelivery(api, courier);
    if (busy) {
      const moveTo = (status: string) =>
        api
          .call('PATCH', `/livraisons/${busy.id}/status`, { session: admin, query: { new_status: status } })
          .catch(() => undefined);
      if (busy.status === 'acceptee') await moveTo('en_cours');
      await moveTo('livree');
    }
    if (!(await currentDelivery(api, courier))) free.push(courier);
    if (free.length === count) return free;
  }
  throw new Error(`Moins de ${count} livreur(s) validé(s) sans livraison en cours`);
}

/** Up to three of the available dishes (the first ones given), with enough of the first to reach the minimum order. */
export function basket(available: Plat[], minOrder: number): BasketLine[] {
  const lines: BasketLine[] = [];
  let subtotal = 0;
  for (const plat of available.slice(0, 3)) {
    lines.push({ plat, quantity: 1 });
    subtotal += plat.price;
  }
  while (subtotal < minOrder && lines[0]) {
    lines[0].quantity += 1;
    subtotal += lines[0].plat.price;
  }
  expect(lines.length, 'plats disponibles').toBeGreaterThan(0);
  return lines;
}

/** Two available dishes of an open restaurant that together reach its minimum order, or null. */
export async function orderableDishes(api: Api, restaurant: Restaurant): Promise<[Plat, Plat] | null> {
  if (!restaurant.is_open_now) return null;
  const [first, second] = await api.availablePlats(restaurant.id);
  if (!first || !second || first.price + second.price < restaurant.min_order) return null;
  return [first, second];
}

export async function pickRestaurant(
  api: Api,
  candidates: Restaurant[],
  exceptId?: string,
): Promise<{ restaurant: Restaurant; dishes: [Plat, Plat] }> {
  for (const restaurant of candidates) {
    if (restaurant.id === exceptId) continue;
    const dishes = await orderableDishes(api, restaurant);
    if (dishes) return { restaurant, dishes };
  }
  throw new Error('Aucun restaurant ouvert avec deux plats disponibles');
}
