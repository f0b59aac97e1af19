import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KITCHEN_MESSAGES, formatPrice, formatTime, shortId, type Commande } from '@teranga/shared-ui';
import { factories, recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import type { StoredDelivery } from '../../mocks/delivery-fixtures';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import {
  POLLING_SUBTITLE,
  countTones,
  firstWith,
  incomingOrder,
  kitchenCardNames,
  markPaid,
  openLiveKitchen,
  orderCard,
} from '../../test/kitchen';
import { answer, giveDemoRestaurantToPendingUser, serverError } from '../../test/mock-api';
import { openShowing, renderArea } from '../../test/render-area';
import { flat } from '../../test/text';
import { ORDERS_POLL_MS } from './hooks/use-kitchen-orders';

/** What the browser does when the tab is hidden or shown (react-query reads `visibilityState`). */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const advancePolling = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Back to the prototype's getters.
  delete (document as { hidden?: boolean }).hidden;
  delete (document as { visibilityState?: string }).visibilityState;
});

describe('OrdersPage', () => {
  it("shows each order's details, newest first", async () => {
    renderArea('/restaurateur/orders', { user: demoUser });
    const order = firstWith((o) => Boolean(o.notes) && o.status === 'en_attente');
    const card = await orderCard(order);
    expect(within(card).getByText('En attente')).toBeInTheDocument();
    expect(within(card).getByText('Espèces · Paiement à la livraison')).toBeInTheDocument();
    for (const item of order.items) {
      expect(within(card).getByText(`${item.quantity} x ${item.plat_name}`)).toBeInTheDocument();
      expect(within(card).getAllByText(flat(formatPrice(item.subtotal))).length).toBeGreaterThan(0);
    }
    expect(within(card).getByText(order.delivery_address)).toBeInTheDocument();
    expect(within(card).getByText(order.notes!)).toBeInTheDocument();
    expect(card).toHaveTextContent(flat(`Total : ${formatPrice(order.total_price)}`));
    expect(card.querySelector('time')).toHaveAttribute('dateTime', order.created_at);

    const names = screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
    expect(names).toEqual(kitchenCardNames(db.commandes));
  });

  it('offers the next step only while the restaurant has one', async () => {
    renderArea('/restaurateur/orders', { user: demoUser });
    const steps: [Commande['status'], string | null][] = [
      ['confirmee', 'Passer à: En préparation'],
      ['en_preparation', 'Passer à: Prête'],
      ['prete', 'Passer à: En livraison'],
      ['en_livraison', null],
      ['livree', null],
      ['annulee', null],
    ];
    for (const [status, label] of steps) {
      const card = await orderCard(firstWith((o) => o.status === status));
      const button = within(card).queryByRole('button', { name: /Passer à/ });
      if (label) expect(button).toHaveAccessibleName(label);
      else expect(button).not.toBeInTheDocument();
    }
  });

  it('moves an order through Confirmée, En préparation and Prête', async () => {
    const calls = recordRequests(server, { method: 'patch', path: /^\/commandes\/[^/]+\/status$/ });
    const { events } = renderArea('/restaurateur/orders', { user: demoUser });
    const order = firstWith((o) => o.status === 'en_attente' && o.payment_mode === 'cash');
    const card = await orderCard(order);

    for (const [label, status] of [
      ['Confirmée', 'confirmee'],
      ['En préparation', 'en_preparation'],
      ['Prête', 'prete'],
    ] as const) {
      await events.click(within(card).getByRole('button', { name: `Passer à: ${label}` }));
      await waitFor(() => expect(within(card).getByText(label, { selector: 'span' })).toBeInTheDocument());
      expect(calls.at(-1)?.query.get('new_status')).toBe(status);
      expect(db.commandes.find((o) => o.id === order.id)?.status).toBe(status);
    }
    expect(await screen.findAllByText('Statut mis à jour')).not.toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Passer à: En livraison' })).toBeInTheDocument();
  });

  it('shows a card order awaiting payment as such, with nothing to press until it is paid', async () => {
    renderArea('/restaurateur/orders', { user: demoUser });
    const card = await orderCard(firstWith((o) => o.payment_mode === 'card' && o.payment_status === 'pending'));
    expect(within(card).getByText('Carte bancaire · Paiement en attente')).toBeInTheDocument();
    // The API refuses to accept it (409) until it is paid: no 'Accepter', 'Refuser' nor 'Passer à'.
    expect(within(card).getByText(KITCHEN_MESSAGES.paymentPending)).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).queryByText(/À accepter avant/)).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', undefined, 'La livraison n’a pas encore été acceptée par un livreur'],
    ['the fallback', serverError, 'Erreur lors de la mise à jour'],
  ])('reports a refused step with %s', async (_, response, message) => {
    if (response) answer('patch', '/commandes/:id/status', response);
    const { events } = renderArea('/restaurateur/orders', { user: demoUser });
    const card = await orderCard(firstWith((o) => o.status === 'prete'));
    await events.click(within(card).getByRole('button', { name: 'Passer à: En livraison' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(card).getByText('Prête', { selector: 'span' })).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const calls = recordRequests(server, { method: 'get', path: '/commandes' });
    const { events } = renderArea('/restaurateur/orders', { user: demoUser });
    await screen.findAllByRole('article');
    const select = screen.getByRole('combobox', { name: 'Filtrer par statut' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes', 'En attente', 'Confirmées', 'En préparation', 'Prêtes', 'En livraison', 'Livrées']);
    await events.selectOptions(select, 'Prêtes');
    const ready = db.commandes.filter((o) => o.status === 'prete');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(ready.length));
    expect(calls.some((call) => call.query.get('status') === 'prete')).toBe(true);
    expect(calls.every((call) => call.query.get('restaurant_id') === demoRestaurant.id)).toBe(true);
  });

  it("pages with the API's cursor: 'Charger plus' brings the older orders, then disappears", async () => {
    const oldest = Date.parse(db.commandes.map((order) => order.created_at).sort()[0]!);
    for (let n = 0; n < 70; n += 1) {
      const created_at = new Date(oldest - (n + 1) * 3_600_000).toISOString();
      const id = `0ld00000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      db.commandes.push(factories.commande({ id, created_at, restaurant_id: demoRestaurant.id, status: 'livree' }));
    }
    const calls = recordRequests(server, { method: 'get', path: '/commandes' });
    const { events } = renderArea('/restaurateur/orders', { user: demoUser });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(100);

    await events.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(db.commandes.length));
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    const next = calls.at(-1)!;
    expect(next.query.get('cursor')).toBeTruthy();
    expect(next.query.get('restaurant_id')).toBe(demoRestaurant.id);
    const names = screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
    expect(names).toEqual(kitchenCardNames(db.commandes));
  });

  it("says 'Aucune commande' when there is none", async () => {
    db.commandes = [];
    await openShowing('/restaurateur/orders', 'Aucune commande');
  });

  it('explains the wait to an account awaiting validation, without asking the API', async () => {
    giveDemoRestaurantToPendingUser();
    const calls = recordRequests(server, { method: 'get', path: '/commandes' });
    renderArea('/restaurateur/orders', { user: pendingUser });
    expect(
      await screen.findByText(/Votre compte est en attente de validation par un administrateur/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  describe('kitchen polling, while the live stream is down', () => {
    // Polling is the fallback of the live events: these tests run without them.
    beforeEach(() => answer('get', '/events', serverError));

    it('refreshes every 15 s and announces a new order with a banner, a toast and a sound', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const oscillators = countTones();
      const calls = recordRequests(server, { method: 'get', path: '/commandes' });
      renderArea('/restaurateur/orders', { user: demoUser });
      await screen.findAllByRole('article');
      const initialCalls = calls.length;

      // A refresh with nothing new raises no alarm.
      await advancePolling(ORDERS_POLL_MS);
      await waitFor(() => expect(calls.length).toBe(initialCalls + 1));
      expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument();

      const order = incomingOrder();
      await advancePolling(ORDERS_POLL_MS - 1);
      expect(calls.length).toBe(initialCalls + 1);
      await advancePolling(1);
      expect(await screen.findByText('Nouvelle commande !')).toBeInTheDocument();
      expect(screen.getByText(`Nouvelle commande #${shortId(order.id)}`)).toBeInTheDocument();
      const card = await orderCard(order);
      expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
      expect(oscillators.length).toBeGreaterThan(0);
    });

    it('holds back an unpaid card order (no chime, banner nor badge) and announces it once a refresh shows it paid', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const tones = countTones();
      renderArea('/restaurateur/orders', { user: demoUser });
      await screen.findAllByRole('article');

      const order = incomingOrder({ payment_mode: 'card', payment_status: 'pending' });
      await advancePolling(ORDERS_POLL_MS);
      const card = await orderCard(order);
      expect(within(card).getByText(KITCHEN_MESSAGES.paymentPending)).toBeInTheDocument();
      expect(within(card).queryByText('Nouvelle')).not.toBeInTheDocument();
      expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument();
      expect(tones).toHaveLength(0);

      markPaid(order);
      await advancePolling(ORDERS_POLL_MS);
      expect(await screen.findByText('Nouvelle commande !')).toBeInTheDocument();
      // Counted alone: the cash order already waiting when the screen opened is not new.
      expect(screen.getByText('Une commande attend votre confirmation.')).toBeInTheDocument();
      expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
      expect(within(card).queryByText(KITCHEN_MESSAGES.paymentPending)).not.toBeInTheDocument();
      expect(tones).toHaveLength(2);
    });

    it('pauses while the tab is hidden and catches up when it is shown again', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const calls = recordRequests(server, { method: 'get', path: '/commandes' });
      renderArea('/restaurateur/orders', { user: demoUser });
      await screen.findAllByRole('article');
      const initialCalls = calls.length;

      setHidden(true);
      incomingOrder();
      await advancePolling(ORDERS_POLL_MS * 3);
      expect(calls.length).toBe(initialCalls);

      act(() => setHidden(false));
      expect(await screen.findByText('Nouvelle commande !')).toBeInTheDocument();
      expect(calls.length).toBe(initialCalls + 1);
    });

    it('watches for new orders even when the filter hides them, without false alarms on filter changes', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { events } = renderArea('/restaurateur/orders', { user: demoUser });
      await screen.findAllByRole('article');
      await events.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Livrées');
      await waitFor(() => expect(screen.queryByText('En attente', { selector: 'span' })).not.toBeInTheDocument());
      await events.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Toutes');
      await screen.findAllByText('En attente', { selector: 'span' });
      await events.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'Livrées');
      expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument();

      incomingOrder();
      await advancePolling(ORDERS_POLL_MS);
      expect(await screen.findByText('Nouvelle commande !')).toBeInTheDocument();
      await events.click(screen.getByRole('button', { name: 'Masquer' }));
      expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument();
    });

    it('keeps the list and says so when a background refresh fails', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      renderArea('/restaurateur/orders', { user: demoUser });
      const articles = await screen.findAllByRole('article');
      answer('get', '/commandes', () => HttpResponse.json({}, { status: 503 }));
      await advancePolling(ORDERS_POLL_MS);
      expect(await screen.findByText(/Impossible d'actualiser les commandes/)).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(articles.length);
    });
  });

  describe('live kitchen', () => {
    const newOrderToasts = (order: Commande) => screen.queryAllByText(`Nouvelle commande #${shortId(order.id)}`);

    it('shows a cash order the stream announces within a second, and rings once', async () => {
      const tones = countTones();
      const calls = recordRequests(server, { method: 'get', path: '/commandes' });
      const { live } = await openLiveKitchen();
      expect(screen.queryByText(POLLING_SUBTITLE)).not.toBeInTheDocument();

      const order = incomingOrder();
      const event = { commande_id: order.id, livraison_id: null, restaurant_id: demoRestaurant.id };
      live.send({ type: 'commande.created', ...event, status: 'en_attente', payment_status: 'not_applicable' });
      expect(await screen.findByText('Nouvelle commande !', undefined, { timeout: 1_000 })).toBeInTheDocument();
      expect(within(await orderCard(order)).getByText('Nouvelle')).toBeInTheDocument();
      expect(newOrderToasts(order)).toHaveLength(1);
      expect(tones).toHaveLength(2);

      // Later events of the same order refresh the list without announcing it again.
      const before = calls.length;
      live.send({ type: 'commande.status', ...event, status: 'en_attente' });
      await waitFor(() => expect(calls.length).toBeGreaterThan(before));
      await waitFor(() =>
        expect(screen.getByRole('article', { name: `Commande #${shortId(order.id)}` })).toBeVisible(),
      );
      expect(newOrderToasts(order)).toHaveLength(1);
      expect(tones).toHaveLength(2);
    });

    it('shows an unpaid card order without ringing, and rings once it is paid', async () => {
      const tones = countTones();
      const { live } = await openLiveKitchen();
      const order = incomingOrder({ payment_mode: 'card', payment_status: 'pending' });
      const event = { commande_id: order.id, livraison_id: null, restaurant_id: demoRestaurant.id };

      live.send({ type: 'commande.created', ...event, status: 'en_attente', payment_status: 'pending' });
      const card = await orderCard(order);
      expect(within(card).getByText('Carte bancaire · Paiement en attente')).toBeInTheDocument();
      expect(within(card).queryByText('Nouvelle')).not.toBeInTheDocument();
      expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument();
      expect(tones).toHaveLength(0);

      db.commandes.find((o) => o.id === order.id)!.payment_status = 'paid';
      live.send({ type: 'commande.paid', ...event, status: 'en_attente', payment_status: 'paid' });
      expect(await screen.findByText('Nouvelle commande !', undefined, { timeout: 1_000 })).toBeInTheDocument();
      expect(within(card).getByText('Carte bancaire · Payée')).toBeInTheDocument();
      expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
      expect(newOrderToasts(order)).toHaveLength(1);
      expect(tones).toHaveLength(2);
    });

    it('shows the courier who accepts an order, their arrival, and follows them', async () => {
      const tracking = recordRequests(server, { method: 'get', path: /^\/commandes\/[^/]+\/suivi$/ });
      const { live } = await openLiveKitchen();
      const order = firstWith((o) => o.status === 'confirmee');
      const card = await orderCard(order);
      const path = `/commandes/${order.id}/suivi`;
      // Offered to couriers, nobody has accepted it yet.
      await waitFor(() => expect(tracking.some((call) => call.path === path)).toBe(true));
      expect(card).not.toHaveTextContent('Livreur');
      // Only the orders a courier may be coming for are tracked, never the history nor a take-away.
      const active = db.commandes.filter(
        (o) =>
          o.fulfillment === 'livraison' && ['confirmee', 'en_preparation', 'prete', 'en_livraison'].includes(o.status),
      );
      await waitFor(() =>
        expect([...new Set(tracking.map((call) => call.path.split('/')[2]))].sort()).toEqual(
          active.map((o) => o.id).sort(),
        ),
      );

      // A courier 1 km north of the restaurant (road estimate: 1.3 km at 4 min/km, 5 min).
      const delivery = db.livraisons.find((d) => d.commande_id === order.id)!;
      const latitude = demoRestaurant.location.latitude!;
      const longitude = demoRestaurant.location.longitude!;
      const accepted: Partial<StoredDelivery> = {
        status: 'acceptee',
        livreur_first_name: 'Moussa',
        last_latitude: latitude + 1 / 111.2,
        last_longitude: longitude,
      };
      Object.assign(delivery, accepted);
      const sent = Date.now();
      live.send({ type: 'livraison.accepted', commande_id: order.id, livraison_id: delivery.id, status: 'acceptee' });
      const line = await within(card).findByText(/Livreur :/, { selector: 'p' }, { timeout: 1_000 });
      const arrival = line.querySelector('time')!.getAttribute('dateTime')!;
      expect(Date.parse(arrival) - sent).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
      expect(Date.parse(arrival) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      expect(line).toHaveTextContent(`Livreur : Moussa — arrivée estimée vers ${formatTime(arrival)}`);

      // At the restaurant's door: the next position brings the arrival forward.
      Object.assign(delivery, { last_latitude: latitude, last_longitude: longitude });
      live.send({ type: 'livraison.position', commande_id: order.id, livraison_id: delivery.id, latitude, longitude });
      await waitFor(() =>
        expect(Date.parse(line.querySelector('time')!.getAttribute('dateTime')!)).toBeLessThan(
          Date.parse(arrival) - 60_000,
        ),
      );
    });

    it('says when the courier is on the way to the client', async () => {
      renderArea('/restaurateur/orders', { user: demoUser });
      const card = await orderCard(firstWith((o) => o.status === 'en_livraison'));
      expect(await within(card).findByText(/Livreur :/, { selector: 'p' })).toHaveTextContent(
        'Livreur : Aïssatou — en route vers le client',
      );
      const coming = await orderCard(firstWith((o) => o.status === 'en_preparation'));
      expect(await within(coming).findByText(/Livreur :/, { selector: 'p' })).toHaveTextContent(
        /^Livreur : Ibrahima — arrivée estimée vers \d\d:\d\d$/,
      );
    });

    it('polls every 15 s only while the stream is down', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const calls = recordRequests(server, { method: 'get', path: '/commandes' });
      const { live } = await openLiveKitchen();
      const initialCalls = calls.length;
      await advancePolling(ORDERS_POLL_MS * 3);
      expect(calls.length).toBe(initialCalls);

      // The API goes away: the stream ends and cannot be resumed.
      answer('get', '/events', serverError);
      live.close();
      expect(await screen.findByText(POLLING_SUBTITLE)).toBeInTheDocument();
      await advancePolling(ORDERS_POLL_MS);
      await waitFor(() => expect(calls.length).toBe(initialCalls + 1));
    });
  });
});
