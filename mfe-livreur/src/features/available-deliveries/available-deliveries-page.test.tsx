import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, shortId, useSession } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db, users } from '../../mocks/db';
import { demoUser, otherLivreur, pendingUser } from '../../mocks/fixtures';
import { DELIVERY_MESSAGES } from '../../mocks/handlers/livraisons';
import { server } from '../../mocks/server';
import { restoreTabVisibilityAfterTest, setTabVisibility } from '../../test/browser-stubs';
import { currentPath, recordApiRequests, renderArea } from '../../test/render-area';
import { asRendered } from '../../test/text';
import { liveStream, liveStreamDown } from '../../test/live';
import { giveCurrentDelivery, offers, orderOf, putNewOffer, scheduledOffer } from '../../test/scenarios';
import { TAKEN_MESSAGE } from './available-deliveries-page';

const card = (livraison: Pick<Livraison, 'id'>) =>
  screen.getByRole('article', { name: `Livraison #${shortId(livraison.id)}` });
const findCard = (livraison: Pick<Livraison, 'id'>) =>
  screen.findByRole('article', { name: `Livraison #${shortId(livraison.id)}` });
const queryCard = (livraison: Pick<Livraison, 'id'>) =>
  screen.queryByRole('article', { name: `Livraison #${shortId(livraison.id)}` });
