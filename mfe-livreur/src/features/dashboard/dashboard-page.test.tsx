import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shortId } from '@teranga/shared-ui';
import type { DriverAnalytics } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, recordApiRequests, renderArea } from '../../test/render-area';
import { liveStream } from '../../test/live';
import { deliveriesOf, giveCurrentDelivery, orderOf, scheduledOffer } from '../../test/scenarios';

const statValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent?.replace(/\s+/g, ' ');
};

describe('Dashboard', () => {
  it('shows the 7-day figures: counts, distance in km to 1 decimal, average time in whole minutes', async () => {
    const analytics = recordApiRequests({ path: `/analytics/livreur/${demoUser.id}` });
    server.use(
      http.get(`${MOCK_API_URL}/analytics/livreur/:id`, () =>
        HttpResponse.json<DriverAnalytics>({
          period_days: 7,
          summary: {
            total_deliveries: 14,
            completed_deliveries: 12,
            total_distance_km: 48.26,
            avg_delivery_time_minutes: 27.6,
          },
        }),
      ),
    );
    renderArea('/livreur/dashboard', { user: demoUser });

    await screen.findByText('Distance totale');
    expect(statValue('Livraisons')).toBe('14');
    expect(statValue('Complétées')).toBe('12');
    expect(statValue('Distance totale')).toBe('48,3 km');
    expect(statValue('Temps moyen')).toBe('28 min');
    expect(analytics.map((request) => request.query.get('days'))).toEqual(['7']);
  });

  it('lists the 5 most recent deliveries, newest first', async () => {
    const lists = recordApiRequests({ method: 'GET', path: '/livraisons' });
    const mine = deliveriesOf().sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(mine.length).toBeGreaterThan(5);
    renderArea('/livreur/dashboard', { user: demoUser });

    const section = await screen.findByRole('region', { name: 'Livraisons récentes' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/#(\w{8})/)?.[1])).toEqual(
      mine.slice(0, 5).map((livraison) => shortId(livraison.id)),
    );
    const recent = lists.find((request) => !request.query.has('status'));
    expect(recent?.query.get('limit')).toBe('5');
    expect(recent?.query.get('livreur_id')).toBe(demoUser.id);
  });

  it('highlights the current delivery and links to it', async () => {
    const current = giveCurrentDelivery('en_cours');
    const { events } = renderArea('/livreur/dashboard', { user: demoUser });

    const highlight = within(await screen.findByRole('region', { name: 'Livraison en cours' }));
    expect(highlight.getByText('En cours')).toBeInTheDocument();
    expect(highlight.getByText(current.pickup_address)).toBeInTheDocument();
    expect(highlight.getByText('Destination')).toBeInTheDocument();
    expect(highlight.getByText(current.delivery_address)).toBeInTheDocument();
    expect(highlight.getByText(`${String(current.distance_km).replace('.', ',')} km`)).toBeInTheDocument();
    expect(highlight.getByText(`${current.estimated_time_minutes} min`)).toBeInTheDocument();
    await events.click(highlight.getByRole('link', { name: 'Voir la livraison' }));
    expect(currentPath()).toBe('/livreur/active');
  });

  it('tells when the accepted order for later must leave the restaurant', async () => {
    const current = giveCurrentDelivery('acceptee', 'en_preparation', scheduledOffer());
    // 18:45 UTC is 19:45 in Paris (the tests' time zone) in March.
    orderOf(current).ready_at = '2025-03-10T18:45:00Z';
    renderArea('/livreur/dashboard', { user: demoUser });
    const highlight = within(await screen.findByRole('region', { name: 'Livraison en cours' }));
    expect(highlight.getByText(/^Départ prévu vers/)).toHaveTextContent(/^Départ prévu vers 19:45$/);
  });

  it('updates the highlight live when the current delivery is picked up elsewhere', async () => {
    const live = liveStream();
    const current = giveCurrentDelivery('acceptee');
    renderArea('/livreur/dashboard', { user: demoUser });
    const highlight = within(await screen.findByRole('region', { name: 'Livraison en cours' }));
    expect(highlight.getByText('Acceptée')).toBeInTheDocument();
    await live.connected();

    Object.assign(current, { status: 'en_cours', pickup_time: new Date().toISOString() });
    orderOf(current).status = 'en_livraison';
    live.send({
      type: 'livraison.started',
      commande_id: current.commande_id,
      livraison_id: current.id,
      livreur_id: demoUser.id,
    });

    expect(await highlight.findByText('En cours')).toBeInTheDocument();
  });

  it("has no highlight without a current delivery, and says 'Aucune livraison' for a new courier", async () => {
    db.livraisons = db.livraisons.filter((livraison) => livraison.livreur_id !== demoUser.id);
    renderArea('/livreur/dashboard', { user: demoUser });
    expect(await screen.findByText('Aucune livraison')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Livraison en cours' })).not.toBeInTheDocument();
    expect(statValue('Livraisons')).toBe('0');
  });

  it("shows 'Erreur lors du chargement des données' and loads again on 'Réessayer'", async () => {
    server.use(
      http.get(`${MOCK_API_URL}/analytics/livreur/:id`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { events } = renderArea('/livreur/dashboard', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Livraisons récentes' })).toBeInTheDocument();
  });

  it('tells a courier awaiting approval that an administrator must validate the account', async () => {
    const requests = recordApiRequests();
    renderArea('/livreur/dashboard', { user: pendingUser });
    expect(
      await screen.findByText(/Votre compte est en attente de validation par un administrateur/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucune livraison')).toBeInTheDocument();
    // The API refuses figures to a pending account: none are asked for, none are shown.
    await waitFor(() => expect(requests.some((request) => request.path === '/auth/me')).toBe(true));
    expect(requests.some((request) => request.path.startsWith('/analytics'))).toBe(false);
    expect(screen.queryByText('Distance totale')).not.toBeInTheDocument();
  });
});
