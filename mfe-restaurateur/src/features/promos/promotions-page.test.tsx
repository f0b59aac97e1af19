import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { MONEY_MESSAGES, formatPrice, type Promo } from '@teranga/shared-ui';
import { recordRequests, refusals } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { RESTAURANT_PROMO, buildPromos } from '../../mocks/money-fixtures';
import { buildOrders, buildRefunds } from '../../mocks/order-fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { fill, flat } from '../../test/text';

// Wednesday 18 March 2026, noon in Paris (UTC+1; summer time from 29 March, UTC+2).
const NOW = Date.parse('2026-03-18T11:00:00Z');
const PROMOS = `/restaurants/${demoRestaurant.id}/promos`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  db.promos = buildPromos(NOW);
  db.commandes = buildOrders(NOW);
  db.refunds = buildRefunds(db.commandes);
});

afterEach(() => {
  vi.useRealTimers();
});

const own = () => db.promos.filter((promo) => promo.restaurant_id === demoRestaurant.id);
const table = () => screen.getByRole('table', { name: 'Vos codes promo' });
/** The row of `code`, its cells' texts as read (see `flat`), the labels for phones left out. */
function row(code: string) {
  const found = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(code, { selector: 'strong' }));
  if (!found) throw new Error(`Pas de ligne pour ${code}`);
  return found;
}
const cells = (code: string) =>
  within(row(code))
    .getAllByRole('cell')
    .map((cell) => flat(cell.textContent ?? '').replace(/^[^:]+ : /, ''));

async function openPromotions() {
  const view = renderArea('/restaurateur/promotions', { user: demoUser });
  await screen.findByRole('table', { name: 'Vos codes promo' });
  return view;
}

