import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatKm, formatPrice, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { recordApiRequests, renderArea } from '../../test/render-area';
import { liveStream } from '../../test/live';
import { deliveriesOf, giveCurrentDelivery, orderOf } from '../../test/scenarios';
import { asRendered } from '../../test/text';
import { HISTORY_PAGE_SIZE } from './api/get-delivery-history';

const item = (livraison: Pick<Livraison, 'id'>) =>
  screen.getByRole('article', { name: `Livraison #${shortId(livraison.id)}` });
const listed = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));
const labelsOf = (deliveries: Pick<Livraison, 'id' | 'created_at'>[]) =>
  [...deliveries]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((livraison) => `Livraison #${shortId(livraison.id)}`);
const statValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ');

describe('Historique', () => {
  it("summarises the courier's deliveries: total, completed and distance of the completed ones", async () => {
    const requests = recordApiRequests({ method: 'GET' });
    const mine = deliveriesOf();
    const completed = mine.filter((livraison) => livraison.status === 'livree');
    expect(mine.some((livraison) => livraison.status === 'annulee' && livraison.distance_km)).toBe(true);
    renderArea('/livreur/history', { user: demoUser });

    await screen.findByText('Distance totale');
    expect(statValue('Total')).toBe(String(mine.length));
    expect(statValue('Complétées')).toBe(String(completed.length));
    const distance = Math.round(completed.reduce((sum, livraison) => sum + livraison.distance_km!, 0) * 10) / 10;
    expect(statValue('Distance totale')).toBe(asRendered(formatKm(distance)));
    await waitFor(() => expect(listed()).toEqual(labelsOf(mine)));
    for (const path of ['/livraisons', '/livraisons/summary']) {
      const [request] = requests.filter((candidate) => candidate.path === path);
      expect(request?.query.get('livreur_id')).toBe(demoUser.id);
    }
  });

  it('filters by status: Livrées, En cours (accepted or picked up), Annulées, Toutes', async () => {
    giveCurrentDelivery('acceptee');
    const mine = deliveriesOf();
    const lists = recordApiRequests({ method: 'GET', path: '/livraisons' });
    const { events } = renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');
    const filters = within(screen.getByRole('group', { name: 'Filtrer par statut' }));
    const show = async (name: RegExp, expected: Pick<Livraison, 'id' | 'created_at'>[]) => {
      await events.click(filters.getByRole('button', { name }));
      expect(filters.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(listed()).toEqual(labelsOf(expected)));
    };

    await show(
      /Livrées/,
      mine.filter((livraison) => livraison.status === 'livree'),
    );
    const underWay = mine.filter((livraison) => livraison.status === 'acceptee' || livraison.status === 'en_cours');
    expect(underWay).toHaveLength(1);
    await show(/En cours/, underWay);
    await show(
      /Annulées/,
      mine.filter((livraison) => livraison.status === 'annulee'),
    );
    await show(/Toutes/, mine);
    // The server filters: each status is asked for, never every delivery to sort out here.
    expect(lists.map((request) => request.query.get('status'))).toEqual([
      null,
      'livree',
      'acceptee',
      'en_cours',
      'annulee',
    ]);
  });

  it('shows the duration (delivery − pickup, in minutes) only when both times exist', async () => {
    const mine = deliveriesOf();
    const done = mine.find((livraison) => livraison.status === 'livree')!;
    const cancelled = mine.find((livraison) => livraison.status === 'annulee')!;
    // A ride of 23 min 40 s reads as 24 minutes.
    done.delivery_time = new Date(Date.parse(done.pickup_time!) + (23 * 60 + 40) * 1000).toISOString();
    renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');

    const doneItem = within(item(done));
    expect(doneItem.getByText('Durée')).toBeInTheDocument();
    expect(doneItem.getByText('24 min')).toBeInTheDocument();
    expect(doneItem.getByText(done.pickup_address)).toBeInTheDocument();
    expect(doneItem.getByText(done.delivery_address)).toBeInTheDocument();
    expect(cancelled.pickup_time).toBeNull();
    expect(within(item(cancelled)).queryByText('Durée')).not.toBeInTheDocument();
    expect(within(item(cancelled)).getByText(asRendered(formatKm(cancelled.distance_km)))).toBeInTheDocument();
  });

  it("shows a delivery's tip when its order has one, and no tip line otherwise", async () => {
    const mine = deliveriesOf();
    const tipped = mine.find((livraison) => orderOf(livraison).tip > 0)!;
    const untipped = mine.find((livraison) => orderOf(livraison).tip === 0)!;
    renderArea('/livreur/history', { user: demoUser });
    await waitFor(() => expect(listed()).toEqual(labelsOf(mine)));

    expect(
      within(item(tipped)).getByText(asRendered(`Pourboire : ${formatPrice(orderOf(tipped).tip)}`)),
    ).toBeInTheDocument();
    expect(within(item(untipped)).queryByText(/^Pourboire/)).not.toBeInTheDocument();
  });

  it("says 'Aucune livraison' when there is none, or none for the filter", async () => {
    db.livraisons = db.livraisons.filter(
      (livraison) => livraison.livreur_id !== demoUser.id || livraison.status === 'livree',
    );
    const { events } = renderArea('/livreur/history', { user: demoUser });
    await screen.findAllByRole('article');
    expect(screen.queryByText('Aucune livraison')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Annulées/ }));
    expect(await screen.findByText('Aucune livraison')).toBeInTheDocument();
  });

  it(`reads ${HISTORY_PAGE_SIZE} deliveries at a time with the server's cursor, counting them all`, async () => {
    const template = deliveriesOf().find((livraison) => livraison.status === 'livree')!;
    const many = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, index) => ({
      ...template,
      id: `${String(index).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
      created_at: new Date(Date.parse(template.created_at) - index * 3_600_000).toISOString(),
    }));
    db.livraisons = many;
    const lists = recordApiRequests({ method: 'GET', path: '/livraisons' });
    const { events } = renderArea('/livreur/history', { user: demoUser });
    expect(await screen.findAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE);
    expect(statValue('Total')).toBe(String(many.length));
    await events.click(screen.getByRole('button', { name: 'Afficher plus (5 restantes)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE + 5));
    expect(listed()).toEqual(labelsOf(many));
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).not.toBeInTheDocument();
    const [first, next] = lists;
    expect(lists).toHaveLength(2);
    expect(first?.query.get('limit')).toBe(String(HISTORY_PAGE_SIZE));
    expect(first?.query.has('cursor')).toBe(false);
    expect(next?.query.get('cursor')).toBeTruthy();
  });

  it("shows the load error and 'Réessayer'", async () => {
    server.use(http.get(`${MOCK_API_URL}/livraisons`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { events } = renderArea('/livreur/history', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(listed()).toEqual(labelsOf(deliveriesOf())));
    expect(screen.queryByText('Erreur lors du chargement')).not.toBeInTheDocument();
  });

  it("follows the courier's own deliveries live: one completed meanwhile is counted and listed as such", async () => {
    const live = liveStream();
    const current = giveCurrentDelivery('en_cours');
    const completed = () => deliveriesOf().filter((livraison) => livraison.status === 'livree').length;
    const before = completed();
    renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');
    await live.connected();
    expect(within(item(current)).getByText('En cours')).toBeInTheDocument();

    // Completed from another device (or by support).
    Object.assign(current, { status: 'livree', delivery_time: new Date().toISOString() });
    orderOf(current).status = 'livree';
    live.send({
      type: 'livraison.completed',
      commande_id: current.commande_id,
      livraison_id: current.id,
      livreur_id: demoUser.id,
    });

    await waitFor(() => expect(statValue('Complétées')).toBe(String(before + 1)));
    await waitFor(() => expect(within(item(current)).getByText('Livrée')).toBeInTheDocument());
  });
});
