import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANCEL_REASON_LABELS,
  KITCHEN_MESSAGES,
  REFUSAL_MESSAGE_MAX,
  formatPrice,
  formatTime,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { problem } from '@teranga/shared-ui/mocks';
import { factories, recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { firstWith, incomingOrder, openLiveKitchen, orderCard, stored } from '../../test/kitchen';
import { answer } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { flat } from '../../test/text';

const MINUTE = 60_000;
const newCashOrder = () => firstWith((o) => o.status === 'en_attente' && o.payment_mode === 'cash');
const restaurant = () => db.restaurants.find((r) => r.id === demoRestaurant.id)!;
const liveIds = (order: Commande) => ({
  commande_id: order.id,
  livraison_id: order.livraison_id,
  restaurant_id: demoRestaurant.id,
});

async function openKitchenOn(order: Commande) {
  const view = renderArea('/restaurateur/orders', { user: demoUser });
  return { ...view, card: await orderCard(order) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Accepter', () => {
  it("asks for the preparation time, the restaurant's by default, and accepts with the one chosen", async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/accept$/ });
    const order = newCashOrder();
    const { events, card } = await openKitchenOn(order);
    const accept = within(card).getByRole('button', { name: 'Accepter' });
    // The spec's one-click step stays, secondary to 'Accepter'.
    expect(within(card).getByRole('button', { name: 'Passer à: Confirmée' })).toHaveAccessibleDescription(
      /^Accepte avec le temps de préparation habituel \(20\smin\)$/,
    );

    await events.click(accept);
    const dialog = await screen.findByRole('dialog', { name: `Accepter la commande #${shortId(order.id)}` });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '10 min',
      '15 min',
      '20 min',
      '30 min',
      '45 min',
      '60 min',
    ]);
    const usual = within(dialog).getByRole('radio', { name: '20 min' });
    expect(usual).toBeChecked();
    expect(usual).toHaveFocus();
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Durée exacte (minutes)' });
    expect(minutes).toHaveValue(20);

    await events.click(within(dialog).getByRole('radio', { name: '30 min' }));
    expect(minutes).toHaveValue(30);
    expect(usual).not.toBeChecked();
    const before = Date.now();
    await events.click(within(dialog).getByRole('button', { name: 'Accepter la commande' }));

    expect(await screen.findByText('Commande acceptée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ prep_minutes: 30 });
    const saved = stored(order);
    expect(saved.status).toBe('confirmee');
    expect(Date.parse(saved.ready_at!) - before).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(Date.parse(saved.ready_at!) - Date.now()).toBeLessThanOrEqual(30 * MINUTE);
    await waitFor(() => expect(within(card).getByText('Confirmée', { selector: 'span' })).toBeInTheDocument());
    expect(within(card).getByText(/^Prête vers/)).toHaveTextContent(`Prête vers ${formatTime(saved.ready_at!)}`);
    expect(within(card).getByText(/^Livraison estimée vers/)).toHaveTextContent(
      `Livraison estimée vers ${formatTime(saved.estimated_delivery_at!)}`,
    );
    expect(within(card).queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Passer à: En préparation' })).toBeInTheDocument();
    // The pressed button is gone: the focus lands on the card, not on the page.
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('takes a typed time within the bounds, and checks it before sending', async () => {
    restaurant().prep_minutes = 25;
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/accept$/ });
    const order = newCashOrder();
    const { events, card } = await openKitchenOn(order);
    await events.click(within(card).getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog');
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Durée exacte (minutes)' });
    // The usual time is none of the quick choices: only the field holds it.
    expect(minutes).toHaveValue(25);
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();

    for (const wrong of ['121', '4', '']) {
      await events.clear(minutes);
      if (wrong) await events.type(minutes, wrong);
      await events.click(within(dialog).getByRole('button', { name: 'Accepter la commande' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.prepMinutes);
      expect(minutes).toBeInvalid();
    }
    expect(calls).toHaveLength(0);

    await events.clear(minutes);
    await events.type(minutes, '45');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '45 min' })).toBeChecked();
    expect(minutes).toHaveAccessibleDescription(/^Prête vers \d\d:\d\d · entre 5 et 120 minutes$/);
    await events.click(within(dialog).getByRole('button', { name: 'Accepter la commande' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ prep_minutes: 45 }));
    expect(await screen.findByText('Commande acceptée')).toBeInTheDocument();
  });

  it('closes on Escape without accepting, and gives the focus back', async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/accept$/ });
    const { events, card } = await openKitchenOn(newCashOrder());
    const accept = within(card).getByRole('button', { name: 'Accepter' });
    await events.click(accept);
    await screen.findByRole('dialog');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['the server message', () => problem(409, KITCHEN_MESSAGES.notAcceptable), KITCHEN_MESSAGES.notAcceptable],
    ['the fallback', undefined, 'Erreur lors de l’acceptation de la commande'],
  ])('stays open when the API refuses, with %s', async (_, response, message) => {
    answer('post', '/commandes/:id/accept', response);
    const order = newCashOrder();
    const { events, card } = await openKitchenOn(order);
    await events.click(within(card).getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Accepter la commande' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(stored(order).status).toBe('en_attente');
  });

  it("'Passer à: Confirmée' accepts in one click with the usual time", async () => {
    restaurant().prep_minutes = 35;
    const order = newCashOrder();
    const { events, card } = await openKitchenOn(order);
    await events.click(within(card).getByRole('button', { name: 'Passer à: Confirmée' }));
    await waitFor(() => expect(within(card).getByText('Confirmée', { selector: 'span' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saved = stored(order);
    expect(saved.prep_minutes).toBe(35);
    expect(within(card).getByText(/^Prête vers/)).toHaveTextContent(`Prête vers ${formatTime(saved.ready_at!)}`);
  });
});

describe('Refuser', () => {
  it('wants a reason, and a message for « Autre raison », then refuses with them', async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/refuse$/ });
    const order = newCashOrder();
    const { events, card } = await openKitchenOn(order);
    await events.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: `Refuser la commande #${shortId(order.id)}` });
    expect(dialog).toHaveAccessibleDescription('Le client est prévenu de la raison.');
    const reasons = within(dialog).getByRole('group', { name: 'Raison du refus' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Rupture de stock',
      'Restaurant fermé',
      'Trop de commandes en cours',
      'Adresse hors de la zone de livraison',
      'Autre raison',
    ]);
    expect(within(reasons).getByRole('radio', { name: 'Rupture de stock' })).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Refuser la commande' });

    await events.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choisissez la raison du refus');
    expect(reasons).toHaveAccessibleDescription('Choisissez la raison du refus');

    await events.click(within(reasons).getByRole('radio', { name: 'Autre raison' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const message = within(dialog).getByRole('textbox', { name: /Message au client/ });
    expect(message).toBeRequired();
    await events.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.refusalMessageRequired);
    expect(calls).toHaveLength(0);

    await events.type(message, 'Coupure de gaz');
    expect(message).toHaveAccessibleDescription(`14 / ${REFUSAL_MESSAGE_MAX} caractères`);
    await events.click(submit);
    expect(await screen.findByText('Commande refusée : le client est prévenu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'autre', message: 'Coupure de gaz' });
    expect(stored(order)).toMatchObject({ status: 'annulee', cancel_reason: 'autre', cancelled_by: 'restaurant' });
    await waitFor(() => expect(within(card).getByText('Annulée', { selector: 'span' })).toBeInTheDocument());
    expect(card).toHaveTextContent('Motif de l’annulation');
    expect(card).toHaveTextContent('Autre raison — « Coupure de gaz »');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('keeps the message to 300 characters', async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/refuse$/ });
    const { events, card } = await openKitchenOn(newCashOrder());
    await events.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('radio', { name: 'Rupture de stock' }));
    const message = within(dialog).getByRole('textbox', { name: /Message au client/ });
    expect(message).not.toBeRequired();
    expect(message).toHaveAttribute('maxLength', String(REFUSAL_MESSAGE_MAX));
    // What the field's own limit stops when typing, pasted in by script.
    fireEvent.change(message, { target: { value: 'x'.repeat(REFUSAL_MESSAGE_MAX + 1) } });
    await events.click(within(dialog).getByRole('button', { name: 'Refuser la commande' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.refusalMessageTooLong);
    expect(calls).toHaveLength(0);
  });

  it('refunds a paid card order in full, and the card says so', async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/refuse$/ });
    const order = incomingOrder({ payment_mode: 'card', payment_status: 'paid' });
    const { events, card } = await openKitchenOn(order);
    await events.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Le client est prévenu de la raison et remboursé intégralement.');
    await events.click(within(dialog).getByRole('radio', { name: 'Rupture de stock' }));
    await events.click(within(dialog).getByRole('button', { name: 'Refuser la commande' }));

    expect(await screen.findByText('Commande refusée : le client est prévenu et remboursé')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'rupture' });
    await waitFor(() => expect(within(card).getByText('Carte bancaire · Remboursée')).toBeInTheDocument());
    expect(card).toHaveTextContent(CANCEL_REASON_LABELS.rupture);
    expect(card).toHaveTextContent(flat(`Remboursement au client${formatPrice(order.total_price)}`));
  });

  it('stays open with the API’s reason when it refuses', async () => {
    answer('post', '/commandes/:id/refuse', () => problem(409, KITCHEN_MESSAGES.notAcceptable));
    const { events, card } = await openKitchenOn(newCashOrder());
    await events.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('radio', { name: 'Restaurant fermé' }));
    await events.click(within(dialog).getByRole('button', { name: 'Refuser la commande' }));
    expect(await screen.findByText(KITCHEN_MESSAGES.notAcceptable)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

describe('the deadline to accept', () => {
  it('counts down each second on one clock, turns urgent under 2 minutes, then overdue until the sweep cancels it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const { live } = await openLiveKitchen();
    const second = Math.floor(Date.now() / 1000) * 1000;
    const order = incomingOrder({ accept_by: new Date(second + 2 * MINUTE + 5_000).toISOString() });
    live.send({ type: 'commande.created', ...liveIds(order), status: 'en_attente' });
    const card = await orderCard(order);
    const line = within(card)
      .getByText(/^À accepter avant/)
      .closest('p')!;
    const phase = within(line).getByRole('status');
    expect(line).toHaveTextContent(`À accepter avant ${formatTime(order.accept_by!)}temps restant : 2:05`);
    expect(phase).toBeEmptyDOMElement();
    const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

    await tick(1_000);
    expect(line).toHaveTextContent('2:04');
    await tick(5_000);
    expect(line).toHaveTextContent('1:59');
    expect(line).toHaveAttribute('data-phase', 'urgent');
    // Said in words (and an icon), not by colour alone; announced once, not each second.
    expect(phase).toHaveTextContent(`Urgent — commande #${shortId(order.id)}`);
    const announcement = phase.innerHTML;
    await tick(10_000);
    expect(line).toHaveTextContent('1:49');
    expect(phase.innerHTML).toBe(announcement);

    await tick(109_000);
    expect(line).toHaveAttribute('data-phase', 'overdue');
    expect(within(line).getByText('Délai dépassé')).toBeInTheDocument();
    expect(line).not.toHaveTextContent('temps restant');
    // Every card's countdown reads the same clock: one interval of a second for the whole screen.
    expect(screen.getAllByText(/^À accepter avant/).length).toBeGreaterThan(1);
    expect(intervals.mock.calls.filter(([, ms]) => ms === 1_000)).toHaveLength(1);
    // Until the API's sweep, the kitchen may still answer.
    expect(within(card).getByRole('button', { name: 'Accepter' })).toBeEnabled();

    live.send({ type: 'commande.cancelled', ...liveIds(order), status: 'annulee' });
    await waitFor(() => expect(within(card).getByText('Annulée', { selector: 'span' })).toBeInTheDocument());
    expect(card).toHaveTextContent(CANCEL_REASON_LABELS.delai_depasse);
    expect(within(card).queryByText(/^À accepter avant/)).not.toBeInTheDocument();
  });

  it('shows no countdown on an unpaid card order, and one once it is paid', async () => {
    const { live } = await openLiveKitchen();
    const order = incomingOrder({ payment_mode: 'card', payment_status: 'pending' });
    live.send({ type: 'commande.created', ...liveIds(order), status: 'en_attente', payment_status: 'pending' });
    const card = await orderCard(order);
    expect(within(card).getByText(KITCHEN_MESSAGES.paymentPending)).toBeInTheDocument();
    expect(within(card).queryByText(/^À accepter avant/)).not.toBeInTheDocument();

    const acceptBy = new Date(Date.now() + 8 * MINUTE).toISOString();
    Object.assign(stored(order), { payment_status: 'paid', payment_deadline: null, accept_by: acceptBy });
    live.send({ type: 'commande.paid', ...liveIds(order), status: 'en_attente', payment_status: 'paid' });
    expect(await within(card).findByText(/^À accepter avant/)).toHaveTextContent(
      `À accepter avant ${formatTime(acceptBy)}`,
    );
    expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
  });

  it('stops counting an announced order as new once it no longer waits', async () => {
    const { live } = await openLiveKitchen();
    const order = incomingOrder();
    live.send({ type: 'commande.created', ...liveIds(order), status: 'en_attente' });
    expect(await screen.findByText('Nouvelle commande !')).toBeInTheDocument();

    // The client cancels it before the kitchen looked.
    Object.assign(stored(order), { status: 'annulee', cancel_reason: 'client', cancelled_by: 'client' });
    live.send({ type: 'commande.cancelled', ...liveIds(order), status: 'annulee' });
    await waitFor(() => expect(screen.queryByText('Nouvelle commande !')).not.toBeInTheDocument());
    expect(await orderCard(order)).toHaveTextContent(CANCEL_REASON_LABELS.client);
  });
});

describe('accepted orders', () => {
  it('show their promised times and offer a delay of 5, 10 or 15 minutes', async () => {
    const calls = recordRequests(server, { method: 'post', path: /^\/commandes\/[^/]+\/delay$/ });
    const order = firstWith((o) => o.status === 'en_preparation');
    const { events, card } = await openKitchenOn(order);
    const before = stored(order).estimated_delivery_at!;
    expect(within(card).getByText(/^Livraison estimée vers/)).toHaveTextContent(
      `Livraison estimée vers ${formatTime(before)}`,
    );

    const toggle = within(card).getByRole('button', { name: 'Retarder' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('button', { name: '+10 min' })).not.toBeInTheDocument();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = within(card).getByRole('group', { name: 'Retarder la livraison de' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+5 min', '+10 min', '+15 min']);
    await events.click(within(choices).getByRole('button', { name: '+10 min' }));

    await waitFor(() => expect(calls[0]?.body).toEqual({ minutes: 10 }));
    const after = stored(order).estimated_delivery_at!;
    expect(Date.parse(after) - Date.parse(before)).toBe(10 * MINUTE);
    expect(await screen.findByText(`Retard annoncé : livraison estimée vers ${formatTime(after)}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByText(/^Livraison estimée vers/)).toHaveTextContent(
        `Livraison estimée vers ${formatTime(after)}`,
      ),
    );
    expect(within(card).getByText(/^Prête vers/)).toHaveTextContent(
      `Prête vers ${formatTime(stored(order).ready_at!)}`,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offer the delay only where the API takes it', async () => {
    renderArea('/restaurateur/orders', { user: demoUser });
    for (const status of ['confirmee', 'en_preparation', 'prete'] as const) {
      const card = await orderCard(firstWith((o) => o.status === status));
      expect(within(card).getByRole('button', { name: 'Retarder' })).toBeInTheDocument();
    }
    for (const status of ['en_attente', 'en_livraison', 'livree', 'annulee'] as const) {
      const card = await orderCard(firstWith((o) => o.status === status));
      expect(within(card).queryByRole('button', { name: 'Retarder' })).not.toBeInTheDocument();
      expect(within(card).queryByText(/^Livraison estimée vers/)).not.toBeInTheDocument();
    }
    // A ready order is no longer being prepared: only the delivery time is shown.
    const ready = await orderCard(firstWith((o) => o.status === 'prete'));
    expect(within(ready).queryByText(/^Prête vers/)).not.toBeInTheDocument();
    expect(within(ready).getByText(/^Livraison estimée vers/)).toBeInTheDocument();
  });

  it('report a delay the API refuses', async () => {
    answer('post', '/commandes/:id/delay', () => problem(409, KITCHEN_MESSAGES.notDelayable));
    const { events, card } = await openKitchenOn(firstWith((o) => o.status === 'confirmee'));
    await events.click(within(card).getByRole('button', { name: 'Retarder' }));
    await events.click(within(card).getByRole('button', { name: '+5 min' }));
    expect(await screen.findByText(KITCHEN_MESSAGES.notDelayable)).toBeInTheDocument();
  });

  it('warn when no courier has accepted the delivery for too long', async () => {
    renderArea('/restaurateur/orders', { user: demoUser });
    const waiting = await orderCard(firstWith((o) => o.status === 'confirmee'));
    expect(within(waiting).getByRole('status')).toHaveTextContent('Aucun livreur n’a encore accepté cette livraison');
    // Ibrahima accepted this one.
    const covered = await orderCard(firstWith((o) => o.status === 'en_preparation'));
    expect(covered).not.toHaveTextContent('Aucun livreur');
  });
});

describe('cancelled orders', () => {
  it('say why, with the restaurant’s words and the refund', async () => {
    const order = factories.commande({
      id: 'c4nce11e-d000-4000-8000-000000000001',
      restaurant_id: demoRestaurant.id,
      created_at: new Date().toISOString(),
      status: 'annulee',
      payment_mode: 'card',
      payment_status: 'refunded',
      total_price: 21.4,
      refunded_amount: 21.4,
      cancel_reason: 'rupture',
      cancel_message: 'Plus de yassa ce soir',
      cancelled_by: 'restaurant',
    });
    db.commandes.push(order);
    const { card } = await openKitchenOn(order);
    expect(within(card).getByText('Carte bancaire · Remboursée')).toBeInTheDocument();
    expect(card).toHaveTextContent('Motif de l’annulationRupture de stock — « Plus de yassa ce soir »');
    expect(card).toHaveTextContent(flat(`Remboursement au client${formatPrice(21.4)}`));
  });

  it('say when a deadline cancelled them', async () => {
    const order = factories.commande({
      id: 'c4nce11e-d000-4000-8000-000000000002',
      restaurant_id: demoRestaurant.id,
      created_at: new Date().toISOString(),
      status: 'annulee',
      payment_mode: 'card',
      payment_status: 'not_applicable',
      cancel_reason: 'paiement_expire',
      cancelled_by: 'systeme',
    });
    db.commandes.push(order);
    const { card } = await openKitchenOn(order);
    expect(card).toHaveTextContent(CANCEL_REASON_LABELS.paiement_expire);
    expect(card).not.toHaveTextContent('Remboursement');
  });
});

describe('a paused restaurant', () => {
  it('shows the pause in the kitchen as soon as a missed order pauses it, and reopens from there', async () => {
    const { live, events } = await openLiveKitchen();
    expect(screen.queryByText(KITCHEN_MESSAGES.autoPaused)).not.toBeInTheDocument();
    // The API's sweep cancels a third unanswered order and pauses the restaurant.
    const order = newCashOrder();
    Object.assign(stored(order), { status: 'annulee', cancel_reason: 'delai_depasse', cancelled_by: 'systeme' });
    Object.assign(restaurant(), { is_open: false, paused_reason: 'auto' });
    live.send({ type: 'commande.cancelled', ...liveIds(order), status: 'annulee' });

    expect(await screen.findByText(KITCHEN_MESSAGES.autoPaused)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rouvrir le restaurant' }));
    expect(await screen.findByText('Le restaurant est maintenant ouvert')).toBeInTheDocument();
    expect(screen.queryByText(KITCHEN_MESSAGES.autoPaused)).not.toBeInTheDocument();
    expect(restaurant()).toMatchObject({ is_open: true, paused_reason: null });
  });
});
