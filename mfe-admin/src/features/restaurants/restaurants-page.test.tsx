import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, catalogue, resetDb } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';

const table = () => screen.getByRole('table', { name: /^Restaurants de la plateforme/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const summary = () => within(screen.getByRole('main')).getByRole('status');
const byName = (name: string) => catalogue.restaurants.find((restaurant) => restaurant.name === name)!;

async function openRestaurants() {
  const rendered = renderArea('/admin/restaurants', { user: demoUser });
  await screen.findByRole('table', { name: /^Restaurants de la plateforme/ });
  return rendered;
}

describe('RestaurantsPage — the list', () => {
  it('lists every restaurant, closed and paused ones included, open ones first, each with its state in words', async () => {
    const calls = recordRequests({ method: 'get', path: '/restaurants' });
    await openRestaurants();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.toString()).toBe('');

    expect(bodyRows().map((row) => row.querySelector('td')?.textContent)).toEqual(
      ['Chez Fatou', 'Saveurs d’Abidjan', 'Yassa Express', 'Mama Créole', 'Le Ti-Punch', 'Le Baobab Grill'].map(
        (name) => expect.stringContaining(name),
      ),
    );
    expect(rowOf('Chez Fatou')).toHaveTextContent(byName('Chez Fatou').location.address);
    expect(
      bodyRows()
        .slice(0, 3)
        .map((row) => within(row).getByText('Ouvert')),
    ).toHaveLength(3);
    expect(within(rowOf('Mama Créole')).getByText('Fermé')).toBeInTheDocument();
    expect(rowOf('Mama Créole')).toHaveTextContent('Fermé par le restaurateur');
    expect(within(rowOf('Le Ti-Punch')).getByText('Pause automatique')).toBeInTheDocument();
    expect(rowOf('Le Ti-Punch')).toHaveTextContent('3 commandes sans réponse en 30 min');
    expect(within(rowOf('Le Baobab Grill')).getByText('En pause (équipe Teranga)')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('6 restaurants, 3 ouverts, 2 en pause, 1 ouvert maintenant');
  });

  it("offers 'Mettre en pause' on open or owner-closed restaurants, 'Rouvrir' on paused ones", async () => {
    await openRestaurants();
    for (const name of ['Chez Fatou', 'Saveurs d’Abidjan', 'Yassa Express', 'Mama Créole']) {
      expect(within(rowOf(name)).getByRole('button', { name: `Mettre en pause « ${name} »` })).toBeEnabled();
      expect(within(rowOf(name)).queryByRole('button', { name: /^Rouvrir/ })).not.toBeInTheDocument();
    }
    for (const name of ['Le Ti-Punch', 'Le Baobab Grill']) {
      expect(within(rowOf(name)).getByRole('button', { name: `Rouvrir « ${name} »` })).toBeEnabled();
    }
  });

  it('searches by name, case and accents ignored, without calling the API again', async () => {
    const { events } = await openRestaurants();
    const calls = recordRequests({ method: 'get', path: '/restaurants' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });

    await events.type(search, 'CREOLE');
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf('Mama Créole')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('1 résultat(s) sur 6');

    await events.clear(search);
    await events.type(search, 'sushi');
    expect(within(table()).getByText('Aucun restaurant trouvé')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Aucun restaurant' when the platform has none", async () => {
    catalogue.restaurants = [];
    renderArea('/admin/restaurants', { user: demoUser });
    expect(await screen.findByText('Aucun restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows an error with 'Réessayer' when the list cannot load, then the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/restaurants`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/restaurants', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des restaurants')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: /^Restaurants de la plateforme/ })).toBeInTheDocument();
  });
});

describe('RestaurantsPage — pause and reopen', () => {
  it('pauses a restaurant after a confirmation: POST …/pause, then the row says so', async () => {
    const calls = recordRequests({ method: 'post', path: /^\/admin\/restaurants\// });
    const fatou = byName('Chez Fatou');
    const { events } = await openRestaurants();
    await events.click(within(rowOf('Chez Fatou')).getByRole('button', { name: /^Mettre en pause/ }));

    const confirm = screen.getByRole('alertdialog', { name: 'Mettre en pause' });
    expect(confirm).toHaveTextContent('« Chez Fatou » sera fermé et ne recevra plus de commandes');
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await events.click(within(confirm).getByRole('button', { name: 'Mettre en pause' }));

    expect(await screen.findByText('« Chez Fatou » est en pause')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body])).toEqual([[`/admin/restaurants/${fatou.id}/pause`, undefined]]);
    expect(within(rowOf('Chez Fatou')).getByText('En pause (équipe Teranga)')).toBeInTheDocument();
    expect(within(rowOf('Chez Fatou')).getByRole('button', { name: 'Rouvrir « Chez Fatou »' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(auditLog.entries.at(-1)).toMatchObject({ action: 'restaurant.pause', target_id: fatou.id });
  });

  it('sends nothing when the pause is not confirmed', async () => {
    const calls = recordRequests({ method: 'post' });
    const { events } = await openRestaurants();
    await events.click(within(rowOf('Saveurs d’Abidjan')).getByRole('button', { name: /^Mettre en pause/ }));
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(within(rowOf('Saveurs d’Abidjan')).getByText('Ouvert')).toBeInTheDocument();
  });

  it('reopens an automatically paused restaurant at once', async () => {
    const calls = recordRequests({ method: 'post' });
    const tiPunch = byName('Le Ti-Punch');
    const { events } = await openRestaurants();
    await events.click(within(rowOf('Le Ti-Punch')).getByRole('button', { name: /^Rouvrir/ }));
    expect(await screen.findByText('« Le Ti-Punch » est rouvert')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/admin/restaurants/${tiPunch.id}/reopen`]);
    expect(within(rowOf('Le Ti-Punch')).getByText('Ouvert')).toBeInTheDocument();
    expect(tiPunch).toMatchObject({ is_open: true, paused_reason: null });
  });

  it("shows the API's refusal and leaves the row as the server holds it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${MOCK_API_URL}/admin/restaurants/:id/reopen`, () => problem(404, 'Restaurant non trouvé'), {
        once: true,
      }),
    );
    const { events } = await openRestaurants();
    const button = within(rowOf('Le Baobab Grill')).getByRole('button', { name: /^Rouvrir/ });
    await events.click(button);
    expect(await screen.findByText('Restaurant non trouvé')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(rowOf('Le Baobab Grill')).getByText('En pause (équipe Teranga)')).toBeInTheDocument();
  });
});

describe('RestaurantsPage — hours, closures and busy mode', () => {
  /** Monday 10 March 2025, 13:00 in Paris: the fixtures' hours are dated from it. */
  const NOW = Date.parse('2025-03-10T12:00:00Z');
  const scheduleOf = (name: string) => {
    const cells = within(rowOf(name)).getAllByRole('cell');
    const index = within(table())
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Horaires');
    return cells[index]!;
  };

  /** The fixtures at the tests' clock (the date only: MSW and react-query keep their timers). */
  function atNoon(fake: ('Date' | 'setInterval' | 'clearInterval')[] = ['Date']) {
    vi.useFakeTimers({ toFake: fake });
    vi.setSystemTime(NOW);
    resetDb();
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says by their hours which open restaurants take orders now, and when the others open, in their time zone', async () => {
    atNoon();
    await openRestaurants();
    expect(within(table()).getByRole('columnheader', { name: 'Horaires' })).toBeInTheDocument();

    const fatou = scheduleOf('Chez Fatou');
    expect(within(fatou).getByText('Ouvert maintenant')).toBeInTheDocument();
    expect(fatou).toHaveTextContent('Ferme à 16:00');
    expect(within(fatou).getByText('Mode affluence +20 min')).toBeInTheDocument();
    expect(fatou).toHaveTextContent('jusqu’à 13:45');

    expect(within(scheduleOf('Saveurs d’Abidjan')).getByText('Fermé — ouvre à 18:30')).toBeInTheDocument();

    const yassa = scheduleOf('Yassa Express');
    expect(within(yassa).getByText('Fermeture exceptionnelle')).toBeInTheDocument();
    expect(yassa).toHaveTextContent('« Congés annuels » · rouvre jeudi à 11:30');

    // Closed by their owner or paused: the schedule does not apply, the state says why.
    for (const name of ['Mama Créole', 'Le Ti-Punch', 'Le Baobab Grill']) {
      expect(scheduleOf(name)).toHaveTextContent(/^Horaires\s*—$/);
    }
    // Open now first, as the API lists them.
    expect(bodyRows()[0]).toHaveTextContent('Chez Fatou');
  });

  it('drops busy mode once it is over, following the clock without asking the API', async () => {
    atNoon(['Date', 'setInterval', 'clearInterval']);
    await openRestaurants();
    const calls = recordRequests({ method: 'get', path: '/restaurants' });
    expect(within(scheduleOf('Chez Fatou')).getByText('Mode affluence +20 min')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(50 * 60_000));
    expect(within(scheduleOf('Chez Fatou')).queryByText(/Mode affluence/)).not.toBeInTheDocument();
    expect(within(scheduleOf('Chez Fatou')).getByText('Ouvert maintenant')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows no schedule on a paused restaurant, and the hours again once it is reopened', async () => {
    atNoon();
    const { events } = await openRestaurants();
    await events.click(within(rowOf('Chez Fatou')).getByRole('button', { name: /^Mettre en pause/ }));
    await events.click(
      within(screen.getByRole('alertdialog', { name: 'Mettre en pause' })).getByRole('button', {
        name: 'Mettre en pause',
      }),
    );
    await waitFor(() => expect(within(scheduleOf('Chez Fatou')).queryByText('Ouvert maintenant')).toBeNull());
    // Busy mode still runs: it applies again as soon as the restaurant reopens.
    expect(within(scheduleOf('Chez Fatou')).getByText('Mode affluence +20 min')).toBeInTheDocument();

    // A restaurant without hours: its switch alone decides.
    await events.click(within(rowOf('Le Ti-Punch')).getByRole('button', { name: /^Rouvrir/ }));
    const tiPunch = await waitFor(() => {
      const cell = scheduleOf('Le Ti-Punch');
      expect(within(cell).getByText('Ouvert maintenant')).toBeInTheDocument();
      return cell;
    });
    expect(tiPunch).toHaveTextContent('Sans horaires : selon l’interrupteur');
  });
});
