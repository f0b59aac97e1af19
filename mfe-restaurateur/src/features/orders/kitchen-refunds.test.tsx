import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MONEY_MESSAGES,
  REFUND_REASON_MAX,
  REFUND_WINDOW_HOURS,
  formatPrice,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { recordRequests, refusals } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { orderId } from '../../mocks/order-fixtures';
import { server } from '../../mocks/server';
import { firstWith, orderCard, stored } from '../../test/kitchen';
import { answer } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { fill, flat } from '../../test/text';

const HOUR = 3_600_000;
const WINDOW = REFUND_WINDOW_HOURS * HOUR;
const REFUND_PATH = /^\/commandes\/[^/]+\/refund$/;
/** Delivered 95 minutes ago, with the restaurant's code and a tip; nothing refunded yet. */
const freshOrder = () => stored({ id: orderId(45) });
/** Delivered about 19 hours ago, 4,50 € already refunded (pastels were missing). */
const partlyRefunded = () => stored({ id: orderId(46) });
const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => (amount / 100).toFixed(2).replace('.', ',');

afterEach(() => {
  vi.useRealTimers();
});

async function openKitchenOn(order: Commande) {
  const view = renderArea('/restaurateur/orders', { user: demoUser });
  return { ...view, card: await orderCard(order) };
}

async function openRefund(order: Commande) {
  const view = await openKitchenOn(order);
  await view.events.click(within(view.card).getByRole('button', { name: 'Rembourser' }));
  const dialog = await screen.findByRole('dialog', { name: `Rembourser la commande #${shortId(order.id)}` });
  return { ...view, dialog };
}

const amountField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Montant à rembourser/);
const reasonField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Motif/);
const confirm = (events: { click: (element: Element) => Promise<void> }, dialog: HTMLElement) =>
  events.click(within(dialog).getByRole('button', { name: 'Rembourser' }));