async function openForm() {
  const view = await openPromotions();
  await view.events.click(screen.getByRole('button', { name: 'Nouveau code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau code promo' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label);
const submit = (events: { click: (element: Element) => Promise<void> }, dialog: HTMLElement) =>
  events.click(within(dialog).getByRole('button', { name: 'Créer le code' }));

describe('PromotionsPage', () => {
  it("lists the restaurant's codes in words, with their uses and state", async () => {
    await openPromotions();
    const uses = db.commandes.filter(
      (order) => order.promo_code === RESTAURANT_PROMO.code && order.status !== 'annulee',
    ).length;
    expect(uses).toBeGreaterThan(0);
    expect(cells('DIBI10')).toEqual([
      'DIBI10',
      '10 % des plats',
      'Aucune',
      'Sans limite de date',
      `${uses} / 200`,
      'Actif',
      'Désactiver le code DIBI10',
    ]);
    expect(cells('ETE5')).toEqual([
      'ETE5',
      `${flat(formatPrice(5))} de réduction`,
      'Première commande au restaurant · 1 fois par client au plus',
      // Dates and times of the restaurant (Paris: summer time in October, winter time in December).
      'Du 09/10/2025 13:00 au 08/12/2025 12:00',
      '0 / 50',
      'Expiré',
      'Désactiver le code ETE5',
    ]);
    expect(cells('LIVRAISONOFFERTE')).toEqual([
      'LIVRAISONOFFERTE',
      'Livraison offerte',
      `Dès ${flat(formatPrice(25))} de plats`,
      'Sans limite de date',
      '0 / illimité',
      'Désactivé',
      '',
    ]);
    expect(cells('SOIREE15').slice(4, 6)).toEqual(['0 / 100', 'Programmé']);
    // Neither the platform's codes nor another restaurant's.
    expect(within(table()).getAllByRole('row')).toHaveLength(own().length + 1);
    expect(screen.queryByText('BIENVENUE')).not.toBeInTheDocument();
    expect(screen.queryByText('CARAIBES20')).not.toBeInTheDocument();
    expect(screen.getByText(/Vos codes promo sont financés par votre restaurant/)).toBeInTheDocument();
  });

  it('creates a code from what was typed, dates in the restaurant’s time', async () => {
    const calls = recordRequests(server, { method: 'post', path: PROMOS });
    const { events, dialog } = await openForm();
    expect(field(dialog, /^Code/)).toHaveFocus();
    await events.type(field(dialog, /^Code/), 'rentree-5');
    await events.selectOptions(field(dialog, /^Type de réduction/), 'Montant fixe');
    await events.type(field(dialog, /^Réduction \(€\)/), '5,50');
    await events.type(field(dialog, /^Minimum de plats/), '20');
    fireEvent.change(field(dialog, /^Début/), { target: { value: '2026-04-01T10:00' } });
    fireEvent.change(field(dialog, /^Fin/), { target: { value: '2026-04-30T23:30' } });
    await events.type(field(dialog, /^Utilisations au total/), '100');
    await events.type(field(dialog, /^Utilisations par client/), '1');
    await events.click(within(dialog).getByRole('checkbox', { name: /Première commande seulement/ }));
    await submit(events, dialog);

    expect(await screen.findByText('Code promo créé')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      code: 'RENTREE-5',
      kind: 'fixed',
      value: 5.5,
      min_subtotal: 20,
      // Paris is on summer time (UTC+2) in April.
      starts_at: '2026-04-01T08:00:00.000Z',
      ends_at: '2026-04-30T21:30:00.000Z',
      max_uses: 100,
      max_uses_per_client: 1,
      first_order_only: true,
    });
    expect(own().find((promo) => promo.code === 'RENTREE-5')).toMatchObject({ funded_by: 'restaurant' });
    await waitFor(() =>
      expect(cells('RENTREE-5').slice(1, 6)).toEqual([
        `${flat(formatPrice(5.5))} de réduction`,
        `Dès ${flat(formatPrice(20))} de plats · Première commande au restaurant · 1 fois par client au plus`,
        'Du 01/04/2026 10:00 au 30/04/2026 23:30',
        '0 / 100',
        'Programmé',
      ]),
    );
  });

  it('sends a free delivery with no amount, and no limits left empty', async () => {
    const calls = recordRequests(server, { method: 'post', path: PROMOS });
    const { events, dialog } = await openForm();
    await events.type(field(dialog, /^Code/), 'LIVRE');
    await events.selectOptions(field(dialog, /^Type de réduction/), 'Livraison offerte');
    expect(within(dialog).queryByLabelText(/^Réduction/)).not.toBeInTheDocument();
    await submit(events, dialog);
    expect(await screen.findByText('Code promo créé')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      code: 'LIVRE',
      kind: 'free_delivery',
      value: 0,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_client: null,
      first_order_only: false,
    });
  });

  it("checks the fields with the API's own rules before sending", async () => {
    const calls = recordRequests(server, { method: 'post', path: PROMOS });
    const { events, dialog } = await openForm();
    await submit(events, dialog);
    expect(field(dialog, /^Code/)).toHaveAccessibleDescription(expect.stringContaining(MONEY_MESSAGES.promoCode));
    expect(field(dialog, /^Réduction \(%\)/)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.promoPercent),
    );

    await events.type(field(dialog, /^Code/), 'OK-CODE');
    await events.type(field(dialog, /^Réduction \(%\)/), '12,5');
    fireEvent.change(field(dialog, /^Début/), { target: { value: '2026-04-10T10:00' } });
    fireEvent.change(field(dialog, /^Fin/), { target: { value: '2026-04-01T10:00' } });
    await events.type(field(dialog, /^Utilisations au total/), '0');
    await events.type(field(dialog, /^Utilisations par client/), '2,5');
    await submit(events, dialog);
    expect(field(dialog, /^Code/)).not.toBeInvalid();
    expect(field(dialog, /^Utilisations au total/)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.promoMaxUses),
    );
    expect(field(dialog, /^Utilisations par client/)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.promoMaxUsesPerClient),
    );

    // The rules between fields (the kind's amount, the dates) once each field holds a value.
    await fill(events, field(dialog, /^Utilisations au total/), '10');
    await fill(events, field(dialog, /^Utilisations par client/), '2');
    await submit(events, dialog);
    expect(field(dialog, /^Réduction \(%\)/)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.promoPercent),
    );
    expect(field(dialog, /^Fin/)).toHaveAccessibleDescription(expect.stringContaining(MONEY_MESSAGES.promoDates));

    await events.selectOptions(field(dialog, /^Type de réduction/), 'Montant fixe');
    await fill(events, field(dialog, /^Réduction \(€\)/), '150');
    await submit(events, dialog);
    expect(field(dialog, /^Réduction \(€\)/)).toHaveAccessibleDescription(
      expect.stringContaining(MONEY_MESSAGES.promoFixed),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows a code already taken under the code, whatever its case', async () => {
    const calls = recordRequests(server, { method: 'post', path: PROMOS });
    const { events, dialog } = await openForm();
    await events.type(field(dialog, /^Code/), 'dibi10');
    await events.type(field(dialog, /^Réduction \(%\)/), '20');
    await submit(events, dialog);
    await waitFor(() =>
      expect(field(dialog, /^Code/)).toHaveAccessibleDescription(
        expect.stringContaining(MONEY_MESSAGES.promoCodeTaken),
      ),
    );
    expect(calls).toHaveLength(1);
    expect(field(dialog, /^Code/)).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    expect(own().filter((promo) => promo.code === 'DIBI10')).toHaveLength(1);
    // Typing again takes the complaint back.
    await events.type(field(dialog, /^Code/), 'X');
    expect(within(dialog).queryByText(MONEY_MESSAGES.promoCodeTaken)).not.toBeInTheDocument();
  });

  /** The API's refusal of one field of the body: its message as `detail`, and on the field. */
  const fieldRefusal = (status: number, field: string, message: string) => () =>
    HttpResponse.json({ detail: message, errors: [{ field, message }] }, { status });

  it.each([
    [
      'a field',
      fieldRefusal(400, 'max_uses', MONEY_MESSAGES.promoMaxUses),
      /^Utilisations au total/,
      MONEY_MESSAGES.promoMaxUses,
    ],
    ['a field (422)', fieldRefusal(422, 'ends_at', MONEY_MESSAGES.promoDates), /^Fin/, MONEY_MESSAGES.promoDates],
  ])("shows the API's refusal of %s under it", async (_, response, label, message) => {
    answer('post', PROMOS, response);
    const { events, dialog } = await openForm();
    await events.type(field(dialog, /^Code/), 'NOUVEAU');
    await events.type(field(dialog, /^Réduction \(%\)/), '10');
    await submit(events, dialog);
    await waitFor(() => expect(field(dialog, label)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field(dialog, label)).toHaveFocus();
  });

  it.each(refusals(403, 'Accès refusé', 'Erreur lors de la création du code promo'))(
    'shows any other refusal under the form, with %s',
    async (_, response, message) => {
      answer('post', PROMOS, response);
      const { events, dialog } = await openForm();
      await events.type(field(dialog, /^Code/), 'NOUVEAU');
      await events.type(field(dialog, /^Réduction \(%\)/), '10');
      await submit(events, dialog);
      await waitFor(() => expect(within(dialog).getAllByRole('alert').at(-1)).toHaveTextContent(message));
    },
  );

  it('switches a code off after confirmation, its uses kept', async () => {
    const calls = recordRequests(server, { method: 'delete' });
    const { events } = await openPromotions();
    const before = cells('DIBI10')[4];
    await events.click(screen.getByRole('button', { name: 'Désactiver le code DIBI10' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Désactiver le code DIBI10' });
    expect(confirm).toHaveTextContent('Il ne s’appliquera plus aux nouvelles commandes');
    await events.click(within(confirm).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Code DIBI10 désactivé')).toBeInTheDocument();
    const dibi = own().find((promo) => promo.code === 'DIBI10')!;
    expect(calls.map((call) => call.path)).toEqual([`/promos/${dibi.id}`]);
    expect(dibi.is_active).toBe(false);
    await waitFor(() => expect(cells('DIBI10')[5]).toBe('Désactivé'));
    expect(cells('DIBI10')[4]).toBe(before);
    expect(screen.queryByRole('button', { name: 'Désactiver le code DIBI10' })).not.toBeInTheDocument();
  });

  it.each(refusals(403, 'Accès refusé', 'Erreur lors de la désactivation du code promo'))(
    'keeps a code whose switching off is refused, with %s',
    async (_, response, message) => {
      answer('delete', '/promos/:id', response);
      const { events } = await openPromotions();
      await events.click(screen.getByRole('button', { name: 'Désactiver le code DIBI10' }));
      await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(cells('DIBI10')[5]).toBe('Actif');
    },
  );

  it('invites to create a first code when there is none', async () => {
    db.promos = db.promos.filter((promo: Omit<Promo, 'uses'>) => promo.restaurant_id !== demoRestaurant.id);
    const { events } = renderArea('/restaurateur/promotions', { user: demoUser });
    expect(await screen.findByText('Aucun code promo pour le moment')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Créer un premier code' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau code promo' })).toBeInTheDocument();
  });

  it('says when the codes cannot be loaded', async () => {
    answer('get', PROMOS);
    renderArea('/restaurateur/promotions', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des codes promo')).toBeInTheDocument();
  });

  it('loads nothing and offers no new code to an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    const calls = recordRequests(server, { method: 'get', path: PROMOS });
    renderArea('/restaurateur/promotions', { user: pendingUser });
    expect(await screen.findByText(/Votre compte est en attente de validation/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau code' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
