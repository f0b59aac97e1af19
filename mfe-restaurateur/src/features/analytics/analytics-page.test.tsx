import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatPrice } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { computeAnalytics } from '../../mocks/handlers/analytics';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser, serverError } from '../../test/mock-api';
import { openShowing, renderArea } from '../../test/render-area';
import { flat, statValue } from '../../test/text';

const card = (label: string) => statValue('Chiffres clés', label);

const ANALYTICS_PATH = /^\/analytics\/restaurant\/[^/]+$/;

async function expectFigures(days: number) {
  const expected = computeAnalytics(demoRestaurant.id, days);
  const { summary } = expected;
  await waitFor(() => expect(card("Chiffre d'affaires total")).toBe(flat(formatPrice(summary.total_revenue))));
  expect(card('Total des commandes')).toBe(String(summary.total_orders));
  expect(card('Panier moyen')).toBe(flat(formatPrice(summary.avg_order_value)));
  const rate = Math.round(((summary.orders_by_status.livree ?? 0) / summary.total_orders) * 100);
  expect(card('Taux de réussite')).toBe(`${rate} %`);
  return expected;
}

describe('AnalyticsPage', () => {
  it('shows the last 30 days by default: cards, top dishes, orders per status and the daily chart', async () => {
    const calls = recordRequests(server, { method: 'get', path: ANALYTICS_PATH });
    renderArea('/restaurateur/analytics', { user: demoUser });
    await screen.findByRole('region', { name: 'Chiffres clés' });
    expect(calls[0]?.path).toBe(`/analytics/restaurant/${demoRestaurant.id}`);
    expect(calls[0]?.query.get('days')).toBe('30');
    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveValue('30');

    const { summary, popular_dishes: popular } = await expectFigures(30);

    const table = screen.getByRole('table', { name: 'Plats les plus populaires' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, popular.length));
    rows.forEach((row, index) => {
      const dish = popular[index]!;
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => flat(cell.textContent ?? ''));
      expect(cells).toEqual([`#${index + 1}`, dish.name, String(dish.count), flat(formatPrice(dish.revenue))]);
    });

    const statuses = screen.getByRole('region', { name: 'Commandes par statut' });
    for (const status of ORDER_STATUSES) {
      const entry = within(statuses).getByText(ORDER_STATUS_LABELS[status]).closest('div');
      expect(entry).toHaveTextContent(String(summary.orders_by_status[status] ?? 0));
    }

    // recharts arrives in its own chunk, after the rest of the page.
    expect(await screen.findByTestId('revenue-chart')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: "Chiffre d'affaires et commandes par jour" })).toBeInTheDocument();
  });

  it.each([7, 90])('reloads the figures for the %i-day period', async (days) => {
    const calls = recordRequests(server, { method: 'get', path: ANALYTICS_PATH });
    const { events } = renderArea('/restaurateur/analytics', { user: demoUser });
    await screen.findByRole('region', { name: 'Chiffres clés' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Période' }), `${days} derniers jours`);
    await waitFor(() => expect(calls.at(-1)?.query.get('days')).toBe(String(days)));
    await screen.findByRole('region', { name: 'Chiffres clés' });
    await expectFigures(days);
    expect(screen.getByRole('region', { name: 'Chiffres clés' })).toHaveTextContent(`${days} derniers jours`);
  });

  it("says 'Données non disponibles' when the period has no order", async () => {
    db.commandes = [];
    await openShowing('/restaurateur/analytics', 'Données non disponibles');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Données non disponibles' when the figures cannot be loaded, and retries", async () => {
    answer('get', '/analytics/restaurant/:id', serverError, { once: true });
    const { events } = renderArea('/restaurateur/analytics', { user: demoUser });
    expect(await screen.findByText('Données non disponibles')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Chiffres clés' })).toBeInTheDocument();
  });

  it('explains the wait to an account awaiting validation, without asking the API', async () => {
    giveDemoRestaurantToPendingUser();
    const calls = recordRequests(server, { method: 'get', path: ANALYTICS_PATH });
    renderArea('/restaurateur/analytics', { user: pendingUser });
    expect(
      await screen.findByText(/Votre compte est en attente de validation par un administrateur/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Période' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
