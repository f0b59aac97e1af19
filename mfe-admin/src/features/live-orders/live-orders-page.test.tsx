import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { formatPrice } from '@teranga/shared-ui';
import { liveEvents } from '@teranga/shared-ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, orders } from '../../mocks/db';
import { demoUser, livreurAwa, livreurKevin, livreurMoussa, orderAt, unknownCourierId } from '../../mocks/fixtures';
import { CANCEL_ERRORS } from '../../mocks/handlers/admin-commandes';
import { ASSIGN_ERRORS } from '../../mocks/handlers/admin-livraisons';
import { server } from '../../mocks/server';
import { recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { words } from '../../test/text';
import { BOARD_REFRESH_WINDOW_MS } from './hooks/use-board-live-refresh';
import { CANCEL_FORM_MESSAGES } from './lib/cancel-order-schema';

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

freshMockApiAt(NOW);

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
      'il y a 50 min',
      'il y a 30 min',
      'il y a 20 min',
      'il y a 16 min',
      'il y a 14 min',
      'il y a 3 min',
    ]);
    expect(summary()).toHaveTextContent('8 commandes en cours, 2 en retard, 1 code bloqué');

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
    expect(summary()).toHaveTextContent('8 commandes en cours, 3 en retard');
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
    expect(bodyRows()).toHaveLength(8);
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

