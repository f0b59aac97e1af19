import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale, shortId } from '@teranga/shared-ui';
import { frenchOnPage } from '@teranga/shared-ui/testing';
import { livreur as livreurEn } from './locales/en';
import { livreur as livreurFr } from './locales/fr';
import { db } from './mocks/db';
import { demoUser } from './mocks/fixtures';
import { stubWakeLock } from './test/browser-stubs';
import { renderArea } from './test/render-area';
import { deliveredAt, deliveriesOf, giveCurrentDelivery, offers, orderOf, scheduledOffer } from './test/scenarios';

/** What the restaurants and the clients wrote (names, addresses, dishes, notes): French, and rightly so. */
function userData(): string[] {
  return [
    ...db.livraisons.flatMap((livraison) => [
      livraison.restaurant_name,
      livraison.pickup_address,
      livraison.delivery_address,
    ]),
    ...db.commandes.flatMap((commande) => [
      commande.notes,
      ...commande.items.flatMap((item) => [
        item.plat_name,
        ...(item.options ?? []).flatMap((o) => [o.group_name, o.name]),
      ]),
    ]),
  ].filter((text): text is string => Boolean(text));
}

/** This area's catalogues, for `frenchOnPage`. */
const CATALOGUES = { fr: livreurFr, en: livreurEn };

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  await setLocale('fr', { remember: false });
  localStorage.clear();
});

describe('the courier area in English', () => {
  it('dashboard: the figures, the current delivery and the recent ones', async () => {
    giveCurrentDelivery('en_cours');
    renderArea('/livreur/dashboard', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total distance')).toBeInTheDocument();
    const current = within(screen.getByRole('region', { name: 'Current delivery' }));
    expect(current.getByText('In progress')).toBeInTheDocument();
    expect(current.getByText('Destination')).toBeInTheDocument();
    expect(current.getByRole('link', { name: 'See the delivery' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent deliveries' })).toBeInTheDocument();
    expect(screen.getByText(`Hello ${demoUser.name.split(' ')[0]}, here is your activity over the last 7 days.`));
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('available deliveries: the offers, their order and the accept button', async () => {
    const scheduled = scheduledOffer();
    orderOf(scheduled).ready_at = '2025-03-10T18:45:00Z';
    renderArea('/livreur/available', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Available deliveries' })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^${offers().length} deliveries available · `))).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: `Delivery #${shortId(scheduled.id)}` }));
    expect(card.getByText('New')).toBeInTheDocument();
    expect(card.getByText('Pickup')).toBeInTheDocument();
    expect(card.getByText('Drop-off')).toBeInTheDocument();
    expect(card.getByText('For later')).toBeInTheDocument();
    expect(card.getByText(/^Due to leave around/)).toHaveTextContent(/^Due to leave around 19:45$/);
    expect(card.getByRole('button', { name: 'Accept the delivery' })).toBeEnabled();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('current delivery: the details, the calls, the kept-on screen and the code dialog', async () => {
    stubWakeLock();
    const livraison = giveCurrentDelivery('en_cours');
    const { events } = renderArea('/livreur/active', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Current delivery' })).toBeInTheDocument();
    const details = within(await screen.findByRole('article', { name: `Delivery #${shortId(livraison.id)}` }));
    expect(details.getByText(/ · Ordered on /)).toBeInTheDocument();
    expect(details.getByRole('list', { name: 'Delivery progress' })).toBeInTheDocument();
    expect(details.getByRole('heading', { name: 'Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Maps (new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call the customer/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: /^Call the restaurant/ })).toBeInTheDocument();
    expect(await screen.findByText('Screen kept on')).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Mark as delivered' }));
    expect(await dialog.findByLabelText(/Delivery code/)).toBeInTheDocument();
    expect(dialog.getByText('Ask the customer for the 4-digit code shown when they track their order.'));
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  it('history: the summary, the filters and the deliveries', async () => {
    renderArea('/livreur/history', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(await screen.findByText('Total distance')).toBeInTheDocument();
    const filters = within(screen.getByRole('group', { name: 'Filter by status' }));
    for (const name of ['All', 'Delivered', 'In progress', 'Cancelled']) {
      expect(filters.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const first = deliveriesOf().sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(await screen.findByRole('article', { name: `Delivery #${shortId(first.id)}` })).toBeInTheDocument();
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });

  describe('earnings', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Thursday 12 March 2026 in Paris: this week runs from Monday 9 March.
      vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it("this week's pay, line by line, with the balance", async () => {
      const delivered = deliveriesOf().filter((livraison) => livraison.status === 'livree');
      deliveredAt(delivered[0]!, '2026-03-09T06:00:00Z');
      deliveredAt(delivered[1]!, '2026-03-11T12:10:00Z');
      renderArea('/livreur/gains', { user: demoUser });

      expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
      expect(screen.getByText('Loading your earnings...')).toBeInTheDocument();
      const totals = within(await screen.findByRole('region', { name: 'Period totals' }));
      expect(totals.getByText('Total earned')).toBeInTheDocument();
      expect(totals.getByText('Cash collected')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'By day' })).toHaveTextContent('1 delivery');
      expect(within(screen.getByRole('region', { name: 'By week' })).getAllByRole('listitem')[0]).toHaveTextContent(
        /^Week of 9 March/,
      );
      expect(within(screen.getByRole('region', { name: 'Delivery details' })).getAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Download the CSV' })).toBeEnabled();
      expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
    });
  });

  it('profile: the account and its notifications', async () => {
    renderArea('/livreur/profile', { user: demoUser });

    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByText('Account approved', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Yes');
    await waitFor(() => expect(screen.getByText(/^When the Teranga team assigns you a delivery/)).toBeInTheDocument());
    expect(frenchOnPage(CATALOGUES, userData())).toEqual([]);
  });
});
