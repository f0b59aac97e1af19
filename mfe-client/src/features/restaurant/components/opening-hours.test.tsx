import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Restaurant } from '@teranga/shared-ui';
import { db } from '../../../mocks/db';
import { demoUser, restaurantIds } from '../../../mocks/fixtures';
import { renderArea } from '../../../test/render-area';

/** The clock of the page and of the mock API, Date only (timers stay real for the user events). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  onTestFinished(() => void vi.useRealTimers());
}

const fatouHours: Restaurant['opening_hours'] = [
  { day: 1, open: '11:30', close: '14:30' },
  { day: 1, open: '18:30', close: '23:00' },
  { day: 2, open: '11:30', close: '14:30' },
  { day: 5, open: '18:00', close: '02:00' },
];

function setFatou(changes: Partial<Restaurant>) {
  Object.assign(
    db.restaurants.find((r) => r.id === restaurantIds.chezFatou)!,
    changes,
  );
}

async function open(id: string) {
  const rendered = renderArea(`/client/restaurants/${id}`, { user: demoUser });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const hours = () => screen.getByRole('region', { name: 'Horaires' });
const dayRow = (label: string) =>
  within(hours())
    .getAllByRole('term')
    .find((term) => term.textContent?.startsWith(label))!.parentElement!;

describe('restaurant page: hours', () => {
  it("lists the week, 'Fermé' days and ranges passing midnight", async () => {
    await open(restaurantIds.petitYassa);
    expect(hours().querySelector('dl')).toHaveAttribute('aria-label', 'Horaires de la semaine');
    const rangesOf = (day: string) => within(dayRow(day)).getByRole('definition').textContent;
    expect(rangesOf('Lundi')).toBe('Fermé');
    expect(rangesOf('Mardi')).toBe('11:30–14:30, 18:30–23:00');
    expect(rangesOf('Vendredi')).toBe('11:30–14:30, 18:00–02:00');
    expect(rangesOf('Dimanche')).toBe('12:00–15:00');
    // The switch is off: no order, not even for later.
    expect(within(hours()).getByTestId('opening-state')).toHaveTextContent(
      'Fermé : le restaurant ne prend pas de commandes',
    );
  });

  it('says when a restaurant closed by its hours opens, and still lets the client order for later', async () => {
    at('2026-05-04T13:00:00Z'); // Monday 15:00 in Paris
    setFatou({ opening_hours: fatouHours });
    await open(restaurantIds.chezFatou);

    expect(screen.getByRole('region', { name: 'Chez Fatou' })).toHaveTextContent('Fermé');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Fermé pour le moment — commandez pour plus tard (ouvre à 18:30).',
    );
    expect(within(hours()).getByTestId('opening-state')).toHaveTextContent('Fermé pour le moment · Ouvre à 18:30');
    expect(dayRow('Lundi')).toHaveAttribute('aria-current', 'date');
    expect(dayRow('Lundi')).toHaveTextContent('Lundi (aujourd’hui)');
    expect(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' })).toBeEnabled();
  });

  it("says 'Ouvre demain à 11:30' after the last range of the day, and 'Ouvre vendredi à 18:00' after Tuesday's", async () => {
    at('2026-05-04T21:30:00Z'); // Monday 23:30
    setFatou({ opening_hours: fatouHours });
    const { unmount } = await open(restaurantIds.chezFatou);
    expect(screen.getByRole('note')).toHaveTextContent('(ouvre demain à 11:30)');
    unmount();

    vi.setSystemTime(new Date('2026-05-05T13:00:00Z')); // Tuesday 15:00
    await open(restaurantIds.chezFatou);
    expect(within(hours()).getByTestId('opening-state')).toHaveTextContent('Ouvre vendredi à 18:00');
  });

  it("shows 'Ferme bientôt' in the last 30 minutes, with the closing time", async () => {
    at('2026-05-04T20:45:00Z'); // Monday 22:45
    setFatou({ opening_hours: fatouHours });
    await open(restaurantIds.chezFatou);
    expect(screen.getByRole('region', { name: 'Chez Fatou' })).toHaveTextContent('Ferme bientôt');
    expect(within(hours()).getByTestId('opening-state')).toHaveTextContent('Ouvert maintenant · Ferme à 23:00');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists the exceptional closures still to come, not the past ones', async () => {
    at('2026-05-04T10:00:00Z');
    setFatou({
      closures: [
        { from: '2026-04-01', to: '2026-04-03', reason: 'Travaux' },
        { from: '2026-05-10', to: '2026-05-12', reason: 'Congés' },
        { from: '2026-07-14', to: '2026-07-14', reason: '' },
      ],
    });
    await open(restaurantIds.chezFatou);
    const list = within(hours()).getByRole('heading', { name: 'Fermetures exceptionnelles' }).nextElementSibling!;
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fermé du 10 mai au 12 mai — Congés', 'Fermé le 14 juillet']);
  });

  it('says there are no fixed hours when the switch alone decides', async () => {
    await open(restaurantIds.chezFatou);
    expect(hours()).toHaveTextContent('Pas d’horaires fixes');
    expect(within(hours()).getByTestId('opening-state')).toHaveTextContent('Ouvert maintenant');
  });
});
