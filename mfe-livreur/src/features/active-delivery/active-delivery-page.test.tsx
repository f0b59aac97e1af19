import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, shortId, type Livraison } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { MAX_PIN_ATTEMPTS, PIN_MESSAGES as SHARED_PIN_MESSAGES } from '@teranga/shared-ui';
import { DELIVERY_MESSAGES } from '../../mocks/handlers/livraisons';
import { server } from '../../mocks/server';
import {
  restoreTabVisibilityAfterTest,
  setTabVisibility,
  stubGeolocation,
  stubWakeLock,
} from '../../test/browser-stubs';
import { currentPath, recordApiRequests, renderArea } from '../../test/render-area';
import { liveStream, liveStreamDown } from '../../test/live';
import { giveCurrentDelivery, orderOf, scheduledOffer } from '../../test/scenarios';
import { asRendered } from '../../test/text';
import { PIN_LOCKED_TEXT } from './components/pin-locked-notice';
import { LOCATION_MIN_MOVE_M, LOCATION_SEND_INTERVAL_MS } from './hooks/use-location-tracking';

const details = () => screen.findByRole('article', { name: /^Livraison #/ });
const stored = (id: string) => db.livraisons.find((livraison) => livraison.id === id);
const pinOf = (livraison: Pick<Livraison, 'commande_id'>) => orderOf(livraison).delivery_pin!;
const dialog = () => screen.getByRole('alertdialog', { name: 'Marquer comme livrée' });
/** The code field of the dialog, once its form has loaded. */
const pinField = () => within(dialog()).findByLabelText(/Code de livraison/);

/** 'Marquer comme livrée', then the client's code, then 'Confirmer'. */
async function completeWith(events: UserEvent, pin: string) {
  await events.click(screen.getByRole('button', { name: 'Marquer comme livrée' }));
  const field = await pinField();
  await events.clear(field);
  await events.type(field, pin);
  await events.click(within(dialog()).getByRole('button', { name: 'Confirmer' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Livraison en cours', () => {
  it("shows 'Aucune livraison en cours' with a way to the offers when the courier has none", async () => {
    const { events } = renderArea('/livreur/active', { user: demoUser });
    expect(await screen.findByText('Aucune livraison en cours')).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Voir les livraisons disponibles' }));
    expect(currentPath()).toBe('/livreur/available');
  });

  it('shows the delivery: order items, total, notes, both addresses, distance and time', async () => {
    const livraison = giveCurrentDelivery('acceptee');
    const order = orderOf(livraison);
    const requests = recordApiRequests();
    renderArea('/livreur/active', { user: demoUser });

    const card = within(await details());
    expect(card.getByRole('heading', { name: `Livraison #${shortId(livraison.id)}` })).toBeInTheDocument();
    expect(card.getAllByText('Acceptée').length).toBeGreaterThan(0);
    // Every item here, not just the first three.
    for (const item of order.items) {
      expect(card.getByText(item.plat_name)).toBeInTheDocument();
      expect(card.getAllByText(asRendered(formatPrice(item.subtotal))).length).toBeGreaterThan(0);
    }
    expect(card.getByText(asRendered(formatPrice(order.total_price)))).toBeInTheDocument();
    expect(order.notes).toBeTruthy();
    expect(card.getByText(order.notes!)).toBeInTheDocument();
    expect(card.getByText(livraison.pickup_address)).toBeInTheDocument();
    expect(card.getByText(livraison.delivery_address)).toBeInTheDocument();
    expect(card.getByText(`${String(livraison.distance_km).replace('.', ',')} km`)).toBeInTheDocument();
    expect(card.getByText(`${livraison.estimated_time_minutes} min`)).toBeInTheDocument();
    // The order travels with the delivery: no request of its own.
    expect(requests.filter((request) => request.path.startsWith('/commandes'))).toEqual([]);
  });

  it("shows the client's tip when the order has one ('Pourboire : …'), and no tip line otherwise", async () => {
    const livraison = giveCurrentDelivery('acceptee');
    const order = orderOf(livraison);
    expect(order.tip).toBeGreaterThan(0);
    const { unmount } = renderArea('/livreur/active', { user: demoUser });
    expect(within(await details()).getByText(asRendered(`Pourboire : ${formatPrice(order.tip)}`))).toBeInTheDocument();
    unmount();

    order.tip = 0;
    renderArea('/livreur/active', { user: demoUser });
    await details();
    expect(screen.queryByText(/^Pourboire/)).not.toBeInTheDocument();
  });

  it("shows each line's chosen options, and no departure time for an order as soon as possible", async () => {
    const livraison = giveCurrentDelivery('acceptee');
    expect(orderOf(livraison).scheduled_for).toBeNull();
    renderArea('/livreur/active', { user: demoUser });

    const card = within(await details());
    expect(card.getByText('Suppléments : Alloco, Piment')).toBeInTheDocument();
    expect(card.queryByText(/Départ prévu/)).not.toBeInTheDocument();
  });

  it('tells when an accepted order for later must leave, until it is picked up', async () => {
    const livraison = giveCurrentDelivery('acceptee', 'en_preparation', scheduledOffer());
    // 18:45 UTC is 19:45 in Paris (the tests' time zone) in March.
    orderOf(livraison).ready_at = '2025-03-10T18:45:00Z';
    const { unmount } = renderArea('/livreur/active', { user: demoUser });
    const card = within(await details());
    expect(card.getByText('Pour plus tard')).toBeInTheDocument();
    expect(card.getByText(/^Départ prévu vers/)).toHaveTextContent(/^Départ prévu vers 19:45$/);
    unmount();

    Object.assign(livraison, { status: 'en_cours', pickup_time: new Date().toISOString() });
    orderOf(livraison).status = 'en_livraison';
    renderArea('/livreur/active', { user: demoUser });
    expect(within(await details()).getAllByText('En cours').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Départ prévu/)).not.toBeInTheDocument();
  });

  it('still shows a delivery whose order is gone, saying its detail is unavailable', async () => {
    const livraison = giveCurrentDelivery('acceptee');
    db.commandes = db.commandes.filter((commande) => commande.id !== livraison.commande_id);
    renderArea('/livreur/active', { user: demoUser });

    const card = within(await details());
    expect(card.getByText('Détail de la commande indisponible pour le moment.')).toBeInTheDocument();
    expect(card.getByText(livraison.delivery_address)).toBeInTheDocument();
  });

  it('links to Google Maps directions for the delivery address, in a new tab', async () => {
    const livraison = giveCurrentDelivery('acceptee');
    renderArea('/livreur/active', { user: demoUser });
    await details();

    const link = screen.getByRole('link', { name: /Ouvrir dans Google Maps/ });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(livraison.delivery_address);
    expect(link.getAttribute('href')).toContain(encodeURIComponent(livraison.delivery_address));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("starts a ready order: 'Livraison démarrée!', then offers 'Marquer comme livrée'", async () => {
    const livraison = giveCurrentDelivery('acceptee', 'prete');
    const steps = recordApiRequests({ method: 'PATCH', path: `/livraisons/${livraison.id}/status` });
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    expect(screen.queryByRole('button', { name: 'Marquer comme livrée' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Démarrer la livraison' }));
    expect(await screen.findByText('Livraison démarrée!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Marquer comme livrée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Démarrer la livraison' })).not.toBeInTheDocument();
    expect(steps.map((step) => step.query.get('new_status'))).toEqual(['en_cours']);
    expect(stored(livraison.id)).toMatchObject({ status: 'en_cours' });
    expect(stored(livraison.id)?.pickup_time).toBeTruthy();
  });

  it('shows the server refusal when the kitchen has not finished, and keeps the delivery as it was', async () => {
    const livraison = giveCurrentDelivery('acceptee', 'en_preparation');
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    expect(screen.getByText(/encore en préparation au restaurant/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Démarrer la livraison' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.orderNotReady)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Démarrer la livraison' })).toBeEnabled();
    expect(stored(livraison.id)?.status).toBe('acceptee');
  });

  it("falls back to 'Erreur lors du démarrage' without a server detail", async () => {
    giveCurrentDelivery('acceptee');
    server.use(http.patch(`${MOCK_API_URL}/livraisons/:id/status`, () => new HttpResponse(null, { status: 502 })));
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    await events.click(screen.getByRole('button', { name: 'Démarrer la livraison' }));
    expect(await screen.findByText('Erreur lors du démarrage')).toBeInTheDocument();
  });

  it("completes with the client's code, after confirmation, then shows that nothing is under way", async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const steps = recordApiRequests({ method: 'PATCH', path: `/livraisons/${livraison.id}/status` });
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();

    await events.click(screen.getByRole('button', { name: 'Marquer comme livrée' }));
    expect(within(dialog()).getByText('Confirmer la livraison comme complétée?')).toBeInTheDocument();
    const field = await pinField();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('pattern', '[0-9]{4}');
    expect(field).toBeRequired();
    await waitFor(() => expect(field).toHaveFocus());
    await events.click(within(dialog()).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(steps).toHaveLength(0);

    await completeWith(events, pinOf(livraison));
    expect(await screen.findByText('Livraison complétée!')).toBeInTheDocument();
    expect(await screen.findByText('Aucune livraison en cours')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(steps.map((step) => [step.query.get('new_status'), step.body])).toEqual([
      ['livree', { pin: pinOf(livraison) }],
    ]);
    expect(stored(livraison.id)?.status).toBe('livree');
    expect(orderOf(livraison).status).toBe('livree');
  });

  it('checks the format before asking the API: 4 digits', async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const steps = recordApiRequests({ method: 'PATCH', path: `/livraisons/${livraison.id}/status` });
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();

    await completeWith(events, '12');
    const field = await pinField();
    expect(await within(dialog()).findByText(SHARED_PIN_MESSAGES.format)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(steps).toHaveLength(0);
  });

  it('shows a wrong code on the field and keeps the dialog open; the right one then completes', async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const steps = recordApiRequests({ method: 'PATCH', path: `/livraisons/${livraison.id}/status` });
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    const wrong = pinOf(livraison) === '0000' ? '1111' : '0000';

    await completeWith(events, wrong);
    const field = await pinField();
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(DELIVERY_MESSAGES.wrongPin)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(dialog()).toBeInTheDocument();
    // Said on the field only, not twice.
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(stored(livraison.id)?.status).toBe('en_cours');

    await events.clear(field);
    await events.type(field, pinOf(livraison));
    await events.click(within(dialog()).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Livraison complétée!')).toBeInTheDocument();
    expect(await screen.findByText('Aucune livraison en cours')).toBeInTheDocument();
    expect(steps.map((step) => step.body)).toEqual([{ pin: wrong }, { pin: pinOf(livraison) }]);
  });

  it('types the code and sends it with Enter, from the keyboard only', async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();

    screen.getByRole('button', { name: 'Marquer comme livrée' }).focus();
    await events.keyboard('{Enter}');
    const field = await pinField();
    await waitFor(() => expect(field).toHaveFocus());
    await events.keyboard(`${pinOf(livraison)}{Enter}`);

    expect(await screen.findByText('Livraison complétée!')).toBeInTheDocument();
    expect(stored(livraison.id)?.status).toBe('livree');
  });

  it('closes the dialog with Escape, sending nothing', async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const steps = recordApiRequests({ method: 'PATCH', path: `/livraisons/${livraison.id}/status` });
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    await events.click(screen.getByRole('button', { name: 'Marquer comme livrée' }));
    await events.type(await pinField(), '12');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(steps).toHaveLength(0);
  });

  it(`says the delivery is locked after ${MAX_PIN_ATTEMPTS} wrong codes, and support will complete it`, async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    const wrong = pinOf(livraison) === '0000' ? '1111' : '0000';

    await completeWith(events, wrong);
    for (let attempt = 2; attempt <= MAX_PIN_ATTEMPTS; attempt += 1) {
      const field = await pinField();
      await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(DELIVERY_MESSAGES.wrongPin)));
      await events.clear(field);
      await events.type(field, wrong);
      await events.click(within(dialog()).getByRole('button', { name: 'Confirmer' }));
    }

    // The fifth wrong code locks it: the reloaded delivery says so, and the dialog gives way.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const notice = screen.getByRole('alert');
    expect(stored(livraison.id)?.pin_locked).toBe(true);
    expect(screen.getByText(PIN_LOCKED_TEXT.support)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marquer comme livrée' })).not.toBeInTheDocument();
    expect(notice).toHaveTextContent(PIN_LOCKED_TEXT.title);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(stored(livraison.id)?.status).toBe('en_cours');
  });

  it("shows the API's words when it answers that the delivery is locked (429), and closes the dialog", async () => {
    const livraison = giveCurrentDelivery('en_cours');
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    // Locked meanwhile, from another device.
    Object.assign(livraison, { pin_locked: true });
    db.pinAttempts[livraison.id] = MAX_PIN_ATTEMPTS;

    await completeWith(events, pinOf(livraison));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(DELIVERY_MESSAGES.pinLocked);
    expect(notice).toHaveTextContent(PIN_LOCKED_TEXT.support);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marquer comme livrée' })).not.toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(stored(livraison.id)?.status).toBe('en_cours');
  });

  it('shows the locked notice instead of the button for a delivery already locked', async () => {
    const livraison = giveCurrentDelivery('en_cours');
    Object.assign(livraison, { pin_locked: true });
    renderArea('/livreur/active', { user: demoUser });
    await details();

    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(PIN_LOCKED_TEXT.title);
    expect(notice).toHaveTextContent(PIN_LOCKED_TEXT.support);
    expect(notice).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Marquer comme livrée' })).not.toBeInTheDocument();
  });

  it("says 'Erreur lors de la finalisation' when completing fails without a detail", async () => {
    const livraison = giveCurrentDelivery('en_cours');
    server.use(http.patch(`${MOCK_API_URL}/livraisons/:id/status`, () => new HttpResponse(null, { status: 500 })));
    const { events } = renderArea('/livreur/active', { user: demoUser });
    await details();
    await completeWith(events, pinOf(livraison));
    expect(await screen.findByText('Erreur lors de la finalisation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme livrée' })).toBeInTheDocument();
    expect(stored(livraison.id)?.status).toBe('en_cours');
  });

  it('while the live stream is down, polls every 10 s while visible, so a change made elsewhere shows up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    restoreTabVisibilityAfterTest();
    liveStreamDown();
    const livraison = giveCurrentDelivery('acceptee', 'en_preparation');
    const calls = recordApiRequests({ method: 'GET', path: '/livraisons' });
    const polls = () => calls.length;
    renderArea('/livreur/active', { user: demoUser });
    await details();
    const initial = polls();
    expect(screen.getByText(/encore en préparation/)).toBeInTheDocument();

    // The restaurant marks the order ready.
    orderOf(livraison).status = 'prete';
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(screen.queryByText(/encore en préparation/)).not.toBeInTheDocument());
    expect(polls()).toBe(initial * 2);

    setTabVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(initial * 2);
    setTabVisibility('visible');
    await waitFor(() => expect(polls()).toBe(initial * 3));
  });

  describe('position', () => {
    /** About `metres` north of `latitude` (1° of latitude ≈ 111.2 km). */
    const north = (latitude: number, metres: number) => latitude + metres / 111_195;
    const START = { latitude: 48.8867, longitude: 2.3431 };
    const sent = () => db.locations.map(({ latitude, longitude }) => ({ latitude, longitude }));

    async function trackedDelivery() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const geo = stubGeolocation();
      const livraison = giveCurrentDelivery('en_cours');
      const rendered = renderArea('/livreur/active', { user: demoUser });
      await details();
      await waitFor(() => expect(geo.watchPosition).toHaveBeenCalledTimes(1));
      geo.move(START.latitude, START.longitude);
      await waitFor(() => expect(db.locations).toEqual([{ livraisonId: livraison.id, ...START }]));
      return { geo, livraison, ...rendered };
    }

    it('sends the first fix at once, then the latest fix that moved at most once per 10 s, and stops after it', async () => {
      const { geo, livraison, events } = await trackedDelivery();
      expect(LOCATION_SEND_INTERVAL_MS).toBe(10_000);
      expect(await screen.findByText('Votre position est partagée pendant la livraison.')).toBeInTheDocument();

      // Riding north: 60 m, then 120 m within the same 10 s.
      geo.move(north(START.latitude, 60), START.longitude);
      geo.move(north(START.latitude, 120), START.longitude);
      await vi.advanceTimersByTimeAsync(LOCATION_SEND_INTERVAL_MS - 1_000);
      expect(db.locations).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(db.locations).toHaveLength(2));
      expect(sent()[1]).toEqual({ latitude: north(START.latitude, 120), longitude: START.longitude });

      // A move long after the last send goes at once.
      await vi.advanceTimersByTimeAsync(LOCATION_SEND_INTERVAL_MS * 2);
      geo.move(north(START.latitude, 200), START.longitude);
      await waitFor(() => expect(db.locations).toHaveLength(3));
      expect(db.locations.every((location) => location.livraisonId === livraison.id)).toBe(true);

      await completeWith(events, pinOf(livraison));
      await screen.findByText('Aucune livraison en cours');
      expect(geo.clearWatch).toHaveBeenCalled();
      expect(geo.activeWatchers()).toBe(0);
    });

    it(`sends nothing while the courier stands still (the GPS wandering under ${LOCATION_MIN_MOVE_M} m)`, async () => {
      const { geo } = await trackedDelivery();
      // Waiting at the restaurant for a minute: fixes a few metres around the same spot.
      for (const metres of [5, -8, 12, -4, 15, 0, -10]) {
        geo.move(north(START.latitude, metres), START.longitude);
        await vi.advanceTimersByTimeAsync(LOCATION_SEND_INTERVAL_MS);
      }
      expect(db.locations).toHaveLength(1);

      // Walking off slowly: sent once it is LOCATION_MIN_MOVE_M from the last position sent.
      geo.move(north(START.latitude, LOCATION_MIN_MOVE_M + 5), START.longitude);
      await waitFor(() => expect(db.locations).toHaveLength(2));
    });

    it('drops a move that came back near the last position before its turn', async () => {
      const { geo } = await trackedDelivery();
      geo.move(north(START.latitude, 80), START.longitude);
      geo.move(north(START.latitude, 3), START.longitude);
      await vi.advanceTimersByTimeAsync(LOCATION_SEND_INTERVAL_MS * 2);
      expect(db.locations).toHaveLength(1);
    });
  });

  describe('calls', () => {
    it("offers 'Appeler le client' and 'Appeler le restaurant' with their numbers while the delivery is under way", async () => {
      const livraison = giveCurrentDelivery('acceptee');
      expect(livraison).toMatchObject({ client_phone: '+33 6 39 98 56 78', restaurant_phone: '01 99 00 18 14' });
      const { events } = renderArea('/livreur/active', { user: demoUser });
      await details();

      const client = screen.getByRole('link', { name: /^Appeler le client/ });
      expect(client).toHaveAttribute('href', 'tel:+33639985678');
      expect(client).toHaveTextContent('+33 6 39 98 56 78');
      const restaurant = screen.getByRole('link', { name: /^Appeler le restaurant/ });
      expect(restaurant).toHaveAttribute('href', 'tel:0199001814');
      expect(restaurant).toHaveTextContent('01 99 00 18 14');

      // Still there once picked up; gone with the delivery.
      await events.click(screen.getByRole('button', { name: 'Démarrer la livraison' }));
      expect(await screen.findByRole('button', { name: 'Marquer comme livrée' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^Appeler le client/ })).toBeInTheDocument();
      await completeWith(events, pinOf(livraison));
      await screen.findByText('Aucune livraison en cours');
      expect(screen.queryByRole('link', { name: /^Appeler/ })).not.toBeInTheDocument();
    });

    it('shows no call link for a number the API did not give', async () => {
      const livraison = giveCurrentDelivery('en_cours');
      Object.assign(livraison, { client_phone: null, restaurant_phone: null });
      renderArea('/livreur/active', { user: demoUser });
      await details();
      expect(screen.queryByRole('link', { name: /^Appeler/ })).not.toBeInTheDocument();
    });
  });

  describe('screen kept on', () => {
    it("holds a screen wake lock while a delivery is under way ('Écran maintenu allumé'), released once delivered", async () => {
      const wakeLock = stubWakeLock();
      const livraison = giveCurrentDelivery('en_cours');
      const { events } = renderArea('/livreur/active', { user: demoUser });
      await details();
      expect(await screen.findByText('Écran maintenu allumé')).toBeInTheDocument();
      expect(wakeLock.request).toHaveBeenCalledWith('screen');
      expect(wakeLock.held()).toBe(1);

      await completeWith(events, pinOf(livraison));
      await screen.findByText('Aucune livraison en cours');
      await waitFor(() => expect(wakeLock.held()).toBe(0));
      expect(screen.queryByText('Écran maintenu allumé')).not.toBeInTheDocument();
    });

    it('takes it again when the courier comes back to the page', async () => {
      restoreTabVisibilityAfterTest();
      const wakeLock = stubWakeLock();
      giveCurrentDelivery('acceptee');
      renderArea('/livreur/active', { user: demoUser });
      await screen.findByText('Écran maintenu allumé');

      setTabVisibility('hidden');
      wakeLock.releaseAll();
      await waitFor(() => expect(screen.queryByText('Écran maintenu allumé')).not.toBeInTheDocument());
      setTabVisibility('visible');
      expect(await screen.findByText('Écran maintenu allumé')).toBeInTheDocument();
      expect(wakeLock.request).toHaveBeenCalledTimes(2);
    });

    it('asks for nothing without a delivery, and the page works where the browser has no wake lock', async () => {
      const wakeLock = stubWakeLock();
      const { unmount } = renderArea('/livreur/active', { user: demoUser });
      await screen.findByText('Aucune livraison en cours');
      expect(wakeLock.request).not.toHaveBeenCalled();
      unmount();

      Reflect.deleteProperty(navigator, 'wakeLock');
      giveCurrentDelivery('en_cours');
      renderArea('/livreur/active', { user: demoUser });
      await details();
      expect(screen.getByRole('button', { name: 'Marquer comme livrée' })).toBeInTheDocument();
      expect(screen.queryByText('Écran maintenu allumé')).not.toBeInTheDocument();
    });
  });

  it('only logs a position that could not be sent', async () => {
    const geo = stubGeolocation();
    giveCurrentDelivery('acceptee');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(`${MOCK_API_URL}/livraisons/:id/location`, () => new HttpResponse(null, { status: 500 })));
    renderArea('/livreur/active', { user: demoUser });
    await details();
    await waitFor(() => expect(geo.watchPosition).toHaveBeenCalled());

    geo.move(48.85, 2.37);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Position non envoyée', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('does not watch the position when the courier has refused it, and says so', async () => {
    const geo = stubGeolocation({ permission: 'denied' });
    giveCurrentDelivery('acceptee');
    renderArea('/livreur/active', { user: demoUser });
    await details();
    expect(await screen.findByText(/Position non partagée/)).toBeInTheDocument();
    expect(geo.watchPosition).not.toHaveBeenCalled();
  });

  it('stops watching when the browser reports the permission was refused', async () => {
    const geo = stubGeolocation();
    giveCurrentDelivery('acceptee');
    renderArea('/livreur/active', { user: demoUser });
    await details();
    await waitFor(() => expect(geo.watchPosition).toHaveBeenCalled());
    geo.fail(1);
    expect(await screen.findByText(/Position non partagée/)).toBeInTheDocument();
    expect(geo.activeWatchers()).toBe(0);
  });

  it('does not ask for the position without a delivery under way', async () => {
    const geo = stubGeolocation();
    renderArea('/livreur/active', { user: demoUser });
    await screen.findByText('Aucune livraison en cours');
    expect(geo.watchPosition).not.toHaveBeenCalled();
  });

  describe('en direct', () => {
    it("lets the courier start as soon as the kitchen is done ('commande.status'), without polling", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const live = liveStream();
      const livraison = giveCurrentDelivery('acceptee', 'en_preparation');
      const lists = recordApiRequests({ method: 'GET', path: '/livraisons' });
      const { events } = renderArea('/livreur/active', { user: demoUser });
      await details();
      await live.connected();
      const initial = lists.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(lists).toHaveLength(initial);
      expect(screen.getByText(/encore en préparation/)).toBeInTheDocument();

      orderOf(livraison).status = 'prete';
      live.send({
        type: 'commande.status',
        commande_id: livraison.commande_id,
        livraison_id: livraison.id,
        livreur_id: demoUser.id,
        status: 'prete',
      });

      await waitFor(() => expect(screen.queryByText(/encore en préparation/)).not.toBeInTheDocument());
      await events.click(screen.getByRole('button', { name: 'Démarrer la livraison' }));
      expect(await screen.findByText('Livraison démarrée!')).toBeInTheDocument();
    });

    it("shows 'Aucune livraison en cours' when support completes the delivery ('livraison.completed')", async () => {
      const live = liveStream();
      const livraison = giveCurrentDelivery('en_cours');
      Object.assign(livraison, { pin_locked: true });
      renderArea('/livreur/active', { user: demoUser });
      await details();
      await live.connected();

      Object.assign(livraison, { status: 'livree', delivery_time: new Date().toISOString() });
      orderOf(livraison).status = 'livree';
      live.send({
        type: 'livraison.completed',
        commande_id: livraison.commande_id,
        livraison_id: livraison.id,
        livreur_id: demoUser.id,
      });

      expect(await screen.findByText('Aucune livraison en cours')).toBeInTheDocument();
    });

    it('does not reload for events that are not about its own deliveries', async () => {
      const live = liveStream();
      const livraison = giveCurrentDelivery('acceptee', 'en_preparation');
      const lists = recordApiRequests({ method: 'GET', path: '/livraisons' });
      renderArea('/livreur/active', { user: demoUser });
      await details();
      await live.connected();
      const initial = lists.length;

      // An offer cancelled before anyone took it, then an offer another courier took.
      live.send({ type: 'livraison.cancelled', commande_id: 'c-autre', livraison_id: 'l-autre', livreur_id: null });
      live.send({ type: 'livraison.taken', commande_id: 'c-autre2', livraison_id: 'l-autre2' });
      // Then one of its own, which does reload: by then the others have been handled.
      live.send({
        type: 'livraison.accepted',
        commande_id: livraison.commande_id,
        livraison_id: livraison.id,
        livreur_id: demoUser.id,
      });

      await waitFor(() => expect(lists).toHaveLength(initial * 2));
      expect(lists).toHaveLength(initial * 2);
    });
  });
});
