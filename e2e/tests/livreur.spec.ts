import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn } from '../support/auth';

// A delivery across the three roles: the demo client orders (cash) from the demo restaurateur's
// restaurant, the restaurateur confirms and cooks it, then a courier finds it in 'Livraisons
// disponibles', accepts, starts and completes it in the browser, and the client sees 'Livrée'.
// Other specs share the database, so nothing is assumed from the seed beyond the demo accounts.

const API = 'http://localhost:8000/api';

interface Session {
  token: string;
  user: { id: string; name: string; email: string; address?: string | null };
}
interface Restaurant {
  id: string;
  name: string;
  is_open: boolean;
  min_order: number;
  location: { address: string };
}
interface Plat {
  id: string;
  name: string;
  price: number;
  is_available: boolean;
}
interface Commande {
  id: string;
  status: string;
  livraison_id?: string | null;
  items: { plat_name: string }[];
}
interface Livraison {
  id: string;
  commande_id: string;
  status: string;
  livreur_id: string | null;
  delivery_address: string;
}

const shortId = (id: string) => id.slice(0, 8);
const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function login(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post(`${API}/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `connexion ${email}`).toBe(true);
  const body = (await response.json()) as { access_token: string; user: Session['user'] };
  return { token: body.access_token, user: body.user };
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  session?: Session,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API}${path}`, { method, data, headers: session ? bearer(session) : {} });
  expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** The courier's delivery in acceptee or en_cours, if any. */
async function currentDelivery(request: APIRequestContext, livreur: Session): Promise<Livraison | null> {
  for (const status of ['en_cours', 'acceptee']) {
    const [found] = await call<Livraison[]>(
      request,
      'GET',
      `/livraisons?livreur_id=${livreur.user.id}&status=${status}&limit=1`,
      livreur,
    );
    if (found) return found;
  }
  return null;
}

/**
 * A courier free to accept: the demo livreur, or (should an earlier run have left them one under
 * way that cannot be finished) a verified courier of the seed without a current delivery.
 */
async function freeCourier(request: APIRequestContext): Promise<Session> {
  const demoLivreur = await login(request, demo.livreur);
  const busy = await currentDelivery(request, demoLivreur);
  if (!busy) return demoLivreur;

  // Finish it as the screens would (starting needs its order ready; failures just mean it stays busy).
  if (busy.status === 'acceptee') {
    await request.patch(`${API}/livraisons/${busy.id}/status?new_status=en_cours`, { headers: bearer(demoLivreur) });
  }
  await request.patch(`${API}/livraisons/${busy.id}/status?new_status=livree`, { headers: bearer(demoLivreur) });
  if (!(await currentDelivery(request, demoLivreur))) return demoLivreur;

  for (const email of ['dylan.baptiste@teranga.test', 'mariam.sow@teranga.test', 'sekou.camara@teranga.test']) {
    const other = await login(request, email);
    if (!(await currentDelivery(request, other))) return other;
  }
  throw new Error('Aucun livreur validé sans livraison en cours');
}

/** Available dishes of the restaurant reaching its minimum order (most expensive first). */
function basket(plats: Plat[], minOrder: number): { plat: Plat; quantity: number }[] {
  const available = plats.filter((plat) => plat.is_available).sort((a, b) => b.price - a.price);
  const lines: { plat: Plat; quantity: number }[] = [];
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

test('an order goes from the client through the kitchen to a courier, who delivers it in the browser', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await login(request, demo.client);
  const restaurateur = await login(request, demo.restaurateur);
  const notes = `Sonner chez Ndiaye — test livreur ${Date.now()}`;
  const deliveryAddress = client.user.address || '8 Rue de Clignancourt, 75018 Paris';

  const [restaurant] = await call<Restaurant[]>(request, 'GET', `/restaurants?owner_id=${restaurateur.user.id}`);
  expect(restaurant, 'restaurant du restaurateur de démo').toBeTruthy();

  const order = await test.step('the client orders, paying cash', async () => {
    const plats = await call<Plat[]>(request, 'GET', `/plats?restaurant_id=${restaurant!.id}`);
    const lines = basket(plats, restaurant!.min_order);
    // Another spec may have closed the restaurant: open it for this order, then leave it as found.
    const reopen = !restaurant!.is_open;
    if (reopen) await call(request, 'PATCH', `/restaurants/${restaurant!.id}/toggle-open`, restaurateur);
    try {
      return await call<Commande>(request, 'POST', '/commandes', client, {
        restaurant_id: restaurant!.id,
        items: lines.map(({ plat, quantity }) => ({
          plat_id: plat.id,
          plat_name: plat.name,
          quantity,
          price: plat.price,
          subtotal: Math.round(plat.price * quantity * 100) / 100,
        })),
        delivery_address: deliveryAddress,
        notes,
        payment_mode: 'cash',
      });
    } finally {
      if (reopen) await call(request, 'PATCH', `/restaurants/${restaurant!.id}/toggle-open`, restaurateur);
    }
  });

  await test.step('the restaurateur confirms, cooks and marks it ready', async () => {
    for (const status of ['confirmee', 'en_preparation', 'prete']) {
      const updated = await call<Commande>(request, 'PATCH', `/commandes/${order.id}/status?new_status=${status}`, restaurateur);
      expect(updated.status).toBe(status);
    }
  });

  const courier = await freeCourier(request);
  const offers = await call<Livraison[]>(request, 'GET', '/livraisons/available', courier);
  const offer = offers.find((livraison) => livraison.commande_id === order.id);
  expect(offer, 'livraison créée à la confirmation').toBeTruthy();
  const livraisonId = offer!.id;
  const cardName = `Livraison #${shortId(livraisonId)}`;

  await test.step('the courier finds the order among the available deliveries and accepts it', async () => {
    await signIn(page, courier.user.email);
    await expect(page).toHaveURL(/\/livreur\/dashboard$/);
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Livraisons disponibles' }).click();
    await expect(page).toHaveURL(/\/livreur\/available$/);

    const card = page.getByRole('article', { name: cardName });
    await expect(card).toBeVisible();
    await expect(card.getByText('Nouvelle')).toBeVisible();
    await expect(card.getByText('Récupération')).toBeVisible();
    await expect(card.getByText(restaurant!.location.address)).toBeVisible();
    await expect(card.getByText(deliveryAddress)).toBeVisible();
    await expect(card.getByText(order.items[0]!.plat_name)).toBeVisible();
    await expect(card.getByText(/\d+,\d\s?km/)).toBeVisible();

    await card.getByRole('button', { name: 'Accepter la livraison' }).click();
    await expect(page.getByText('Livraison acceptée!')).toBeVisible();
    await expect(page).toHaveURL(/\/livreur\/active$/);
  });

  await test.step('the courier opens the route, starts and completes the delivery', async () => {
    const details = page.getByRole('article', { name: cardName });
    await expect(details).toBeVisible();
    await expect(details.getByText(notes)).toBeVisible();
    await expect(details.getByText(deliveryAddress)).toBeVisible();
    const maps = page.getByRole('link', { name: /Ouvrir dans Google Maps/ });
    await expect(maps).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(deliveryAddress)}`,
    );
    await expect(maps).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Démarrer la livraison' }).click();
    await expect(page.getByText('Livraison démarrée!')).toBeVisible();
    await page.getByRole('button', { name: 'Marquer comme livrée' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Confirmer la livraison comme complétée?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Livraison complétée!')).toBeVisible();
    await expect(page.getByText('Aucune livraison en cours')).toBeVisible();
  });

  await test.step('the delivery is in the history, with its duration', async () => {
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Historique' }).click();
    await page.getByRole('group', { name: 'Filtrer par statut' }).getByRole('button', { name: /Livrées/ }).click();
    const entry = page.getByRole('article', { name: cardName });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Livrée')).toBeVisible();
    await expect(entry.getByText('Durée')).toBeVisible();
  });

  await test.step("the client sees 'Livrée' in 'Mes Commandes'", async () => {
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    await signIn(clientPage, demo.client);
    await clientPage.goto('/client/orders');
    const card = clientPage.getByRole('article', { name: `Commande #${shortId(order.id)}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Livrée', { exact: true })).toBeVisible();
    await context.close();
    expect((await call<Commande>(request, 'GET', `/commandes/${order.id}`, client)).status).toBe('livree');
  });
});

test('a courier awaiting approval is told so and cannot accept deliveries', async ({ page, request }) => {
  const email = `livreur.e2e.${Date.now()}@teranga.test`;
  const registered = await request.post(`${API}/auth/register`, {
    data: { email, password: DEMO_PASSWORD, name: 'Issa Coulibaly', phone: '07 45 12 78 96', role: 'livreur' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/livreur\/dashboard$/);
  await expect(page.getByText('Votre compte est en attente de validation par un administrateur.').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Livraisons disponibles' }).click();
  await expect(page.getByRole('note')).toContainText('Votre compte est en attente de validation par un administrateur');
  await expect(page.getByRole('button', { name: 'Accepter la livraison' })).toHaveCount(0);
  await expect(page.getByText('Erreur lors du chargement')).toHaveCount(0);
});
