import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { liveEvents } from '@teranga/shared-ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, resetDb } from '../../mocks/db';
import { demoUser, livreurMoussa, orderAt, unknownCourierId } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { BOARD_REFRESH_WINDOW_MS } from './hooks/use-board-live-refresh';

/** The tests' clock: the mock orders are dated from it (see `orderFixtures`). */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const orderNumber = (id: string) => `#${id.slice(0, 8)}`;
const fixture = (status: string, minutesAgo?: number) =>
  orders.commandes.find(
    (order) =>
      order.status === status &&
      (minutesAgo === undefined || Date.parse(order.created_at) === NOW - minutesAgo * 60_000),
  )!;
const boardTable = () => screen.getByRole('table', { name: /^Commandes en cours/ });
const bodyRows = () => within(boardTable()).getAllByRole('row').slice(1);
const rowOf = (id: string) => within(boardTable()).getByText(orderNumber(id)).closest('tr') as HTMLElement;
const summary = () => within(screen.getByRole('main')).getByRole('status');

async function openBoard() {
  const rendered = renderArea('/admin/live', { user: demoUser });
  await screen.findByRole('table', { name: /^Commandes en cours/ });
  return rendered;
}

beforeEach(() => {
  // Only the date is fixed: MSW, react-query and the live stream keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetDb();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveOrdersPage — the board', () => {
  it('lists every order in progress with its status, age, restaurant and courier', async () => {
    await openBoard();
    const inProgress = orders.commandes.filter((order) => order.status !== 'livree' && order.status !== 'annulee');
    expect(bodyRows()).toHaveLength(inProgress.length);
    for (const finished of orders.commandes.filter((order) => !inProgress.includes(order))) {
      expect(within(boardTable()).queryByText(orderNumber(finished.id))).not.toBeInTheDocument();
    }

    const ready = rowOf(fixture('prete').id);
    expect(within(ready).getByText('Prête')).toBeInTheDocument();
    expect(ready).toHaveTextContent('il y a 30 min');
    expect(ready).toHaveTextContent('Chez Fatou');
    // A courier the users list does not know: the short id.
    expect(ready).toHaveTextContent(`#${unknownCourierId.slice(0, 8)}`);

    const justPlaced = rowOf(fixture('confirmee').id);
    expect(within(justPlaced).getByText('Confirmée')).toBeInTheDocument();
    expect(justPlaced).toHaveTextContent('il y a 3 min');
    expect(justPlaced).toHaveTextContent('Saveurs d’Abidjan');
    expect(justPlaced).toHaveTextContent('Aucun');

    // A known courier by name, once the users list is there.
    const onTheWay = rowOf(fixture('en_livraison').id);
    expect(await within(onTheWay).findByText(livreurMoussa.name)).toBeInTheDocument();
    expect(within(onTheWay).getByRole('time')).toHaveAttribute('datetime', fixture('en_livraison').created_at);
  });

  it('asks GET /commandes per in-progress status and GET /livraisons per active status, one page of 100 each', async () => {
    const calls = recordRequests({ method: 'get', path: /^\/(commandes|livraisons)$/ });
    await openBoard();
    const asked = (path: string) =>
      calls
        .filter((call) => call.path === path)
        .map((call) => `${call.query.get('status')}:${call.query.get('limit')}`)
        .sort();
    expect(asked('/commandes')).toEqual(
      ['confirmee', 'en_attente', 'en_livraison', 'en_preparation', 'prete'].map((s) => `${s}:100`),
    );
    expect(asked('/livraisons')).toEqual(['acceptee', 'en_attente', 'en_cours'].map((s) => `${s}:100`));
  });

  it('highlights late orders with words, late first then oldest first, from a fixed clock', async () => {
    await openBoard();
    const kitchenLate = orders.commandes.find((o) => o.status === 'en_attente' && o.payment_status === 'paid')!;
    const awaitingPayment = orders.commandes.find((o) => o.status === 'en_attente' && o.payment_status === 'pending')!;
    const deliveryLate = fixture('en_livraison');

    expect(within(rowOf(deliveryLate.id)).getByText('En retard')).toBeInTheDocument();
    expect(rowOf(deliveryLate.id)).toHaveTextContent('non livrée après 45 min');
    expect(within(rowOf(kitchenLate.id)).getByText('En retard')).toBeInTheDocument();
    expect(rowOf(kitchenLate.id)).toHaveTextContent('en attente du restaurant depuis plus de 10 min');
    // As old, but its client has not paid: the kitchen is not late.
    expect(within(rowOf(awaitingPayment.id)).queryByText('En retard')).not.toBeInTheDocument();
    expect(rowOf(awaitingPayment.id)).toHaveTextContent('Paiement en attente');

    const order = bodyRows().map((row) => row.querySelector('time')?.textContent);
    expect(order).toEqual([
      'il y a 52 min',
      'il y a 14 min',
      'il y a 30 min',
      'il y a 20 min',
      'il y a 14 min',
      'il y a 3 min',
    ]);
    expect(summary()).toHaveTextContent('6 commandes en cours, 2 en retard, 1 code bloqué');

    // The rule is on the page in words.
    const legend = screen.getByRole('region', { name: 'Légende' });
    expect(legend).toHaveTextContent(/non livrée 45 min après avoir été passée/);
    expect(legend).toHaveTextContent(/depuis plus de 10 min/);
  });

  it('works ages and lateness out again every 30 s without new data', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const calls = recordRequests({ method: 'get', path: '/commandes' });
    await openBoard();
    const ready = fixture('prete');
    expect(within(rowOf(ready.id)).queryByText('En retard')).not.toBeInTheDocument();
    const asked = calls.length;

    // 15 min on, the order placed 30 min ago reaches 45 min.
    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(rowOf(ready.id)).toHaveTextContent('il y a 45 min');
    expect(within(rowOf(ready.id)).getByText('En retard')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('6 commandes en cours, 3 en retard');
    expect(calls).toHaveLength(asked);
  });

  it("flags a delivery locked by 5 wrong codes 'Code bloqué'", async () => {
    await openBoard();
    const locked = orders.livraisons.find((row) => row.pin_locked)!;
    const row = rowOf(locked.commande_id);
    expect(within(row).getByText('Code bloqué')).toBeInTheDocument();
    expect(row).toHaveTextContent('à terminer par un administrateur');
    for (const other of bodyRows().filter((candidate) => candidate !== row)) {
      expect(within(other).queryByText('Code bloqué')).not.toBeInTheDocument();
    }
  });

  it("says 'Aucune commande en cours' when nothing is in progress", async () => {
    orders.commandes = orders.commandes.filter((order) => order.status === 'livree' || order.status === 'annulee');
    orders.livraisons = orders.livraisons.filter((row) => row.status === 'livree');
    renderArea('/admin/live', { user: demoUser });
    expect(await screen.findByText('Aucune commande en cours')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('0 commande en cours');
  });

  it("shows an error with 'Réessayer' when a list cannot be loaded, then the board", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/commandes`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/live', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: /^Commandes en cours/ })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(6);
  });

  it('says so when a status has more orders than the page shown', async () => {
    server.use(
      http.get(`${MOCK_API_URL}/commandes`, ({ request }) => {
        if (new URL(request.url).searchParams.get('status') !== 'en_preparation') return undefined;
        return HttpResponse.json([fixture('en_preparation')], { headers: { 'X-Next-Cursor': 'suite' } });
      }),
    );
    await openBoard();
    expect(
      screen.getByText(/Plus de 100 commandes « En préparation » : seules les 100 plus récentes/),
    ).toBeInTheDocument();
  });
});

describe('LiveOrdersPage — live', () => {
  it('refetches on an order event, once for a burst, and a new order appears', async () => {
    const live = liveEvents(server);
    await openBoard();
    await screen.findByText('Mise à jour en direct');
    const calls = recordRequests({ method: 'get', path: '/commandes' });

    const placed = orderAt(NOW, 0, { id: 'b0b0f00d-1111-4222-8333-444455556666', status: 'en_attente' });
    orders.commandes.push(placed);
    live.send({ type: 'commande.created', commande_id: placed.id });
    live.send({ type: 'commande.paid', commande_id: placed.id });
    live.send({ type: 'livraison.offered', commande_id: placed.id, livraison_id: 'l-new' });

    expect(await within(boardTable()).findByText(orderNumber(placed.id))).toBeInTheDocument();
    expect(rowOf(placed.id)).toHaveTextContent('à l’instant');
    await waitFor(() => expect(summary()).toHaveTextContent('7 commandes en cours'));
    // The burst cost one refetch of the five lists, not three.
    await new Promise((resolve) => setTimeout(resolve, BOARD_REFRESH_WINDOW_MS + 200));
    expect(calls).toHaveLength(5);
  });

  it('refetches when a delivery is locked, and ignores courier positions', async () => {
    const live = liveEvents(server);
    await openBoard();
    await screen.findByText('Mise à jour en direct');
    const calls = recordRequests({ method: 'get', path: '/livraisons' });

    live.send({ type: 'livraison.position', livraison_id: 'x', latitude: 48.88, longitude: 2.35 });
    await new Promise((resolve) => setTimeout(resolve, BOARD_REFRESH_WINDOW_MS + 200));
    expect(calls).toHaveLength(0);

    const ready = orders.livraisons.find((row) => row.status === 'acceptee')!;
    ready.pin_locked = true;
    live.send({ type: 'livraison.locked', livraison_id: ready.id, commande_id: ready.commande_id });
    expect(await within(rowOf(ready.commande_id)).findByText('Code bloqué')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it("reloads every list with 'Actualiser'", async () => {
    const { events } = await openBoard();
    const calls = recordRequests({ method: 'get', path: /^\/(commandes|livraisons)$/ });
    await events.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(calls).toHaveLength(8));
  });
});
