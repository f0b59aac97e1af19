import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatKm, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { callsTo, recordApiCalls } from '../../test/api-calls';
import { renderArea } from '../../test/render-area';
import { deliveriesOf, giveCurrentDelivery } from '../../test/scenarios';
import { asRendered } from '../../test/text';
import { HISTORY_PAGE_SIZE } from './components/history-list';

const item = (livraison: Pick<Livraison, 'id'>) => screen.getByRole('article', { name: `Livraison #${shortId(livraison.id)}` });
const listed = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));
const labelsOf = (deliveries: Livraison[]) =>
  [...deliveries]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((livraison) => `Livraison #${shortId(livraison.id)}`);
const statValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ');

describe('Historique', () => {
  it("summarises the courier's deliveries: total, completed and distance of the completed ones", async () => {
    const calls = recordApiCalls();
    const mine = deliveriesOf();
    const completed = mine.filter((livraison) => livraison.status === 'livree');
    expect(mine.some((livraison) => livraison.status === 'annulee' && livraison.distance_km)).toBe(true);
    renderArea('/livreur/history', { user: demoUser });

    await screen.findByText('Distance totale');
    expect(statValue('Total')).toBe(String(mine.length));
    expect(statValue('Complétées')).toBe(String(completed.length));
    const distance = Math.round(completed.reduce((sum, livraison) => sum + livraison.distance_km!, 0) * 10) / 10;
    expect(statValue('Distance totale')).toBe(asRendered(formatKm(distance)));
    expect(listed()).toEqual(labelsOf(mine));
    expect(callsTo(calls, 'GET', '/livraisons')[0]?.query.get('livreur_id')).toBe(demoUser.id);
  });

  it('filters by status: Livrées, En cours (accepted or picked up), Annulées, Toutes', async () => {
    giveCurrentDelivery('acceptee');
    const mine = deliveriesOf();
    const { events } = renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');
    const filters = within(screen.getByRole('group', { name: 'Filtrer par statut' }));

    await events.click(filters.getByRole('button', { name: /Livrées/ }));
    expect(filters.getByRole('button', { name: /Livrées/ })).toHaveAttribute('aria-pressed', 'true');
    expect(listed()).toEqual(labelsOf(mine.filter((livraison) => livraison.status === 'livree')));

    await events.click(filters.getByRole('button', { name: /En cours/ }));
    const underWay = mine.filter((livraison) => livraison.status === 'acceptee' || livraison.status === 'en_cours');
    expect(underWay).toHaveLength(1);
    expect(listed()).toEqual(labelsOf(underWay));

    await events.click(filters.getByRole('button', { name: /Annulées/ }));
    expect(listed()).toEqual(labelsOf(mine.filter((livraison) => livraison.status === 'annulee')));

    await events.click(filters.getByRole('button', { name: /Toutes/ }));
    expect(listed()).toEqual(labelsOf(mine));
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

  it("says 'Aucune livraison' when there is none, or none for the filter", async () => {
    db.livraisons = db.livraisons.filter(
      (livraison) => livraison.livreur_id !== demoUser.id || livraison.status === 'livree',
    );
    const { events } = renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');
    expect(screen.queryByText('Aucune livraison')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Annulées/ }));
    expect(screen.getByText('Aucune livraison')).toBeInTheDocument();
  });

  it(`shows ${HISTORY_PAGE_SIZE} deliveries at a time, then more on request`, async () => {
    const template = deliveriesOf().find((livraison) => livraison.status === 'livree')!;
    const many = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, index) => ({
      ...template,
      id: `${String(index).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
      created_at: new Date(Date.parse(template.created_at) - index * 3_600_000).toISOString(),
    }));
    db.livraisons = many;
    const { events } = renderArea('/livreur/history', { user: demoUser });
    await screen.findByText('Distance totale');
    expect(screen.getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE);
    await events.click(screen.getByRole('button', { name: 'Afficher plus (5 restantes)' }));
    expect(screen.getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).not.toBeInTheDocument();
  });

  it("shows the load error and 'Réessayer'", async () => {
    server.use(http.get(`${MOCK_API_URL}/livraisons`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { events } = renderArea('/livreur/history', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Distance totale')).toBeInTheDocument();
  });
});
