import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Commande } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { liveEvents, recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { commandeIds, demoUser, type MockLivraison } from '../../mocks/fixtures';
import {
  acceptOrder,
  adminCancelOrder,
  cancelOrder,
  delayOrder,
  refuseOrder,
  sweepDeadlines,
  type MockEvent,
} from '../../mocks/order-decisions';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';
import type { Suivi } from '@teranga/shared-ui';
import { getOrderTrackingQueryOptions } from './api/get-order-tracking';
import { ESTIMATE_REFRESH_MS } from './hooks/use-live-tracking';
import { CANCELLATION_REGION } from './components/cancellation-notice';
import { REFUND_DELAY_TEXT } from './lib/cancellation';

const pending = commandeIds.pendingCash;
const delivered = commandeIds.deliveredCard;
const trackingPath = (id: string) => `/client/orders/${id}`;
const suiviPath = (id: string) => `/commandes/${id}/suivi`;

const order = (id: string) => db.commandes.find((row) => row.id === id)!;

/** Times of the pending order's day (14 March 2025, Paris is UTC+1). */
const march14 = (utc: string) => `2025-03-14T${utc}:00Z`;

const courier: MockLivraison = {
  id: 'c4d5e6f7-0000-4a00-8b00-000000000001',
  commande_id: pending,
  status: 'acceptee',
  livreur_name: 'Moussa Ndiaye',
  last_latitude: 48.8871,
  last_longitude: 2.3522,
  pickup_time: null,
  delivery_time: null,
  distance_km: 1.2,
  pin_locked: false,
};

/** Moves the demo user's pending order on to `status`, with the times it reached each step. */
function advance(status: Commande['status'], extra: Partial<Commande> = {}) {
  const steps = {
    en_attente: march14('12:30'),
    confirmee: march14('12:32'),
    en_preparation: march14('12:35'),
    prete: march14('12:58'),
    en_livraison: march14('13:05'),
  };
  const reached = Object.keys(steps).indexOf(status);
  Object.assign(order(pending), {
    status,
    status_times: Object.fromEntries(Object.entries(steps).slice(0, reached + 1)),
    delivery_pin: '7350',
    livraison_id: courier.id,
    ...extra,
  });
}

/** …and puts its courier on the road, a few streets away. */
function onTheRoad() {
  advance('en_livraison');
  db.livraisons.push({ ...courier, status: 'en_cours', pickup_time: march14('13:05') });
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Étapes de la commande' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent?.replace(/^[✓●✕]/, ''));

/** The page's text: where the order is, the map's accessible alternative. */
const summary = () => screen.getByRole('region', { name: 'Où en est la commande' });

/** Why the order ended, who ended it and the money: the notice of a cancelled order. */
const cancellationNotice = () => screen.getByRole('region', { name: CANCELLATION_REGION });

/** The pending order, paid by card at once (its kitchen deadline stays 13:38). */
const paidByCard = () => Object.assign(order(pending), { payment_mode: 'card', payment_status: 'paid' } as const);

/** Sends what the API sends after a decision, in order. */
const sendAll = (live: ReturnType<typeof liveEvents>, events: MockEvent[]) => events.forEach((e) => live.send(e));

const markers = () => document.querySelectorAll('.leaflet-container path.leaflet-interactive');

async function openTracking(id: string) {
  const rendered = renderArea(trackingPath(id), { user: demoUser });
  await screen.findByRole('list', { name: 'Étapes de la commande' });
  return rendered;
}

describe('OrderTrackingPage', () => {
  it("asks GET /commandes/:id/suivi and titles the page with the order's short number", async () => {
    const calls = recordRequests(server, { method: 'GET', path: suiviPath(delivered) });
    renderArea(trackingPath(delivered), { user: demoUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Commande #${delivered.slice(0, 8)}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chargement du suivi...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Étapes de la commande' });
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/client/orders');
  });

  it('shows a delivered order: every step with its time, the delivery time and its courier, no code', async () => {
    await openTracking(delivered);
    expect(steps()).toEqual([
      'En attente20:12',
      'Confirmée20:14',
      'En préparation20:16',
      'Prête20:38',
      'En livraison20:45',
      'Livrée21:01',
    ]);
    expect(screen.getByText('Livrée à 21:01')).toBeInTheDocument();
    expect(screen.getByText('Livrée par Moussa')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('Statut : Livrée');
    expect(screen.queryByTestId('delivery-pin')).not.toBeInTheDocument();
  });

  it('shows a pending order: its first step reached, the others to come, and the estimate', async () => {
    await openTracking(pending);
    expect(steps()).toEqual([
      'En attente13:30',
      'ConfirméeÀ venir',
      'En préparationÀ venir',
      'PrêteÀ venir',
      'En livraisonÀ venir',
      'LivréeÀ venir',
    ]);
    const current = within(screen.getByRole('list', { name: 'Étapes de la commande' })).getAllByRole('listitem')[0];
    expect(current).toHaveAttribute('aria-current', 'step');
    // Placed at 13:30, announced 35 min by Chez Fatou.
    expect(screen.getByText('Livraison estimée vers 14:05')).toBeInTheDocument();
    expect(screen.queryByText(/Votre livreur/)).not.toBeInTheDocument();
  });

  it('keeps the delivery code hidden until the order is on its way', async () => {
    advance('prete');
    db.livraisons.push(courier);
    await openTracking(pending);
    expect(within(summary()).getByText('Votre livreur : Moussa')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-pin')).not.toBeInTheDocument();
    expect(screen.queryByText(/7350/)).not.toBeInTheDocument();
  });

  it('shows the courier, the delivery code and the estimate from the pick-up once on its way', async () => {
    onTheRoad();
    await openTracking(pending);
    expect(screen.getByTestId('delivery-pin')).toHaveTextContent('Code de livraison : 7350 — à donner au livreur');
    expect(within(summary()).getByText('Votre livreur : Moussa')).toBeInTheDocument();
    // Picked up at 14:05, 1,2 km at 4 min per km.
    expect(screen.getByText('Livraison estimée vers 14:10')).toBeInTheDocument();
    expect(steps().slice(3)).toEqual(['Prête13:58', 'En livraison14:05', 'LivréeÀ venir']);
  });

  it('draws the restaurant, the address, the courier and the route on the map', async () => {
    onTheRoad();
    await openTracking(pending);
    const map = screen.getByRole('region', { name: /^Carte de la livraison/ });
    expect(map).toHaveAccessibleName(
      'Carte de la livraison : le restaurant Chez Fatou, votre adresse de livraison, la position de votre livreur. Les informations ci-dessus en donnent le détail.',
    );
    // Three vector markers and the route: nothing depends on an image loading.
    expect(markers()).toHaveLength(4);
    expect(map.querySelectorAll('.leaflet-tooltip')).toHaveLength(3);
    expect(map).toHaveTextContent('Moussa');
    expect(map).toHaveTextContent('© OpenStreetMap contributors');
    // Keyboard users zoom with the map's own buttons (or +/- once it has the focus), in French.
    expect(within(map).getByRole('button', { name: 'Zoomer' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Dézoomer' })).toBeInTheDocument();
    expect(map).toHaveAttribute('tabindex', '0');
    const legend = screen.getByRole('list', { name: 'Légende de la carte' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Restaurant : Chez Fatou', `Chez vous : ${demoUser.address}`, 'Votre livreur : Moussa']);
  });

  it('draws no courier once the order is delivered', async () => {
    await openTracking(delivered);
    expect(screen.getByRole('region', { name: /^Carte de la livraison/ })).toBeInTheDocument();
    expect(markers()).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Légende de la carte' })).not.toHaveTextContent('livreur');
  });

  it('keeps the text but shows no map when the address cannot be located', async () => {
    Object.assign(order(pending), { delivery_address: '3 rue Victor Hugo, 97200 Fort-de-France' });
    await openTracking(pending);
    expect(screen.getByText('Carte indisponible pour cette adresse')).toBeInTheDocument();
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByText('Livraison estimée vers 14:05')).toBeInTheDocument();
  });

  it("shows a cancelled order's steps up to 'Annulée' and nothing after", async () => {
    Object.assign(order(pending), {
      status: 'annulee',
      status_times: { en_attente: march14('12:30'), annulee: march14('12:40') },
    });
    await openTracking(pending);
    expect(steps()).toEqual(['En attente13:30', 'Annulée13:40']);
    expect(screen.getByText('Commande annulée')).toBeInTheDocument();
    expect(screen.queryByText(/Livraison estimée/)).not.toBeInTheDocument();
  });

  it('says nothing of who cancelled an order when the API does not know (cancelled before reasons were kept)', async () => {
    Object.assign(order(pending), {
      status: 'annulee',
      status_times: { en_attente: march14('12:30'), annulee: march14('12:40') },
    });
    await openTracking(pending);
    expect(screen.getByText('Commande annulée')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CANCELLATION_REGION })).not.toBeInTheDocument();
    expect(screen.queryByText(/par vous|annulé cette commande/)).not.toBeInTheDocument();
  });

  describe('kitchen decisions and deadlines', () => {
    it('says a new order waits for the restaurant, and until when', async () => {
      await openTracking(pending);
      expect(screen.getByTestId('order-waiting')).toHaveTextContent(
        /^En attente de confirmation du restaurant, réponse avant 13:38$/,
      );
      expect(screen.queryByRole('region', { name: CANCELLATION_REGION })).not.toBeInTheDocument();
    });

    it("says 'Paiement en cours' of an unpaid card order, and until when it can be paid", async () => {
      Object.assign(order(pending), {
        payment_mode: 'card',
        payment_status: 'pending',
        accept_by: null,
        payment_deadline: march14('12:45'),
      });
      await openTracking(pending);
      expect(screen.getByTestId('order-waiting')).toHaveTextContent(/^Paiement en cours, à finaliser avant 13:45$/);
    });

    it('shows the delivery time the kitchen announced, as the list does, not the trip estimate', async () => {
      // Accepted at 13:32 with 20 min of preparation: ready at 13:52, then Chez Fatou's 35 min.
      acceptOrder(pending, 20, march14('12:32'));
      await openTracking(pending);
      expect(screen.getByText('Livraison estimée vers 14:27')).toBeInTheDocument();
      // The tracking answer's own estimate (ready + 20 min of trip) is not shown.
      expect(screen.queryByText(/14:12/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('order-waiting')).not.toBeInTheDocument();
      expect(screen.getByTestId('new-time')).toBeEmptyDOMElement();
    });

    it.for([
      {
        what: 'a refusal for another reason, in the restaurant’s words',
        decide: () => refuseOrder(pending, 'autre', 'Cuisine inondée', march14('12:33')),
        who: 'Refusée par le restaurant',
        reason: 'Autre raison',
        message: 'Message du restaurant : « Cuisine inondée »',
      },
      {
        what: 'a deadline the restaurant missed',
        decide: () => sweepDeadlines(march14('12:38')),
        who: 'Annulée automatiquement',
        reason: 'Le restaurant n’a pas répondu à temps',
      },
      {
        what: 'a payment never finalised',
        decide: () => {
          Object.assign(order(pending), {
            payment_mode: 'card',
            payment_status: 'pending',
            accept_by: null,
            payment_deadline: march14('12:45'),
          });
          return sweepDeadlines(march14('12:45'));
        },
        who: 'Annulée automatiquement',
        reason: 'Le paiement n’a pas été finalisé à temps',
      },
      {
        what: "Teranga's team keeping a card payment",
        decide: () => {
          paidByCard();
          return adminCancelOrder(pending, 'Adresse introuvable', 0, march14('12:50'));
        },
        who: 'Annulée par l’équipe Teranga',
        message: 'Message de l’équipe Teranga : « Adresse introuvable »',
      },
      {
        what: 'the client',
        decide: () => cancelOrder(order(pending), { reason: 'client', by: 'client' }, march14('12:31')),
        who: 'Vous avez annulé cette commande',
      },
    ])('says who cancelled and why after $what, and no refund', async ({ decide, who, reason, message }) => {
      decide();
      await openTracking(pending);
      const notice = cancellationNotice();
      expect(notice).toHaveTextContent(who);
      if (reason) expect(within(notice).getByText(reason)).toBeInTheDocument();
      else expect(notice).not.toHaveTextContent('Motif');
      if (message) expect(notice).toHaveTextContent(message);
      expect(notice).not.toHaveTextContent('Remboursement');
      expect(notice).not.toHaveTextContent(REFUND_DELAY_TEXT);
      expect(screen.queryByTestId('order-waiting')).not.toBeInTheDocument();
    });
  });

  it.for([
    { what: 'an unknown order', id: 'a0000000-0000-4000-8000-000000000000' },
    { what: "another client's order", id: commandeIds.otherClient },
  ])("says 'Commande non trouvée' for $what", async ({ id }) => {
    renderArea(trackingPath(id), { user: demoUser });
    expect(await screen.findByText('Commande non trouvée')).toBeInTheDocument();
    expect(screen.queryByText(/Erreur lors du chargement/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/client/orders');
  });

  it("says 'Erreur lors du chargement du suivi' and tries again", async () => {
    server.use(http.get(`${MOCK_API_URL}/commandes/:id/suivi`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea(trackingPath(delivered), { user: demoUser });
    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement du suivi')).toHaveLength(2));
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Livrée à 21:01')).toBeInTheDocument();
  });

  describe('live', () => {
    it("shows the kitchen's refusal ('rupture') and the refund without a reload", async () => {
      paidByCard();
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      expect(screen.getByTestId('order-waiting')).toHaveTextContent('réponse avant 13:38');

      sendAll(live, refuseOrder(pending, 'rupture', null, march14('12:33')));

      const notice = await screen.findByRole('region', { name: CANCELLATION_REGION });
      expect(within(notice).getByText('Refusée par le restaurant')).toBeInTheDocument();
      expect(notice).toHaveTextContent('Motif : Rupture de stock');
      expect(within(notice).getByText('Rupture de stock')).toBeInTheDocument();
      expect(within(notice).getByText(/^Remboursement : 31,50\s€$/)).toBeInTheDocument();
      expect(within(notice).getByText(REFUND_DELAY_TEXT)).toBeInTheDocument();
      expect(screen.getByTestId('tracking-status')).toHaveTextContent('Statut : Annulée');
      expect(screen.getByText('Commande annulée')).toBeInTheDocument();
      expect(steps()).toEqual(['En attente13:30', 'Annulée13:33']);
      expect(screen.queryByTestId('order-waiting')).not.toBeInTheDocument();
      // Read again for the events (cancelled, then refunded), never by reloading the page.
      expect(calls.length).toBeGreaterThanOrEqual(2);
    });

    it('shows a delay without a reload and says, politely, that the time moved', async () => {
      acceptOrder(pending, 20, march14('12:32'));
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      expect(screen.getByText('Livraison estimée vers 14:27')).toBeInTheDocument();
      const note = screen.getByTestId('new-time');
      expect(note).toHaveAttribute('role', 'status');
      expect(note).toHaveAttribute('aria-live', 'polite');
      expect(note).toBeEmptyDOMElement();

      sendAll(live, delayOrder(pending, 10, march14('12:40')));

      expect(await screen.findByText('Livraison estimée vers 14:37')).toBeInTheDocument();
      expect(note).toHaveTextContent('Nouvel horaire, au lieu de 14:27 : le restaurant a annoncé un retard.');
      expect(calls).toHaveLength(2);

      // A second delay: the note follows the latest move.
      sendAll(live, delayOrder(pending, 5, march14('12:41')));
      expect(await screen.findByText('Livraison estimée vers 14:42')).toBeInTheDocument();
      expect(note).toHaveTextContent('Nouvel horaire, au lieu de 14:37');
    });

    it('says nothing moved when the restaurant accepts (a first time, not a delay)', async () => {
      const live = liveEvents(server);
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));

      sendAll(live, acceptOrder(pending, 20, march14('12:32')));

      expect(await screen.findByText('Livraison estimée vers 14:27')).toBeInTheDocument();
      expect(screen.getByTestId('tracking-status')).toHaveTextContent('Statut : Confirmée');
      expect(screen.getByTestId('new-time')).toBeEmptyDOMElement();
      expect(screen.getByText('Recherche d’un livreur en cours')).toBeInTheDocument();
    });

    it('reads the tracking again on a status event and announces the new step', async () => {
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      expect(calls).toHaveLength(1);

      // The restaurant confirms the order.
      advance('confirmee');
      live.send({ type: 'commande.status', commande_id: pending, status: 'confirmee' });

      await waitFor(() => expect(steps()[1]).toBe('Confirmée13:32'));
      expect(calls).toHaveLength(2);
      const status = screen.getByTestId('tracking-status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent('Statut : Confirmée');
    });

    it('shows the courier once a delivery is accepted', async () => {
      advance('en_preparation');
      db.livraisons.push({
        ...courier,
        status: 'en_attente',
        livreur_name: null,
        last_latitude: null,
        last_longitude: null,
      });
      const live = liveEvents(server);
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      expect(screen.getByText('Recherche d’un livreur en cours')).toBeInTheDocument();
      expect(markers()).toHaveLength(3);

      Object.assign(
        db.livraisons.find((row) => row.id === courier.id)!,
        courier,
      );
      live.send({ type: 'livraison.accepted', commande_id: pending, livraison_id: courier.id });

      expect(await within(summary()).findByText('Votre livreur : Moussa')).toBeInTheDocument();
      // On its way to the restaurant: courier → restaurant → address.
      expect(markers()).toHaveLength(4);
    });

    it('moves the courier on a position event without asking the API again', async () => {
      onTheRoad();
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      const { queryClient } = await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));

      live.send({
        type: 'livraison.position',
        commande_id: pending,
        livraison_id: courier.id,
        latitude: 48.89,
        longitude: 2.35,
      });

      const key = getOrderTrackingQueryOptions(pending).queryKey;
      await waitFor(() =>
        expect(queryClient.getQueryData<Suivi>(key)?.livraison).toMatchObject({
          last_latitude: 48.89,
          last_longitude: 2.35,
        }),
      );
      expect(calls).toHaveLength(1);
      expect(markers()).toHaveLength(4);
      expect(screen.getByTestId('delivery-pin')).toHaveTextContent('7350');
    });

    it('reads the estimate again on a position once a minute has passed since the last reading', async () => {
      onTheRoad();
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      const { queryClient } = await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      const position = { type: 'livraison.position', commande_id: pending, livraison_id: courier.id } as const;
      const key = getOrderTrackingQueryOptions(pending).queryKey;

      live.send({ ...position, latitude: 48.89, longitude: 2.35 });
      await waitFor(() => expect(queryClient.getQueryData<Suivi>(key)?.livraison?.last_latitude).toBe(48.89));
      expect(calls).toHaveLength(1);
      const later = Date.now() + ESTIMATE_REFRESH_MS;
      const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
      live.send({ ...position, latitude: 48.891, longitude: 2.351 });
      await waitFor(() => expect(calls).toHaveLength(2));
      clock.mockRestore();
    });

    it("ignores another order's events", async () => {
      const live = liveEvents(server);
      const calls = recordRequests(server, { method: 'GET', path: suiviPath(pending) });
      await openTracking(pending);
      await waitFor(() => expect(live.connections).toHaveLength(1));
      live.send({ type: 'commande.status', commande_id: delivered, status: 'livree' });
      // Then one of its own, to know the first was read and passed over.
      advance('confirmee');
      live.send({ type: 'commande.status', commande_id: pending, status: 'confirmee' });
      await waitFor(() => expect(screen.getByTestId('tracking-status')).toHaveTextContent('Confirmée'));
      expect(calls).toHaveLength(2);
    });
  });

  it('is reached from its order in Mes Commandes', async () => {
    const { events } = renderArea('/client/orders', { user: demoUser });
    await events.click(await screen.findByRole('link', { name: `Suivre la commande #${delivered.slice(0, 8)}` }));
    expect(currentPath()).toBe(trackingPath(delivered));
    expect(await screen.findByText('Livrée à 21:01')).toBeInTheDocument();
  });
});

describe('OrderTrackingPage: money', () => {
  it('shows the discount and the tip where the total is, and the receipt of a delivered order', async () => {
    Object.assign(order(delivered), { promo_code: 'BIENVENUE', discount: 3, tip: 1.5, total_price: 28.7 });
    const { events } = await openTracking(delivered);
    const items = screen.getByRole('region', { name: 'Votre commande' });
    expect(items).toHaveTextContent('Réduction (BIENVENUE)');
    expect(within(items).getByTestId('order-discount')).toHaveTextContent(/−3,00\s€/);
    expect(within(items).getByTestId('order-tip')).toHaveTextContent(/1,50\s€/);
    expect(within(items).getByTestId('tracking-total')).toHaveTextContent(/28,70\s€/);
    await events.click(within(items).getByRole('link', { name: 'Reçu' }));
    await waitFor(() => expect(currentPath()).toBe(`/client/orders/${delivered}/recu`));
  });

  it('offers no receipt before delivery', async () => {
    await openTracking(pending);
    expect(screen.queryByRole('link', { name: 'Reçu' })).toBeNull();
    expect(screen.queryByTestId('order-tip')).toBeNull();
  });
});

describe('OrderTrackingPage: take-away, orders for later, options', () => {
  /** Date only: timers stay real for the user events. */
  function at(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    onTestFinished(() => void vi.useRealTimers());
  }

  /** The pending order as a take-away order, accepted at 12:32 for 20 minutes. */
  function takeAway(extra: Partial<Commande> = {}) {
    Object.assign(order(pending), {
      fulfillment: 'a_emporter',
      delivery_fee: 0,
      total_price: 29,
      delivery_address: '14 rue des Poissonniers, 75018 Paris',
      status: 'confirmee',
      status_times: { en_attente: march14('12:30'), confirmee: march14('12:32') },
      ready_at: march14('12:52'),
      estimated_delivery_at: march14('12:52'),
      delivery_pin: null,
      livraison_id: null,
      ...extra,
    } satisfies Partial<Commande>);
  }

  it("says where and when to collect a take-away order: 'À retirer au restaurant', 'Retrait prévu vers'", async () => {
    takeAway();
    renderArea(trackingPath(pending), { user: demoUser });
    expect(await screen.findByTestId('pickup')).toHaveTextContent(
      'À retirer au restaurant14 rue des Poissonniers, 75018 Paris',
    );
    expect(summary()).toHaveTextContent('Retrait prévu vers 13:52');
    expect(summary()).not.toHaveTextContent('Adresse de livraison');
    expect(summary()).not.toHaveTextContent('Code de livraison');
    // No trip: from 'Prête' straight to collected.
    expect(steps()).toEqual([
      'En attente13:30',
      'Confirmée13:32',
      'En préparationÀ venir',
      'PrêteÀ venir',
      'RécupéréeÀ venir',
    ]);
  });

  it("calls a collected take-away order 'Récupérée'", async () => {
    takeAway({
      status: 'livree',
      status_times: { en_attente: march14('12:30'), confirmee: march14('12:32'), livree: march14('12:55') },
    });
    renderArea(trackingPath(pending), { user: demoUser });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Statut : Récupérée');
    expect(summary()).toHaveTextContent('Récupérée à 13:55');
  });

  it("says when an order for later is due: 'Prévue pour demain à 12:30'", async () => {
    at('2025-03-14T12:31:00Z');
    Object.assign(order(pending), { scheduled_for: '2025-03-15T11:30:00.000Z' });
    renderArea(trackingPath(pending), { user: demoUser });
    expect(await screen.findByTestId('tracking-scheduled')).toHaveTextContent('Prévue pour demain à 12:30');
  });

  it('lists the items with their options and the total', async () => {
    Object.assign(order(pending), {
      items: [
        {
          plat_id: 'a1b2c3d4-1111-4a11-8a11-000000000002',
          plat_name: 'Yassa poulet',
          quantity: 2,
          price: 16.7,
          subtotal: 33.4,
          options: [
            { option_id: 'o-1', group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 },
            { option_id: 'o-2', group_name: 'Suppléments', name: 'Œuf dur', price_delta: 1.8 },
          ],
        },
      ],
      total_price: 35.9,
    });
    renderArea(trackingPath(pending), { user: demoUser });
    const items = await screen.findByRole('region', { name: 'Votre commande' });
    expect(within(items).getByRole('list', { name: 'Articles' })).toHaveTextContent(/2 x Yassa poulet33,40\s€/);
    expect(within(items).getByRole('list', { name: 'Options' })).toHaveTextContent(
      /Accompagnement : Alloco \(\+2,00\s€\)Suppléments : Œuf dur \(\+1,80\s€\)/,
    );
    expect(within(items).getByTestId('tracking-total')).toHaveTextContent(/35,90\s€/);
  });
});