const acceptButton = (livraison: Pick<Livraison, 'id'>) =>
  within(card(livraison)).getByRole('button', { name: /Accepter la livraison|Acceptation/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('Livraisons disponibles', () => {
  it('lists every offer with its order: items (3 then +N autre(s)), total, addresses, distance and time', async () => {
    const list = offers();
    const requests = recordApiRequests();
    renderArea('/livreur/available', { user: demoUser });

    expect(await screen.findByText(new RegExp(`^${list.length} livraisons disponibles`))).toBeInTheDocument();
    const [big, , unlocated] = list;
    const bigOrder = orderOf(big!);
    expect(bigOrder.items.length).toBeGreaterThan(3);

    const first = within(await findCard(big!));
    expect(first.getByText('Nouvelle')).toBeInTheDocument();
    for (const item of bigOrder.items.slice(0, 3)) expect(first.getByText(item.plat_name)).toBeInTheDocument();
    for (const item of bigOrder.items.slice(3)) expect(first.queryByText(item.plat_name)).not.toBeInTheDocument();
    expect(first.getByText(`+${bigOrder.items.length - 3} autre(s)`)).toBeInTheDocument();
    expect(first.getByText(asRendered(formatPrice(bigOrder.total_price)))).toBeInTheDocument();
    expect(first.getByText('Récupération')).toBeInTheDocument();
    expect(first.getByText(big!.pickup_address)).toBeInTheDocument();
    expect(first.getByText(big!.delivery_address)).toBeInTheDocument();
    expect(first.getByText(`${big!.distance_km!.toString().replace('.', ',')} km`)).toBeInTheDocument();
    expect(first.getByText(`${big!.estimated_time_minutes} min`)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Accepter la livraison' })).toBeEnabled();

    // An address the API could not locate: no invented figures.
    const third = within(card(unlocated!));
    expect(unlocated!.distance_km).toBeNull();
    expect(third.getAllByText('—')).toHaveLength(2);
    expect(third.queryByText(/autre\(s\)/)).not.toBeInTheDocument();
    // Each offer carries its order: one request for the whole list, none per offer.
    expect(requests.filter((request) => request.path === '/livraisons/available')).toHaveLength(1);
    expect(requests.filter((request) => request.path.startsWith('/commandes'))).toEqual([]);
  });

  it("shows each line's chosen options under the dish, one line per group", async () => {
    const [first] = offers();
    const withOptions = orderOf(first!).items.find((item) => item.options.length > 1)!;
    renderArea('/livreur/available', { user: demoUser });

    const offer = within(await findCard(first!));
    expect(offer.getByText(withOptions.plat_name)).toBeInTheDocument();
    expect(offer.getByText('Accompagnement : Riz blanc')).toBeInTheDocument();
    expect(offer.getByText('Suppléments : Alloco, Piment')).toBeInTheDocument();
    // The line's price includes its options (the API's, shown as sent).
    expect(offer.getByText(asRendered(formatPrice(withOptions.subtotal)))).toBeInTheDocument();
  });

  it("tells when an order for later must leave the restaurant ('Départ prévu vers'), only on that offer", async () => {
    const later = scheduledOffer();
    // 18:45 UTC is 19:45 in Paris (the tests' time zone) in March.
    orderOf(later).ready_at = '2025-03-10T18:45:00Z';
    renderArea('/livreur/available', { user: demoUser });

    const scheduled = within(await findCard(later));
    expect(scheduled.getByText('Pour plus tard')).toBeInTheDocument();
    expect(scheduled.getByText(/^Départ prévu vers/)).toHaveTextContent(/^Départ prévu vers 19:45$/);
    expect(scheduled.getByText('19:45')).toHaveAttribute('datetime', '2025-03-10T18:45:00Z');
    for (const asap of offers().filter((offer) => offer.id !== later.id)) {
      expect(within(card(asap)).queryByText(/Départ prévu/)).not.toBeInTheDocument();
      expect(within(card(asap)).queryByText('Pour plus tard')).not.toBeInTheDocument();
    }
  });

  it('offers an order for later only from 45 min before it must leave, as the API does', async () => {
    const tomorrow = db.livraisons.find(
      (row) => row.status === 'en_attente' && !offers().includes(row) && orderOf(row).scheduled_for !== null,
    )!;
    expect(Date.parse(orderOf(tomorrow).ready_at!)).toBeGreaterThan(Date.now() + 45 * 60_000);
    const { unmount } = renderArea('/livreur/available', { user: demoUser });
    expect(await screen.findByText(new RegExp(`^${offers().length} livraisons disponibles`))).toBeInTheDocument();
    expect(queryCard(tomorrow)).toBeNull();
    unmount();

    // Due within the next 45 minutes: on offer.
    orderOf(tomorrow).ready_at = new Date(Date.now() + 30 * 60_000).toISOString();
    renderArea('/livreur/available', { user: demoUser });
    expect(within(await findCard(tomorrow)).getByText(/^Départ prévu vers/)).toBeInTheDocument();
  });

  it('still shows an offer that comes without its order, without its items', async () => {
    const [unreadable, readable] = offers();
    server.use(
      http.get(`${MOCK_API_URL}/livraisons/available`, () =>
        HttpResponse.json<Livraison[]>(
          offers().map((offer) => ({ ...offer, commande: offer === unreadable ? null : orderOf(offer) })),
        ),
      ),
    );
    renderArea('/livreur/available', { user: demoUser });

    const broken = within(await findCard(unreadable!));
    expect(broken.getByText(unreadable!.delivery_address)).toBeInTheDocument();
    expect(broken.queryByText('Total')).not.toBeInTheDocument();
    expect(broken.getByRole('button', { name: 'Accepter la livraison' })).toBeEnabled();
    expect(
      within(card(readable!)).getByText(asRendered(formatPrice(orderOf(readable!).total_price))),
    ).toBeInTheDocument();
  });

  it("shows 'Aucune livraison' when nothing is on offer", async () => {
    db.livraisons = db.livraisons.filter((livraison) => livraison.status !== 'en_attente');
    renderArea('/livreur/available', { user: demoUser });
    expect(await screen.findByText('Aucune livraison')).toBeInTheDocument();
    expect(screen.getByText(/^0 livraison disponible/)).toBeInTheDocument();
  });

  it("shows the load error with 'Réessayer', which loads again", async () => {
    server.use(
      http.get(`${MOCK_API_URL}/livraisons/available`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { events } = renderArea('/livreur/available', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findCard(offers()[0]!)).toBeInTheDocument();
  });

  it("'Actualiser' fetches the list again and shows a new offer", async () => {
    const lists = recordApiRequests({ method: 'GET', path: '/livraisons/available' });
    const { events } = renderArea('/livreur/available', { user: demoUser });
    await findCard(offers()[0]!);
    const taken = offers()[0]!;
    Object.assign(taken, { status: 'acceptee', livreur_id: otherLivreur.id });

    await events.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: `Livraison #${shortId(taken.id)}` })).toBeNull());
    expect(lists).toHaveLength(2);
    expect(screen.getByText(new RegExp(`^${offers().length} livraisons disponibles`))).toBeInTheDocument();
  });

  it('while the live stream is down, polls every 30 s, stops while the tab is hidden and catches up when it shows again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    restoreTabVisibilityAfterTest();
    liveStreamDown();
    const lists = recordApiRequests({ method: 'GET', path: '/livraisons/available' });
    const polls = () => lists.length;
    renderArea('/livreur/available', { user: demoUser });
    await findCard(offers()[0]!);
    expect(polls()).toBe(1);
    expect(screen.getByText(/livraisons disponibles · actualisé toutes les 30 secondes$/)).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(29_000);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(polls()).toBe(2));

    setTabVisibility('hidden');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(polls()).toBe(2);

    // A delivery offered meanwhile shows up as soon as the courier looks again.
    const fresh = putNewOffer();
    setTabVisibility('visible');
    await waitFor(() => expect(polls()).toBe(3));
    expect(await findCard(fresh)).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(polls()).toBe(4));
  });

  it("accepts for the signed-in courier: 'Acceptation...', then 'Livraison acceptée!' and the active delivery", async () => {
    const target = offers()[1]!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the answer so the working state can be seen, then lets the regular handler answer.
    server.use(http.post(`${MOCK_API_URL}/livraisons/:id/accept`, async () => void (await gate)));
    const accepts = recordApiRequests({ method: 'POST', path: `/livraisons/${target.id}/accept` });
    const { events } = renderArea('/livreur/available', { user: demoUser });
    await findCard(target);

    await events.click(acceptButton(target));
    expect(within(card(target)).getByRole('button', { name: 'Acceptation...' })).toBeDisabled();
    for (const other of offers().filter((offer) => offer.id !== target.id)) {
      expect(acceptButton(other)).toBeDisabled();
    }
    release();

    expect(await screen.findByText('Livraison acceptée!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/livreur/active'));
    expect(accepts.map((accept) => accept.query.get('livreur_id'))).toEqual([demoUser.id]);
    expect(db.livraisons.find((livraison) => livraison.id === target.id)).toMatchObject({
      status: 'acceptee',
      livreur_id: demoUser.id,
    });
  });

  it('shows the server detail when another courier was faster (409), and drops the offer', async () => {
    const target = offers()[0]!;
    const { events } = renderArea('/livreur/available', { user: demoUser });
    await findCard(target);
    Object.assign(target, { status: 'acceptee', livreur_id: otherLivreur.id });

    await events.click(acceptButton(target));
    expect(await screen.findByText(DELIVERY_MESSAGES.alreadyAccepted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: `Livraison #${shortId(target.id)}` })).toBeNull());
    expect(currentPath()).toBe('/livreur/available');
  });

  it("falls back to 'Erreur lors de l'acceptation' when the server gives no detail", async () => {
    server.use(http.post(`${MOCK_API_URL}/livraisons/:id/accept`, () => new HttpResponse(null, { status: 500 })));
    const target = offers()[0]!;
    const { events } = renderArea('/livreur/available', { user: demoUser });
    await findCard(target);
    await events.click(acceptButton(target));
    expect(await screen.findByText("Erreur lors de l'acceptation")).toBeInTheDocument();
    expect(acceptButton(target)).toBeEnabled();
  });

  it("says 'Utilisateur non connecté' and sends nothing when no user id is known", async () => {
    const posts = recordApiRequests({ method: 'POST' });
    const target = offers()[0]!;
    const { events } = renderArea('/livreur/available', { user: demoUser });
    await findCard(target);
    act(() => useSession.setState({ user: null }));
    // Losing the user empties the query cache (another user must never see these offers): the
    // list is asked for again before the courier can press 'Accepter'.
    await findCard(target);

    await events.click(acceptButton(target));
    expect(await screen.findByText('Utilisateur non connecté')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('disables accepting while the courier already has a delivery under way, and says why', async () => {
    const current = giveCurrentDelivery('acceptee');
    const { events } = renderArea('/livreur/available', { user: demoUser });
    const [next] = offers();
    await findCard(next!);

    const button = acceptButton(next!);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Vous avez déjà une livraison en cours/);
    expect(screen.queryByRole('article', { name: `Livraison #${shortId(current.id)}` })).toBeNull();
    await events.click(screen.getByRole('link', { name: 'Voir la livraison en cours' }));
    expect(currentPath()).toBe('/livreur/active');
  });

  it('tells a courier awaiting approval why there is nothing to accept, without asking the API', async () => {
    const requests = recordApiRequests({ method: 'GET' });
    renderArea('/livreur/available', { user: pendingUser });

    expect(
      await screen.findByText(/Votre compte est en attente de validation par un administrateur/),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === '/auth/me')).toHaveLength(1));
    expect(requests.filter((request) => request.path.startsWith('/livraisons'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Accepter la livraison' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualiser' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes documents' })).toHaveAttribute('href', '/livreur/dashboard');
  });

  it('lists the offers as soon as /auth/me shows the account was approved meanwhile', async () => {
    users.users.find((user) => user.id === pendingUser.id)!.is_verified = true;
    renderArea('/livreur/available', { user: pendingUser });
    expect(await findCard(offers()[0]!)).toBeInTheDocument();
    expect(screen.queryByText(/en attente de validation/)).not.toBeInTheDocument();
  });

  describe('en direct', () => {
    it('does not poll while the live stream is open, and says the list is live', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const live = liveStream();
      const lists = recordApiRequests({ method: 'GET', path: '/livraisons/available' });
      renderArea('/livreur/available', { user: demoUser });
      await findCard(offers()[0]!);
      await live.connected();
      expect(await screen.findByText(/livraisons disponibles · mis à jour en direct$/)).toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(120_000);
      expect(lists).toHaveLength(1);
    });

    it("shows an offer as soon as 'livraison.offered' arrives, and announces it politely", async () => {
      const live = liveStream();
      const lists = recordApiRequests({ method: 'GET', path: '/livraisons/available' });
      renderArea('/livreur/available', { user: demoUser });
      await findCard(offers()[0]!);
      await live.connected();
      const before = offers().length;

      const fresh = putNewOffer();
      live.send({ type: 'livraison.offered', commande_id: fresh.commande_id, livraison_id: fresh.id });

      expect(await findCard(fresh)).toBeInTheDocument();
      expect(lists).toHaveLength(2);
      expect(screen.getByText(new RegExp(`^${before + 1} livraisons disponibles`))).toBeInTheDocument();
      const announcement = screen.getByText(`Nouvelle livraison disponible : ${fresh.restaurant_name}`);
      expect(announcement).toHaveAttribute('aria-live', 'polite');
      expect(announcement).toHaveAttribute('role', 'status');
    });

    it("drops an offer another courier took at once, saying 'Livraison prise par un autre livreur'", async () => {
      const live = liveStream();
      const lists = recordApiRequests({ method: 'GET', path: '/livraisons/available' });
      const [taken, kept] = offers();
      renderArea('/livreur/available', { user: demoUser });
      await findCard(taken!);
      await live.connected();

      live.send({ type: 'livraison.taken', commande_id: taken!.commande_id, livraison_id: taken!.id });

      expect(await screen.findByText(TAKEN_MESSAGE)).toBeInTheDocument();
      expect(queryCard(taken!)).toBeNull();
      expect(card(kept!)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${offers().length - 1} livraisons disponibles`))).toBeInTheDocument();
      // Straight from the event: the API was not asked again.
      expect(lists).toHaveLength(1);
    });

    it('says nothing when the offer taken was not on the list', async () => {
      const live = liveStream();
      const [listed] = offers();
      const [elsewhere] = db.livraisons.filter((livraison) => livraison.livreur_id === otherLivreur.id);
      renderArea('/livreur/available', { user: demoUser });
      await findCard(listed!);
      await live.connected();

      live.send({ type: 'livraison.taken', commande_id: elsewhere!.commande_id, livraison_id: elsewhere!.id });
      // Events are handled in order: once the second one is, the first one has been.
      live.send({ type: 'livraison.taken', commande_id: listed!.commande_id, livraison_id: listed!.id });

      await waitFor(() => expect(queryCard(listed!)).toBeNull());
      expect(await screen.findAllByText(TAKEN_MESSAGE)).toHaveLength(1);
      expect(screen.getByText(new RegExp(`^${offers().length - 1} livraisons disponibles`))).toBeInTheDocument();
    });

    it("shows an open offer's order moving on ('commande.status': the kitchen marked it ready)", async () => {
      const live = liveStream();
      const offer = offers().find((candidate) => orderOf(candidate).status !== 'prete');
      renderArea('/livreur/available', { user: demoUser });
      await findCard(offer!);
      await live.connected();
      expect(within(card(offer!)).queryByText('Commande : Prête')).toBeNull();

      orderOf(offer!).status = 'prete';
      live.send({ type: 'commande.status', commande_id: offer!.commande_id, livraison_id: offer!.id, status: 'prete' });

      expect(await within(card(offer!)).findByText('Commande : Prête')).toBeInTheDocument();
    });

    it("reloads the list on 'livraison.cancelled': the cancelled offer leaves it, without a toast", async () => {
      const live = liveStream();
      const [cancelled] = offers();
      renderArea('/livreur/available', { user: demoUser });
      await findCard(cancelled!);
      await live.connected();

      Object.assign(cancelled!, { status: 'annulee' });
      orderOf(cancelled!).status = 'annulee';
      live.send({
        type: 'livraison.cancelled',
        commande_id: cancelled!.commande_id,
        livraison_id: cancelled!.id,
        livreur_id: null,
      });

      await waitFor(() => expect(queryCard(cancelled!)).toBeNull());
      expect(screen.queryByText(TAKEN_MESSAGE)).not.toBeInTheDocument();
    });

    it('lifts the "delivery under way" hint when support completes it (an event of their own delivery)', async () => {
      const live = liveStream();
      const current = giveCurrentDelivery('en_cours');
      renderArea('/livreur/available', { user: demoUser });
      await findCard(offers()[0]!);
      await live.connected();
      expect(acceptButton(offers()[0]!)).toBeDisabled();

      Object.assign(current, { status: 'livree', delivery_time: new Date().toISOString() });
      orderOf(current).status = 'livree';
      live.send({
        type: 'livraison.completed',
        commande_id: current.commande_id,
        livraison_id: current.id,
        livreur_id: demoUser.id,
      });

      await waitFor(() => expect(acceptButton(offers()[0]!)).toBeEnabled());
      expect(screen.queryByRole('link', { name: 'Voir la livraison en cours' })).not.toBeInTheDocument();
    });
  });
});
