import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { liveEvents, recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { commandeIds, demoUser } from '../../mocks/fixtures';
import {
  acceptOrder,
  adminCancelOrder,
  delayOrder,
  refuseOrder,
  sweepDeadlines,
  type MockEvent,
} from '../../mocks/order-decisions';
import { server } from '../../mocks/server';
import { renderArea } from '../../test/render-area';
import { REFUND_DELAY_TEXT } from './lib/cancellation';

const card = (id: string) => {
  const found = screen
    .getAllByTestId('order-card')
    .find((c) => within(c).queryByRole('heading', { name: `Commande #${id.slice(0, 8)}` }));
  if (!found) throw new Error(`No card for ${id}`);
  return found;
};

const pendingOrder = () => db.commandes.find((c) => c.id === commandeIds.pendingCash)!;

/** Times of the pending order's day (14 March 2025, Paris is UTC+1). */
const march14 = (utc: string) => `2025-03-14T${utc}:00Z`;

/** The pending order, paid by card at once (its kitchen deadline stays 13:38). */
const paidByCard = () => Object.assign(pendingOrder(), { payment_mode: 'card', payment_status: 'paid' } as const);

async function openOrders() {
  const rendered = renderArea('/client/orders', { user: demoUser });
  await screen.findAllByTestId('order-card');
  return rendered;
}

describe('OrdersPage', () => {
  it("fetches the user's orders by client_id and lists them newest first", async () => {
    const calls = recordRequests(server, { method: 'GET', path: '/commandes' });
    renderArea('/client/orders', { user: demoUser });
    expect(screen.getByText('Chargement des commandes...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('order-card');
    expect(calls[0]?.url.searchParams.get('client_id')).toBe(demoUser.id);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      `Commande #${commandeIds.pendingCash.slice(0, 8)}`,
      `Commande #${commandeIds.refusedCard.slice(0, 8)}`,
      `Commande #${commandeIds.deliveredCard.slice(0, 8)}`,
    ]);
  });

  it('shows short id, French date, status, items with subtotals, address, payment and total', async () => {
    await openOrders();
    const pending = card(commandeIds.pendingCash);
    expect(pending).toHaveTextContent('14/03/2025 13:30');
    expect(pending).toHaveTextContent('Chez Fatou');
    expect(pending).toHaveTextContent('En attente');
    expect(within(pending).getByRole('list', { name: 'Articles' })).toHaveTextContent(/2 x Thiéboudienne29,00\s€/);
    expect(pending).toHaveTextContent(demoUser.address ?? '');
    expect(pending).toHaveTextContent('Espèces · Paiement à la livraison');
    expect(within(pending).getByTestId('order-total')).toHaveTextContent(/31,50\s€/);

    const delivered = card(commandeIds.deliveredCard);
    expect(delivered).toHaveTextContent('Livrée');
    expect(delivered).toHaveTextContent('Carte bancaire · Payée');
    expect(delivered).toHaveTextContent(/1 x Colombo de poulet13,90\s€/);
    expect(delivered).toHaveTextContent(/2 x Accras de morue13,80\s€/);
    expect(delivered).toHaveTextContent('Interphone en panne, appelez en arrivant');
    expect(within(delivered).getByTestId('order-total')).toHaveTextContent(/30,20\s€/);
  });

  it('does not call a cancelled, never-paid card order "waiting for payment"', async () => {
    const order = db.commandes.find((c) => c.id === commandeIds.pendingCash)!;
    Object.assign(order, { status: 'annulee', payment_mode: 'card', payment_status: 'pending' });
    await openOrders();
    const cancelled = card(commandeIds.pendingCash);
    expect(cancelled).toHaveTextContent('Annulée');
    expect(cancelled).toHaveTextContent('Carte bancaire');
    expect(cancelled).not.toHaveTextContent('Paiement en attente');
  });

  it("says 'Aucune commande' when there is none", async () => {
    server.use(http.get(`${MOCK_API_URL}/commandes`, () => HttpResponse.json([])));
    renderArea('/client/orders', { user: demoUser });
    expect(await screen.findByText('Aucune commande')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les restaurants' })).toHaveAttribute('href', '/client/explorer');
  });

  it("toasts 'Erreur lors du chargement des commandes' and retries", async () => {
    server.use(http.get(`${MOCK_API_URL}/commandes`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/client/orders', { user: demoUser });
    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement des commandes')).toHaveLength(2));
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(3);
  });

  it('offers cancellation only for a pending order', async () => {
    await openOrders();
    expect(
      within(card(commandeIds.pendingCash)).getByRole('button', { name: 'Annuler la commande' }),
    ).toBeInTheDocument();
    expect(within(card(commandeIds.deliveredCard)).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  });

  it('cancels a pending order after confirmation', async () => {
    const deletes = recordRequests(server, { method: 'DELETE', path: `/commandes/${commandeIds.pendingCash}` });
    const { events } = await openOrders();
    await events.click(within(card(commandeIds.pendingCash)).getByRole('button', { name: 'Annuler la commande' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Annuler la commande #${commandeIds.pendingCash.slice(0, 8)} ?`);
    await events.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));

    expect(await screen.findByText('Commande annulée')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    const pending = card(commandeIds.pendingCash);
    expect(pending).toHaveTextContent('Annulée');
    expect(within(pending).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
    expect(db.commandes.find((c) => c.id === commandeIds.pendingCash)?.status).toBe('annulee');
    expect(within(pending).getByTestId('order-cancellation')).toHaveTextContent('Vous avez annulé cette commande');
    // Cash that will never be taken at the door: no 'Paiement à la livraison' any more.
    expect(pending).toHaveTextContent('Espèces');
    expect(pending).not.toHaveTextContent('Paiement à la livraison');
  });

  it('keeps the order when the confirmation is declined', async () => {
    const deletes = recordRequests(server, { method: 'DELETE', path: `/commandes/${commandeIds.pendingCash}` });
    const { events } = await openOrders();
    await events.click(within(card(commandeIds.pendingCash)).getByRole('button', { name: 'Annuler la commande' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Garder la commande' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toHaveLength(0);
    expect(card(commandeIds.pendingCash)).toHaveTextContent('En attente');
  });

  it("shows the server's detail when the order can no longer be cancelled, and the order's new status", async () => {
    const { events } = await openOrders();
    // Meanwhile the restaurant confirmed it.
    db.commandes.find((c) => c.id === commandeIds.pendingCash)!.status = 'confirmee';
    await events.click(within(card(commandeIds.pendingCash)).getByRole('button', { name: 'Annuler la commande' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler la commande' }));

    expect(await screen.findByText('Cette commande ne peut plus être annulée')).toBeInTheDocument();
    await waitFor(() => expect(card(commandeIds.pendingCash)).toHaveTextContent('Confirmée'));
  });

  it('links each order to its tracking page, named with its number', async () => {
    await openOrders();
    for (const id of [commandeIds.pendingCash, commandeIds.deliveredCard]) {
      const link = within(card(id)).getByRole('link', { name: `Suivre la commande #${id.slice(0, 8)}` });
      expect(link).toHaveAttribute('href', `/client/orders/${id}`);
      expect(link).toHaveTextContent('Suivre la commande');
    }
  });

  describe('the kitchen’s decisions and the deadlines', () => {
    it('says who refused an order, why, in their words, and the refund', async () => {
      await openOrders();
      const refused = card(commandeIds.refusedCard);
      expect(refused).toHaveTextContent('Annulée');
      const note = within(refused).getByTestId('order-cancellation');
      expect(note).toHaveTextContent('Refusée par le restaurant : Rupture de stock');
      expect(note).toHaveTextContent('Message du restaurant : « Plus d’agneau ce soir, toutes nos excuses. »');
      expect(within(note).getByText(/^Remboursement : 18,40\s€$/)).toBeInTheDocument();
      expect(note).toHaveTextContent(REFUND_DELAY_TEXT);
      expect(refused).toHaveTextContent('Carte bancaire · Remboursée');
      expect(within(refused).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
    });

    it('says a new order waits for the restaurant, and until when', async () => {
      await openOrders();
      const pending = card(commandeIds.pendingCash);
      expect(within(pending).getByTestId('order-waiting')).toHaveTextContent(
        'En attente de confirmation du restaurant, réponse avant 13:38',
      );
      expect(within(pending).queryByTestId('order-cancellation')).toBeNull();
      expect(within(pending).queryByTestId('order-estimate')).toBeNull();
    });

    it("says 'Paiement en cours' of an unpaid card order, and until when it can be paid", async () => {
      Object.assign(pendingOrder(), {
        payment_mode: 'card',
        payment_status: 'pending',
        accept_by: null,
        payment_deadline: march14('12:45'),
      });
      await openOrders();
      expect(within(card(commandeIds.pendingCash)).getByTestId('order-waiting')).toHaveTextContent(
        /^Paiement en cours, à finaliser avant 13:45$/,
      );
    });

    it('shows the delivery time announced when the restaurant accepted', async () => {
      // 20 min of preparation from 13:32, then Chez Fatou's 35 min of delivery.
      acceptOrder(commandeIds.pendingCash, 20, march14('12:32'));
      await openOrders();
      const accepted = card(commandeIds.pendingCash);
      expect(accepted).toHaveTextContent('Confirmée');
      expect(within(accepted).getByTestId('order-estimate')).toHaveTextContent('Livraison estimée vers 14:27');
      expect(within(accepted).queryByTestId('order-waiting')).toBeNull();
    });

    it.for([
      {
        what: 'a deadline the restaurant missed',
        decide: () => sweepDeadlines(march14('12:38')),
        says: 'Annulée automatiquement : Le restaurant n’a pas répondu à temps',
        payment: 'Espèces',
      },
      {
        what: 'an unpaid card order whose payment deadline passed',
        decide: () => {
          Object.assign(pendingOrder(), {
            payment_mode: 'card',
            payment_status: 'pending',
            accept_by: null,
            payment_deadline: march14('12:45'),
          });
          return sweepDeadlines(march14('12:45'));
        },
        says: 'Annulée automatiquement : Le paiement n’a pas été finalisé à temps',
        payment: 'Carte bancaire',
      },
      {
        what: "Teranga's team, keeping the payment",
        decide: () => {
          paidByCard();
          return adminCancelOrder(commandeIds.pendingCash, 'Client injoignable', 0, march14('12:50'));
        },
        says: 'Annulée par l’équipe Teranga',
        message: 'Message de l’équipe Teranga : « Client injoignable »',
        payment: 'Carte bancaire · Payée',
      },
    ])('says an order was cancelled by $what, and nothing of a refund', async ({ decide, says, message, payment }) => {
      decide();
      await openOrders();
      const cancelled = card(commandeIds.pendingCash);
      const note = within(cancelled).getByTestId('order-cancellation');
      expect(note).toHaveTextContent(says);
      if (message) expect(note).toHaveTextContent(message);
      expect(cancelled).not.toHaveTextContent('Remboursement');
      expect(cancelled).not.toHaveTextContent('Remboursée');
      const paymentLine = within(cancelled).getByText('Paiement').nextElementSibling;
      expect(paymentLine).toHaveTextContent(new RegExp(`^${payment}$`));
    });

    it("gives the amount of an admin's partial refund", async () => {
      paidByCard();
      adminCancelOrder(commandeIds.pendingCash, 'Plat renversé', 1000, march14('12:50'));
      await openOrders();
      const cancelled = card(commandeIds.pendingCash);
      expect(within(cancelled).getByText(/^Remboursement : 10,00\s€$/)).toBeInTheDocument();
      // Part of the payment is kept: the order is not 'Remboursée'.
      expect(cancelled).toHaveTextContent('Carte bancaire · Payée');
    });
  });

  describe('live', () => {
    /** Sends what the API sends after a decision, in order. */
    const sendAll = (live: ReturnType<typeof liveEvents>, events: MockEvent[]) => events.forEach((e) => live.send(e));

    it('shows a refusal and its refund as soon as the kitchen refuses, without reloading', async () => {
      paidByCard();
      const live = liveEvents(server);
      await openOrders();
      await waitFor(() => expect(live.connections).toHaveLength(1));

      sendAll(live, refuseOrder(commandeIds.pendingCash, 'rupture', null, march14('12:33')));

      const refused = card(commandeIds.pendingCash);
      await waitFor(() =>
        expect(within(refused).getByTestId('order-cancellation')).toHaveTextContent(
          'Refusée par le restaurant : Rupture de stock',
        ),
      );
      expect(within(refused).getByText(/^Remboursement : 31,50\s€$/)).toBeInTheDocument();
      expect(within(refused).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
    });

    it('shows the new delivery time when the kitchen announces a delay', async () => {
      acceptOrder(commandeIds.pendingCash, 20, march14('12:32'));
      const live = liveEvents(server);
      await openOrders();
      await waitFor(() => expect(live.connections).toHaveLength(1));
      const estimate = () => within(card(commandeIds.pendingCash)).getByTestId('order-estimate');
      expect(estimate()).toHaveTextContent('Livraison estimée vers 14:27');

      sendAll(live, delayOrder(commandeIds.pendingCash, 10, march14('12:40')));

      await waitFor(() => expect(estimate()).toHaveTextContent('Livraison estimée vers 14:37'));
    });

    it('shows an order moving on without reloading the page', async () => {
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: '/commandes' });
      await openOrders();
      await waitFor(() => expect(live.connections).toHaveLength(1));
      expect(calls).toHaveLength(1);

      // The restaurant confirms the order.
      db.commandes.find((c) => c.id === commandeIds.pendingCash)!.status = 'confirmee';
      live.send({ type: 'commande.status', commande_id: commandeIds.pendingCash, status: 'confirmee' });

      await waitFor(() => expect(card(commandeIds.pendingCash)).toHaveTextContent('Confirmée'));
      expect(calls).toHaveLength(2);
      expect(within(card(commandeIds.pendingCash)).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
    });

    it("does not reload the list for a courier's position", async () => {
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: '/commandes' });
      await openOrders();
      await waitFor(() => expect(live.connections).toHaveLength(1));

      live.send({ type: 'livraison.position', commande_id: commandeIds.pendingCash, latitude: 48.89, longitude: 2.35 });
      // Then an event that does reload it: once it shows, the position was read and passed over.
      db.commandes.find((c) => c.id === commandeIds.pendingCash)!.status = 'annulee';
      live.send({ type: 'commande.cancelled', commande_id: commandeIds.pendingCash, status: 'annulee' });

      await waitFor(() => expect(card(commandeIds.pendingCash)).toHaveTextContent('Annulée'));
      expect(calls).toHaveLength(2);
    });
  });
});

describe('OrdersPage: take-away, orders for later, options', () => {
  it('shows where to collect a take-away order, its pickup time and its options', async () => {
    Object.assign(pendingOrder(), {
      fulfillment: 'a_emporter',
      status: 'confirmee',
      estimated_delivery_at: march14('12:52'),
      items: [
        {
          plat_id: 'a1b2c3d4-1111-4a11-8a11-000000000002',
          plat_name: 'Yassa poulet',
          quantity: 1,
          price: 14.9,
          subtotal: 14.9,
          options: [{ option_id: 'o-1', group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 }],
        },
      ],
    });
    await openOrders();
    const takeAway = card(commandeIds.pendingCash);
    expect(takeAway).toHaveTextContent('À retirer au restaurant14 rue des Poissonniers, 75018 Paris');
    expect(takeAway).not.toHaveTextContent('Adresse de livraison');
    expect(within(takeAway).getByTestId('order-estimate')).toHaveTextContent('Retrait prévu vers 13:52');
    expect(within(takeAway).getByRole('list', { name: 'Options' })).toHaveTextContent(
      /Accompagnement : Alloco \(\+2,00\s€\)/,
    );
  });

  it("says when an order for later is due, and calls a collected take-away order 'Récupérée'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(march14('12:31')));
    onTestFinished(() => void vi.useRealTimers());
    Object.assign(pendingOrder(), { scheduled_for: '2025-03-15T11:30:00.000Z' });
    Object.assign(
      db.commandes.find((c) => c.id === commandeIds.deliveredCard)!,
      { fulfillment: 'a_emporter' },
    );
    await openOrders();
    expect(within(card(commandeIds.pendingCash)).getByTestId('order-scheduled')).toHaveTextContent(
      'Prévue pour demain à 12:30',
    );
    expect(card(commandeIds.deliveredCard)).toHaveTextContent('Récupérée');
    expect(within(card(commandeIds.deliveredCard)).queryByTestId('order-scheduled')).toBeNull();
  });

  it('shows the discount and the tip above the total, and a receipt link on a delivered order only', async () => {
    Object.assign(
      db.commandes.find((c) => c.id === commandeIds.deliveredCard)!,
      {
        promo_code: 'TERANGA10',
        discount: 2.77,
        tip: 2,
        total_price: 29.43,
      },
    );
    const { events } = await openOrders();
    const delivered = card(commandeIds.deliveredCard);
    expect(delivered).toHaveTextContent('Réduction (TERANGA10)');
    expect(within(delivered).getByTestId('order-discount')).toHaveTextContent(/^−2,77\s€$/);
    expect(within(delivered).getByTestId('order-tip')).toHaveTextContent(/2,00\s€/);
    expect(within(delivered).getByTestId('order-total')).toHaveTextContent(/29,43\s€/);
    // An order with neither says nothing of them.
    expect(within(card(commandeIds.pendingCash)).queryByTestId('order-discount')).toBeNull();
    expect(within(card(commandeIds.pendingCash)).queryByTestId('order-tip')).toBeNull();

    expect(within(card(commandeIds.pendingCash)).queryByRole('link', { name: /Reçu/ })).toBeNull();
    expect(within(card(commandeIds.refusedCard)).queryByRole('link', { name: /Reçu/ })).toBeNull();
    const receipt = within(delivered).getByRole('link', {
      name: `Reçu de la commande #${commandeIds.deliveredCard.slice(0, 8)}`,
    });
    expect(receipt).toHaveTextContent('Reçu');
    await events.click(receipt);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reçu' })).toBeInTheDocument();
    expect(await screen.findByTestId('receipt-tip')).toHaveTextContent(/2,00\s€/);
  });
});