describe('Rembourser', () => {
  it(`is offered on card orders delivered less than ${REFUND_WINDOW_HOURS} hours ago with money left`, async () => {
    const now = Date.now();
    const cash = firstWith((o) => o.status === 'livree' && o.payment_mode === 'cash');
    const old = firstWith(
      (o) => o.status === 'livree' && o.payment_mode === 'card' && now - Date.parse(o.status_times.livree!) > WINDOW,
    );
    const full = firstWith((o) => o.status === 'livree' && o.payment_mode === 'card' && o.id !== freshOrder().id);
    Object.assign(full, { payment_status: 'refunded', refunded_amount: full.total_price });
    const cancelled = firstWith((o) => o.status === 'annulee' && o.payment_mode === 'card');
    const { card } = await openKitchenOn(freshOrder());
    expect(within(card).getByRole('button', { name: 'Rembourser' })).toBeInTheDocument();
    for (const order of [cash, old, full, cancelled]) {
      expect(within(await orderCard(order)).queryByRole('button', { name: 'Rembourser' })).not.toBeInTheDocument();
    }
    expect(await orderCard(full)).toHaveTextContent(flat(`Remboursement au client${formatPrice(full.total_price)}`));
  });

  it('is no longer offered once the window has closed', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    // The window closes a second from now.
    Object.assign(freshOrder(), {
      status_times: { ...freshOrder().status_times, livree: new Date(now - WINDOW + 1000).toISOString() },
    });
    const { card } = await openKitchenOn(freshOrder());
    const button = within(card).getByRole('button', { name: 'Rembourser' });
    vi.setSystemTime(now + 1001);
    await waitFor(() => expect(button).not.toBeInTheDocument());
  });

  it('shows what was paid and refunded, refuses more than is left, and sends the amount in cents', async () => {
    const calls = recordRequests(server, { method: 'post', path: REFUND_PATH });
    const order = partlyRefunded();
    const left = cents(order.total_price) - cents(order.refunded_amount);
    expect(order.refunded_amount).toBe(4.5);
    const { events, dialog, card } = await openRefund(order);
    expect(amountField(dialog)).toHaveFocus();
    expect(dialog).toHaveTextContent(flat(`Payé par carte${formatPrice(order.total_price)}`));
    expect(dialog).toHaveTextContent(flat(`Déjà remboursé${formatPrice(4.5)}`));
    expect(dialog).toHaveTextContent(flat(`Reste à rembourser${formatPrice(left / 100)}`));

    await events.type(amountField(dialog), euros(left + 1));
    await events.type(reasonField(dialog), 'Bissap oublié');
    await confirm(events, dialog);
    expect(amountField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining(`ne peut pas dépasser ${formatPrice(left / 100)}`),
    );
    expect(calls).toHaveLength(0);

    await fill(events, amountField(dialog), '4,5');
    await fill(events, reasonField(dialog), '  ');
    await confirm(events, dialog);
    expect(reasonField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.refundReasonRequired),
    );
    expect(reasonField(dialog)).toHaveAttribute('maxLength', String(REFUND_REASON_MAX));
    expect(calls).toHaveLength(0);

    await fill(events, reasonField(dialog), 'Bissap oublié');
    await confirm(events, dialog);
    expect(await screen.findByText(flat(`Remboursement de ${formatPrice(4.5)} effectué`))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ amount_cents: 450, reason: 'Bissap oublié' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored(order).refunded_amount).toBe(9);
    expect(db.refunds.filter((refund) => refund.commande_id === order.id).map((r) => r.amount_cents)).toEqual([
      450, 450,
    ]);
    await waitFor(() => expect(card).toHaveTextContent(flat(`Remboursement au client${formatPrice(9)}`)));
    // Something is still left: it may be refunded again.
    expect(within(card).getByRole('button', { name: 'Rembourser' })).toBeInTheDocument();
  });

  it('refunds what is left in full, after which the order is refunded and nothing more offered', async () => {
    const order = freshOrder();
    const { events, dialog, card } = await openRefund(order);
    await events.type(amountField(dialog), euros(cents(order.total_price)));
    await events.type(reasonField(dialog), 'Commande arrivée froide');
    await confirm(events, dialog);
    expect(
      await screen.findByText(flat(`Remboursement de ${formatPrice(order.total_price)} effectué`)),
    ).toBeInTheDocument();
    expect(stored(order)).toMatchObject({ payment_status: 'refunded', refunded_amount: order.total_price });
    await waitFor(() => expect(within(card).getByText('Carte bancaire · Remboursée')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Rembourser' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it("shows the API's 422 under the amount: another refund took part of it meanwhile", async () => {
    const order = freshOrder();
    const total = cents(order.total_price);
    const { events, dialog } = await openRefund(order);
    // Refunded from another screen while this dialog was open.
    stored(order).refunded_amount = 10;
    await events.type(amountField(dialog), euros(total));
    await events.type(reasonField(dialog), 'Plats manquants');
    await confirm(events, dialog);
    const detail = MONEY_MESSAGES.refundTooMuch(total - 1000);
    await waitFor(() => expect(amountField(dialog)).toHaveAccessibleDescription(expect.stringContaining(detail)));
    expect(dialog).toBeInTheDocument();
    expect(stored(order).refunded_amount).toBe(10);
  });

  it.each(refusals(409, MONEY_MESSAGES.refundTooLate, 'Erreur lors du remboursement'))(
    'shows any other refusal in the dialog, with %s, and stays open',
    async (_, response, message) => {
      answer('post', '/commandes/:id/refund', response);
      const { events, dialog } = await openRefund(freshOrder());
      await events.type(amountField(dialog), '2');
      await events.type(reasonField(dialog), 'Dessert manquant');
      await confirm(events, dialog);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
      expect(dialog).toBeInTheDocument();
      expect(freshOrder().refunded_amount).toBe(0);
    },
  );
});
