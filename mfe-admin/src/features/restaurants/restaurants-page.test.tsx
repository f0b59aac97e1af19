import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, catalogue } from '../../mocks/db';
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
      ['Chez Fatou', 'Saveurs d’Abidjan', 'Mama Créole', 'Le Ti-Punch', 'Le Baobab Grill'].map((name) =>
        expect.stringContaining(name),
      ),
    );
    expect(rowOf('Chez Fatou')).toHaveTextContent(byName('Chez Fatou').location.address);
    expect(
      bodyRows()
        .slice(0, 2)
        .map((row) => within(row).getByText('Ouvert')),
    ).toHaveLength(2);
    expect(within(rowOf('Mama Créole')).getByText('Fermé')).toBeInTheDocument();
    expect(rowOf('Mama Créole')).toHaveTextContent('Fermé par le restaurateur');
    expect(within(rowOf('Le Ti-Punch')).getByText('Pause automatique')).toBeInTheDocument();
    expect(rowOf('Le Ti-Punch')).toHaveTextContent('3 commandes sans réponse en 30 min');
    expect(within(rowOf('Le Baobab Grill')).getByText('En pause (équipe Teranga)')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('5 restaurants, 2 ouverts, 2 en pause');
  });

  it("offers 'Mettre en pause' on open or owner-closed restaurants, 'Rouvrir' on paused ones", async () => {
    await openRestaurants();
    for (const name of ['Chez Fatou', 'Saveurs d’Abidjan', 'Mama Créole']) {
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
    expect(summary()).toHaveTextContent('1 résultat(s) sur 5');

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
