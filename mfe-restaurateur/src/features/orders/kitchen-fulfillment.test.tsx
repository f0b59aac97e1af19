import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, shortId } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { orderId } from '../../mocks/order-fixtures';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { firstWith, orderCard, stored } from '../../test/kitchen';
import { renderArea } from '../../test/render-area';
import { flat } from '../../test/text';

// The demo kitchen's order for tomorrow's lunch (12:30 in Paris) and its take-away order waiting at the counter.
const forTomorrow = () => stored({ id: orderId(43) });
const takeAway = () => stored({ id: orderId(44) });

const openKitchen = () => renderArea('/restaurateur/orders', { user: demoUser });

describe('kitchen: orders for later, take-away, options', () => {
  it('shows orders for later apart, with their slot and the time to accept them by', async () => {
    openKitchen();
    const section = await screen.findByRole('region', { name: 'Commandes programmées' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([`Commande #${shortId(orderId(43))}`]);
    const card = cards[0]!;
    expect(within(card).getByText('Pour demain 12:30')).toHaveAttribute('dateTime', forTomorrow().scheduled_for);
    // Accepted at the latest when preparation must start: 12:30 − 35 min of delivery − 20 min of preparation.
    expect(card).toHaveTextContent('À accepter avant demain 11:35');
    expect(within(card).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    // The orders to cook now are not in that section.
    const now = firstWith((o) => o.status === 'en_attente' && !o.scheduled_for);
    expect(within(section).queryByRole('article', { name: `Commande #${shortId(now.id)}` })).not.toBeInTheDocument();
  });

  it('keeps an accepted order for later apart until its preparation starts', async () => {
    const { events } = openKitchen();
    const section = await screen.findByRole('region', { name: 'Commandes programmées' });
    const card = within(section).getByRole('article');
    await events.click(within(card).getByRole('button', { name: 'Passer à: Confirmée' }));
    await waitFor(() => expect(forTomorrow().status).toBe('confirmee'));
    // Ready when it must leave (12:30 − 35 min), not in 20 minutes.
    expect(Date.parse(forTomorrow().ready_at!)).toBe(Date.parse(forTomorrow().scheduled_for!) - 35 * 60_000);
    const confirmed = await within(section).findByText('Confirmée', { selector: 'span' });
    expect(confirmed.closest('article')).toHaveTextContent('Prête vers demain 11:55');
    await events.click(within(confirmed.closest('article')!).getByRole('button', { name: 'Passer à: En préparation' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Commandes programmées' })).not.toBeInTheDocument(),
    );
    expect(await orderCard(forTomorrow())).toHaveTextContent('Pour demain 12:30');
  });

  it("marks a take-away order, offers 'Récupérée' once ready, and no courier step", async () => {
    const steps = recordRequests(server, { method: 'patch', path: /^\/commandes\/[^/]+\/status$/ });
    const tracking = recordRequests(server, { method: 'get', path: /^\/commandes\/[^/]+\/suivi$/ });
    const { events } = openKitchen();
    const card = await orderCard(takeAway());
    expect(within(card).getByText('À emporter')).toBeInTheDocument();
    expect(within(card).queryByText('Adresse de livraison')).not.toBeInTheDocument();
    expect(within(card).getByText('Au comptoir du restaurant, par le client')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /En livraison/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Livraison estimée');

    await events.click(within(card).getByRole('button', { name: 'Récupérée' }));
    await waitFor(() => expect(takeAway().status).toBe('livree'));
    expect(steps.at(-1)?.query.get('new_status')).toBe('livree');
    expect(await within(card).findByText('Récupérée', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Récupérée' })).not.toBeInTheDocument();
    // Nobody comes for it: its tracking is never asked for.
    expect(tracking.some((call) => call.path.includes(orderId(44)))).toBe(false);
  });

  it('shows the options chosen under each line', async () => {
    openKitchen();
    const card = await orderCard(forTomorrow());
    const yassa = within(card).getByText('2 x Yassa poulet').closest('li')!;
    expect(within(yassa).getByRole('list', { name: 'Options' })).toHaveTextContent(
      flat(`Accompagnement : Alloco (+${formatPrice(2)})`),
    );
    // 2 × (12,90 € + 2,00 €): the supplement is in the line's price.
    expect(within(yassa).getByText(flat(formatPrice(29.8)))).toBeInTheDocument();
    const bissap = within(card).getByText('2 x Bissap maison').closest('li')!;
    expect(within(bissap).queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();

    const plain = await orderCard(
      firstWith((o) => o.status === 'en_attente' && o.payment_mode === 'cash' && !o.scheduled_for),
    );
    const plainYassa = within(plain).getByText('2 x Yassa poulet').closest('li')!;
    expect(within(plainYassa).getByRole('list', { name: 'Options' })).toHaveTextContent(/^Accompagnement : Riz blanc$/);
  });
});
