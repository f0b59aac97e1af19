import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, restaurantIds } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';

const cardNames = () =>
  screen.getAllByTestId('restaurant-card').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (name: string) => {
  const card = screen.getAllByTestId('restaurant-card').find((c) => within(c).queryByRole('heading', { name }));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};

describe('ExplorerPage', () => {
  it('lists the restaurants, open ones first and best rated first', async () => {
    renderArea('/client/explorer', { user: demoUser });
    expect(screen.getByText('Chargement des restaurants...')).toBeInTheDocument();
    await screen.findAllByTestId('restaurant-card');
    expect(cardNames()).toEqual([
      'Chez Fatou',
      'Saveurs Caraïbes',
      'Le Baobab d’Abidjan',
      'Le Dibi de Château Rouge',
      'Le Petit Yassa',
    ]);
  });

  it('shows rating, delivery time, fee and at most 3 categories on a card, linked to the restaurant', async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    const card = cardOf('Chez Fatou');
    expect(card).toHaveTextContent('4,7');
    expect(card).toHaveTextContent(/35\smin/);
    expect(card).toHaveTextContent(/Livraison 2,50\s€/);
    const categories = within(within(card).getByRole('list', { name: 'Cuisines' })).getAllByRole('listitem');
    expect(categories.map((item) => item.textContent)).toEqual(['Sénégalais', 'Africain', 'Halal']);
    expect(card).not.toHaveTextContent('Grillade');
    expect(card).not.toHaveTextContent('Fermé');

    await events.click(within(card).getByRole('link', { name: 'Chez Fatou' }));
    expect(currentPath()).toBe(`/client/restaurants/${restaurantIds.chezFatou}`);
  });

  it("marks a closed restaurant 'Fermé'", async () => {
    renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    expect(cardOf('Le Petit Yassa')).toHaveTextContent('Fermé');
  });

  it('offers the 8 categories, Tous selected first, and filters on the server', async () => {
    const calls = recordRequests(server, { method: 'GET', path: '/restaurants' });
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');

    const group = screen.getByRole('group', { name: 'Catégories' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Tous',
      'Africain',
      'Sénégalais',
      'Caribéen',
      'Créole',
      'Antillais',
      'Halal',
      'Grillade',
    ]);
    expect(within(group).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]?.url.search).toBe('');

    await events.click(within(group).getByRole('button', { name: 'Caribéen' }));
    await waitFor(() => expect(cardNames()).toEqual(['Saveurs Caraïbes']));
    expect(calls.at(-1)?.url.searchParams.get('category')).toBe('Caribéen');
    expect(within(group).getByRole('button', { name: 'Caribéen' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'false');

    await events.click(within(group).getByRole('button', { name: 'Tous' }));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    // 'Tous' shows its cached list at once and still asks the server again.
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('category')).toBe(false));
    expect(calls).toHaveLength(3);
  });

  it("searches with 'Rechercher' (accents and case ignored by the API)", async () => {
    const calls = recordRequests(server, { method: 'GET', path: '/restaurants' });
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un restaurant ou une cuisine' }), 'senegalais');
    await events.click(screen.getByRole('button', { name: 'Rechercher' }));

    await waitFor(() => expect(cardNames()).toEqual(['Chez Fatou', 'Le Dibi de Château Rouge', 'Le Petit Yassa']));
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('senegalais');
    expect(screen.getByText('3 restaurants trouvés')).toHaveAttribute('role', 'status');
  });

  it('searches with Enter, within the selected category', async () => {
    const calls = recordRequests(server, { method: 'GET', path: '/restaurants' });
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    await events.click(screen.getByRole('button', { name: 'Grillade' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('category')).toBe('Grillade'));

    await events.type(screen.getByRole('searchbox'), 'dibi{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Le Dibi de Château Rouge']));
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('dibi');
    expect(calls.at(-1)?.url.searchParams.get('category')).toBe('Grillade');
  });

  it("says 'Aucun restaurant trouvé' when nothing matches", async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    await events.type(screen.getByRole('searchbox'), 'pizza napolitaine{Enter}');
    expect(await screen.findByText('Aucun restaurant trouvé')).toBeInTheDocument();
    expect(screen.queryByTestId('restaurant-card')).not.toBeInTheDocument();
  });

  it('keeps the search and category in the address, so coming back shows the same results', async () => {
    renderArea('/client/explorer?recherche=senegalais&categorie=Grillade', { user: demoUser });
    await waitFor(() => expect(cardNames()).toEqual(['Chez Fatou', 'Le Dibi de Château Rouge']));
    expect(screen.getByRole('searchbox')).toHaveValue('senegalais');
    expect(screen.getByRole('button', { name: 'Grillade' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("toasts 'Erreur lors du chargement des restaurants' when the list fails, and retries", async () => {
    server.use(
      http.get(`${MOCK_API_URL}/restaurants`, () => problem(500, 'Erreur interne du serveur'), { once: true }),
    );
    const { events } = renderArea('/client/explorer', { user: demoUser });

    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement des restaurants')).toHaveLength(2));
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('restaurant-card')).toHaveLength(5);
  });

  it("toasts 'Erreur lors de la recherche' when a search fails", async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    server.use(http.get(`${MOCK_API_URL}/restaurants`, () => HttpResponse.error()));

    await events.type(screen.getByRole('searchbox'), 'yassa{Enter}');
    await waitFor(() => expect(screen.getAllByText('Erreur lors de la recherche')).toHaveLength(2));
    expect(screen.queryByText('Erreur lors du chargement des restaurants')).not.toBeInTheDocument();
  });

  it('shows only the latest search when an older answer arrives late', async () => {
    server.use(
      http.get(`${MOCK_API_URL}/restaurants`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'lent') {
          await delay(300);
          return HttpResponse.json([]);
        }
        return undefined;
      }),
    );
    const { events } = renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');
    await events.type(screen.getByRole('searchbox'), 'lent{Enter}');
    await events.clear(screen.getByRole('searchbox'));
    await events.type(screen.getByRole('searchbox'), 'caraibes{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Saveurs Caraïbes']));
    await delay(400);
    expect(cardNames()).toEqual(['Saveurs Caraïbes']);
  });
});

