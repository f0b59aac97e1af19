import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../../mocks/db';
import { demoUser, restaurantIds } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderArea } from '../../../test/render-area';

const reviewsOf = (id: string) => `/restaurants/${id}/reviews`;

async function openReviews(id: string = restaurantIds.chezFatou) {
  const rendered = renderArea(`/client/restaurants/${id}`, { user: demoUser });
  await screen.findByRole('heading', { level: 1 });
  const section = screen.getByRole('region', { name: 'Avis' });
  await within(section).findAllByTestId('review');
  return { ...rendered, section };
}

describe('restaurant page: reviews', () => {
  it('sums up the rating and count, then lists the latest reviews with accessible stars', async () => {
    const { section } = await openReviews();
    const summary = within(section).getByTestId('reviews-summary');
    expect(summary).toHaveTextContent('4,7');
    expect(summary).toHaveTextContent('312 avis');
    expect(within(summary).getByRole('img', { name: 'Note moyenne : 4,7 sur 5' })).toBeInTheDocument();

    const reviews = within(section).getAllByTestId('review');
    expect(reviews).toHaveLength(20);
    const [newest, second] = reviews;
    expect(within(newest!).getByRole('img', { name: 'Note : 5 sur 5' })).toHaveTextContent('★★★★★');
    // First name and initial only.
    expect(newest).toHaveTextContent('Awa S.');
    expect(newest).toHaveTextContent('1 mars 2025');
    expect(newest).toHaveTextContent('Excellent, comme à la maison. Livré bien chaud !');
    expect(second).toHaveTextContent('Mamadou B.');
    expect(second).toHaveTextContent('Réponse du restaurantMerci pour votre retour, nous en tenons compte.');
    expect(newest).not.toHaveTextContent('Réponse du restaurant');
  });

  it("pages with 'Voir plus d’avis' (the API's cursor) until the last page", async () => {
    const calls = recordRequests(server, { method: 'GET', path: reviewsOf(restaurantIds.petitYassa) });
    const { section, events } = await openReviews(restaurantIds.petitYassa);
    expect(calls[0]?.url.searchParams.get('cursor')).toBeNull();
    expect(calls[0]?.url.searchParams.get('limit')).toBe('20');

    await events.click(within(section).getByRole('button', { name: 'Voir plus d’avis' }));
    await waitFor(() => expect(within(section).getAllByTestId('review')).toHaveLength(40));
    expect(calls[1]?.url.searchParams.get('cursor')).toBeTruthy();

    await events.click(within(section).getByRole('button', { name: 'Voir plus d’avis' }));
    // 57 reviews: the third page is the last.
    await waitFor(() => expect(within(section).getAllByTestId('review')).toHaveLength(57));
    expect(within(section).queryByRole('button', { name: 'Voir plus d’avis' })).not.toBeInTheDocument();
    expect(
      new Set(
        within(section)
          .getAllByTestId('review')
          .map((r) => r.textContent),
      ).size,
    ).toBeGreaterThan(1);
  });

  it("says 'Aucun avis pour le moment' for a restaurant nobody reviewed", async () => {
    db.reviews = db.reviews.filter((review) => review.restaurant_id !== restaurantIds.baobab);
    renderArea(`/client/restaurants/${restaurantIds.baobab}`, { user: demoUser });
    const section = await screen.findByRole('region', { name: 'Avis' });
    expect(await within(section).findByText('Aucun avis pour le moment')).toBeInTheDocument();
  });

  it("shows 'Erreur lors du chargement des avis' with 'Réessayer' when the list fails", async () => {
    server.use(
      http.get(`${MOCK_API_URL}${reviewsOf(restaurantIds.chezFatou)}`, () => problem(500, 'Erreur interne'), {
        once: true,
      }),
    );
    const { events } = renderArea(`/client/restaurants/${restaurantIds.chezFatou}`, { user: demoUser });
    const section = await screen.findByRole('region', { name: 'Avis' });
    expect(await within(section).findByText('Erreur lors du chargement des avis')).toBeInTheDocument();
    // The menu is not held back by the reviews.
    expect(screen.getByRole('heading', { level: 1, name: 'Chez Fatou' })).toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findAllByTestId('review')).toHaveLength(20);
  });

  it('says when the next page fails, and keeps what was shown', async () => {
    const { section, events } = await openReviews();
    server.use(http.get(`${MOCK_API_URL}${reviewsOf(restaurantIds.chezFatou)}`, () => HttpResponse.error()));
    await events.click(within(section).getByRole('button', { name: 'Voir plus d’avis' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Erreur lors du chargement des avis');
    expect(within(section).getAllByTestId('review')).toHaveLength(20);
  });
});