describe('LiveOrdersPage — take-away and orders for later', () => {
  const takeAway = () => orders.commandes.find((order) => order.fulfillment === 'a_emporter')!;
  const forLater = () => orders.commandes.find((order) => order.scheduled_for !== null)!;

  it("marks a take-away order 'À emporter', without a courier nor the courier alert however long it waits", async () => {
    // Confirmed 13 min ago: an order to deliver would be flagged by now (10 min).
    expect(Date.parse(takeAway().status_times.confirmee!)).toBeLessThan(NOW - 10 * 60_000);
    await openBoard();
    const row = rowOf(takeAway().id);
    expect(within(row).getByText('À emporter')).toBeInTheDocument();
    expect(row).toHaveTextContent('Pas de livraison');
    expect(within(row).queryByText('Sans livreur')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Attribuer un livreur/ })).not.toBeInTheDocument();
    // Only the order to deliver is flagged.
    expect(summary()).toHaveTextContent(/, 1 sans livreur$/);
    for (const other of bodyRows().filter((candidate) => candidate !== row)) {
      expect(within(other).queryByText('À emporter')).not.toBeInTheDocument();
    }
  });

  it("marks an order for later 'Programmée pour HH:MM', late only 15 min after its slot", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    // Placed 50 min ago for 14:00 in Paris (13:00 UTC): not late for being old, nor for the kitchen.
    expect(forLater().scheduled_for).toBe('2025-03-10T13:00:00.000Z');
    await openBoard();
    const row = () => rowOf(forLater().id);
    expect(within(row()).getByText('Programmée pour 14:00')).toBeInTheDocument();
    expect(row()).toHaveTextContent('il y a 50 min');
    expect(within(row()).queryByText('En retard')).not.toBeInTheDocument();

    // 14:15 in Paris: 15 min after its slot, still not handed over.
    act(() => vi.advanceTimersByTime(75 * 60_000));
    expect(within(row()).getByText('En retard')).toBeInTheDocument();
    expect(row()).toHaveTextContent('non remise 15 min après l’heure prévue');
  });

  it('says the day of a slot that is not today', async () => {
    forLater().scheduled_for = '2025-03-11T18:30:00Z';
    await openBoard();
    expect(within(rowOf(forLater().id)).getByText('Programmée pour le 11/03/2025 à 19:30')).toBeInTheDocument();
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
    await waitFor(() => expect(summary()).toHaveTextContent('9 commandes en cours'));
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

describe('LiveOrdersPage — orders without a courier', () => {
  it("flags an order the API marks courier_alert 'Sans livreur', with the minutes since its confirmation", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    await openBoard();
    // Confirmed 17 min ago (3 min after it was placed), its delivery still offered to couriers.
    const cooking = fixture('en_preparation');
    const row = rowOf(cooking.id);
    expect(within(row).getByText('Sans livreur')).toBeInTheDocument();
    expect(row).toHaveTextContent('Sans livreur depuis plus de 17 min');
    expect(summary()).toHaveTextContent('8 commandes en cours, 2 en retard, 1 code bloqué, 1 sans livreur');
    // Not flagged by the API: confirmed just now, or its courier found.
    for (const status of ['confirmee', 'prete'] as const) {
      expect(within(rowOf(fixture(status).id)).queryByText('Sans livreur')).not.toBeInTheDocument();
    }

    // The minutes follow the board's clock.
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(rowOf(cooking.id)).toHaveTextContent('Sans livreur depuis plus de 22 min');
    expect(screen.getByRole('region', { name: 'Légende' })).toHaveTextContent(/Sans livreur.*plus de 10 min/);
  });

  it('counts the minutes from the confirmation the order carries, not from a fixed delay', async () => {
    const cooking = fixture('en_preparation');
    cooking.status_times = { ...cooking.status_times, confirmee: new Date(NOW - 34 * 60_000).toISOString() };
    await openBoard();
    expect(rowOf(cooking.id)).toHaveTextContent('Sans livreur depuis plus de 34 min');
  });

  it('asks for the orders again when one should cross the alert threshold, without any live event', async () => {
    const justConfirmed = fixture('confirmee');
    // The API's default threshold (10 min) is crossed one second after the board opens.
    justConfirmed.status_times = { ...justConfirmed.status_times, confirmee: new Date(NOW - 599_000).toISOString() };
    await openBoard();
    expect(within(rowOf(justConfirmed.id)).queryByText('Sans livreur')).not.toBeInTheDocument();
    const calls = recordRequests({ method: 'get', path: '/commandes' });

    vi.setSystemTime(NOW + 5_000);
    expect(
      await within(rowOf(justConfirmed.id)).findByText('Sans livreur', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('LiveOrdersPage — assigning a courier', () => {
  const cooking = () => fixture('en_preparation');
  const assignButton = (row: HTMLElement) => within(row).queryByRole('button', { name: /^Attribuer un livreur/ });
  const dialog = () => screen.getByRole('dialog', { name: 'Attribuer un livreur' });

  async function openAssign() {
    const rendered = await openBoard();
    await rendered.events.click(assignButton(rowOf(cooking().id))!);
    await within(dialog()).findByRole('radio', { name: /Awa Sow/ });
    return rendered;
  }

  it('offers it only on orders whose delivery waits for a courier', async () => {
    await openBoard();
    const offered = orders.livraisons.filter((row) => row.status === 'en_attente').map((row) => row.commande_id);
    expect(offered).toHaveLength(2);
    for (const row of bodyRows()) {
      const id = orders.commandes.find((order) => row.textContent?.includes(orderNumber(order.id)))!.id;
      expect(Boolean(assignButton(row)), id).toBe(offered.includes(id));
    }
    expect(assignButton(rowOf(cooking().id))).toHaveAccessibleName(
      `Attribuer un livreur à la commande n° ${cooking().id.slice(0, 8)}`,
    );
  });

  it('lists the active, validated couriers, free ones first, saying who already carries a delivery', async () => {
    await openAssign();
    const choices = within(dialog()).getAllByRole('radio');
    const labels = choices.map((radio) => radio.closest('label')?.textContent ?? '');
    expect(labels.map((label) => label.split('Disponible')[0]?.split('Livraison')[0])).toEqual([
      livreurAwa.name,
      livreurMoussa.name,
    ]);
    expect(labels[0]).toContain('Disponible');
    // The board shows Moussa on the locked delivery of the late order.
    expect(labels[1]).toContain(`Livraison en cours (commande #${fixture('en_livraison').id.slice(0, 8)})`);
    // Inactive (Kevin Marie) or not validated (pending sign-ups): not offered.
    expect(within(dialog()).queryByText(livreurKevin.name)).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Attribuer' })).toBeDisabled();
  });

  it('sends the chosen courier, closes, and the board shows them on the order', async () => {
    const calls = recordRequests({ method: 'post', path: /\/assign$/ });
    const { events } = await openAssign();
    await events.click(within(dialog()).getByRole('radio', { name: /Awa Sow/ }));
    await events.click(within(dialog()).getByRole('button', { name: 'Attribuer' }));

    expect(await screen.findByText('Livreur attribué')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: `/admin/livraisons/${cooking().livraison_id}/assign`,
      body: { livreur_id: livreurAwa.id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = rowOf(cooking().id);
    expect(await within(row).findByText(livreurAwa.name)).toBeInTheDocument();
    expect(assignButton(row)).not.toBeInTheDocument();
    expect(within(row).queryByText('Sans livreur')).not.toBeInTheDocument();
    expect(auditLog.entries.at(-1)).toMatchObject({ action: 'livraison.assign', actor_id: demoUser.id });
  });

  it("shows the API's refusal of a courier who already carries a delivery and keeps the dialog open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openAssign();
    await events.click(within(dialog()).getByRole('radio', { name: /Moussa Traoré/ }));
    await events.click(within(dialog()).getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText(ASSIGN_ERRORS.alreadyBusy)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(orders.livraisons.find((row) => row.id === cooking().livraison_id)?.livreur_id).toBeNull();
  });

  it('closes by itself once a courier took the delivery meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openAssign();
    const delivery = orders.livraisons.find((row) => row.id === cooking().livraison_id)!;
    Object.assign(delivery, { status: 'acceptee', livreur_id: livreurMoussa.id });
    await events.click(within(dialog()).getByRole('radio', { name: /Awa Sow/ }));
    await events.click(within(dialog()).getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText(ASSIGN_ERRORS.alreadyAccepted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowOf(cooking().id)).findByText(livreurMoussa.name)).toBeInTheDocument();
  });

  it('closes with Escape, and the list of couriers says when it cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openAssign();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cleanup();
    server.use(http.get(`${MOCK_API_URL}/admin/users`, () => problem(500, 'Erreur interne')));
    const again = await openBoard();
    await again.events.click(assignButton(rowOf(cooking().id))!);
    expect(await within(dialog()).findByText('Erreur lors du chargement des livreurs')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('LiveOrdersPage — cancelling an order', () => {
  const paidCard = () => orders.commandes.find((o) => o.status === 'en_attente' && o.payment_status === 'paid')!;
  const dialog = () => screen.getByRole('dialog', { name: 'Annuler la commande' });
  const cancelButton = (id: string) => within(rowOf(id)).getByRole('button', { name: /^Annuler la commande/ });

  async function openCancel(id: string) {
    const rendered = await openBoard();
    await rendered.events.click(cancelButton(id));
    return rendered;
  }

  it('is offered on every order of the board, the reason field focused', async () => {
    const { events } = await openCancel(paidCard().id);
    expect(bodyRows().every((row) => within(row).queryByRole('button', { name: /^Annuler la commande/ }))).toBe(true);
    expect(within(dialog()).getByRole('textbox', { name: /Motif/ })).toHaveFocus();
    expect(dialog()).toHaveTextContent(`Commande #${paidCard().id.slice(0, 8)}`);
    await events.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds the whole total of a paid card order by default, in cents', async () => {
    const calls = recordRequests({ method: 'post', path: /\/cancel$/ });
    const order = paidCard();
    const { events } = await openCancel(order.id);
    const refund = within(dialog()).getByRole('textbox', { name: /Montant remboursé/ });
    expect(refund).toHaveValue('17,00');
    await events.type(within(dialog()).getByRole('textbox', { name: /Motif/ }), 'Client injoignable');
    await events.click(within(dialog()).getByRole('button', { name: /^Annuler la commande/ }));

    expect(await screen.findByText(words(`Commande annulée, ${formatPrice(17)} remboursés`))).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: `/admin/commandes/${order.id}/cancel`,
      body: { reason: 'Client injoignable', refund_cents: 1700 },
    });
    await waitFor(() => expect(within(boardTable()).queryByText(orderNumber(order.id))).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(order).toMatchObject({ status: 'annulee', payment_status: 'refunded', cancelled_by: 'admin' });
  });

  it('checks the reason and the amount before sending, then refunds part of it', async () => {
    const calls = recordRequests({ method: 'post', path: /\/cancel$/ });
    const order = paidCard();
    const { events } = await openCancel(order.id);
    const reason = within(dialog()).getByRole('textbox', { name: /Motif/ });
    const refund = within(dialog()).getByRole('textbox', { name: /Montant remboursé/ });
    const submit = within(dialog()).getByRole('button', { name: /^Annuler la commande/ });

    await events.type(reason, ' a ');
    await events.clear(refund);
    await events.type(refund, '20');
    await events.click(submit);
    expect(await within(dialog()).findByText(CANCEL_FORM_MESSAGES.reasonLength)).toBeInTheDocument();
    expect(within(dialog()).getByText(words(CANCEL_FORM_MESSAGES.refundTooMuch(1700)))).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await events.clear(reason);
    await events.type(reason, 'Plat manquant, remboursement partiel');
    await events.clear(refund);
    await events.type(refund, '12,5');
    await events.click(submit);
    expect(await screen.findByText(words(`Commande annulée, ${formatPrice(12.5)} remboursés`))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'Plat manquant, remboursement partiel', refund_cents: 1250 });
    // Part of it refunded: the order stays 'paid' for the rest.
    expect(order).toMatchObject({ status: 'annulee', payment_status: 'paid', refunded_amount: 12.5 });
  });

  it('sends 0 when nothing is to be refunded', async () => {
    const calls = recordRequests({ method: 'post', path: /\/cancel$/ });
    const { events } = await openCancel(paidCard().id);
    await events.type(within(dialog()).getByRole('textbox', { name: /Motif/ }), 'Erreur de saisie du client');
    const refund = within(dialog()).getByRole('textbox', { name: /Montant remboursé/ });
    await events.clear(refund);
    await events.type(refund, '0');
    await events.click(within(dialog()).getByRole('button', { name: /^Annuler la commande/ }));
    expect(await screen.findByText('Commande annulée')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'Erreur de saisie du client', refund_cents: 0 });
  });

  it('asks no amount for an order that was not paid by card', async () => {
    const calls = recordRequests({ method: 'post', path: /\/cancel$/ });
    const cash = fixture('confirmee');
    const { events } = await openCancel(cash.id);
    expect(within(dialog()).queryByRole('textbox', { name: /Montant remboursé/ })).not.toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Rien à rembourser');
    await events.type(within(dialog()).getByRole('textbox', { name: /Motif/ }), 'Restaurant fermé en urgence');
    await events.click(within(dialog()).getByRole('button', { name: /^Annuler la commande/ }));
    expect(await screen.findByText('Commande annulée')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'Restaurant fermé en urgence' });
  });

  it("shows the API's refusal: the dialog stays for a wrong amount, closes when the order moved on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${MOCK_API_URL}/admin/commandes/:id/cancel`, () => problem(422, CANCEL_ERRORS.refundTooMuch(500)), {
        once: true,
      }),
    );
    const order = paidCard();
    const { events } = await openCancel(order.id);
    await events.type(within(dialog()).getByRole('textbox', { name: /Motif/ }), 'Client injoignable');
    await events.click(within(dialog()).getByRole('button', { name: /^Annuler la commande/ }));
    expect(await screen.findByText(words(CANCEL_ERRORS.refundTooMuch(500)))).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();

    // Meanwhile the order was delivered: 409, the dialog closes on the reloaded board.
    order.status = 'livree';
    await events.click(within(dialog()).getByRole('button', { name: /^Annuler la commande/ }));
    expect(await screen.findByText(CANCEL_ERRORS.notCancellable)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(boardTable()).queryByText(orderNumber(order.id))).not.toBeInTheDocument());
  });
});