describe('ExplorerPage: opening hours', () => {
  /** Date only: timers stay real for the user events. */
  function at(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    onTestFinished(() => void vi.useRealTimers());
  }
  const setHours = (id: string, opening_hours: { day: number; open: string; close: string }[]) =>
    Object.assign(
      db.restaurants.find((r) => r.id === id)!,
      { opening_hours },
    );
  const nextOpening = (name: string) => within(cardOf(name)).queryByTestId('next-opening')?.textContent ?? null;

  it("keeps the server's order (open now first) and says when the closed ones open", async () => {
    at('2026-05-08T14:00:00Z'); // Friday 16:00 in Paris
    setHours(restaurantIds.chezFatou, [{ day: 5, open: '18:30', close: '23:00' }]); // tonight
    setHours(restaurantIds.saveursCaraibes, [{ day: 6, open: '11:30', close: '15:00' }]); // tomorrow
    setHours(restaurantIds.dibi, [{ day: 1, open: '11:30', close: '15:00' }]); // Monday
    renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');

    expect(cardNames()).toEqual([
      'Le Baobab d’Abidjan',
      'Chez Fatou',
      'Saveurs Caraïbes',
      'Le Dibi de Château Rouge',
      'Le Petit Yassa',
    ]);
    expect(cardOf('Chez Fatou')).toHaveTextContent('Fermé');
    expect(nextOpening('Chez Fatou')).toBe('Ouvre à 18:30');
    expect(nextOpening('Saveurs Caraïbes')).toBe('Ouvre demain à 11:30');
    expect(nextOpening('Le Dibi de Château Rouge')).toBe('Ouvre lundi à 11:30');
    // Its switch is off: closed, and no time to announce.
    expect(cardOf('Le Petit Yassa')).toHaveTextContent('Fermé');
    expect(nextOpening('Le Petit Yassa')).toBeNull();
    expect(cardOf('Le Baobab d’Abidjan')).not.toHaveTextContent('Fermé');
  });

  it("says 'Ferme bientôt' for an open restaurant closing within 30 minutes, even past midnight", async () => {
    at('2026-05-08T23:40:00Z'); // Saturday 01:40 in Paris, inside Friday's 18:00–02:00
    setHours(restaurantIds.chezFatou, [{ day: 5, open: '18:00', close: '02:00' }]);
    setHours(restaurantIds.baobab, [{ day: 5, open: '18:00', close: '03:00' }]);
    renderArea('/client/explorer', { user: demoUser });
    await screen.findAllByTestId('restaurant-card');

    expect(cardOf('Chez Fatou')).toHaveTextContent('Ferme bientôt');
    expect(cardOf('Chez Fatou')).not.toHaveTextContent('Fermé');
    expect(cardOf('Le Baobab d’Abidjan')).not.toHaveTextContent('Ferme bientôt');
  });
});
