import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_REPLY_MAX, REVIEWS_PAGE_SIZE, formatDateLong } from '@teranga/shared-ui';
import { problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { renderArea } from '../../test/render-area';
import { fill, flat } from '../../test/text';

const PATH = '/restaurateur/reviews';

/** The demo restaurant's visible reviews, newest first, as the page lists them. */
const visible = () =>
  db.reviews
    .filter((review) => review.restaurant_id === demoRestaurant.id && !review.hidden)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

const reviewList = () => screen.getByRole('list', { name: 'Derniers avis' });
const articles = () => within(reviewList()).getAllByRole('article');

async function open(user = demoUser) {
  const view = renderArea(PATH, { user });
  await screen.findByRole('list', { name: 'Derniers avis' });
  return view;
}

describe('ReviewsPage', () => {
  it('shows the rating, and the latest reviews with their stars, comment and date', async () => {
    await open();
    const summary = screen.getByRole('region', { name: 'Note moyenne' });
    expect(summary).toHaveTextContent('4,6 sur 5');
    expect(summary).toHaveTextContent('187 avis');

    expect(articles()).toHaveLength(REVIEWS_PAGE_SIZE);
    const [latest] = visible();
    const first = articles()[0]!;
    expect(within(first).getByRole('img', { name: `Note : ${latest!.rating} sur 5` })).toBeInTheDocument();
    expect(within(first).getByText(`${latest!.rating}/5`)).toBeInTheDocument();
    expect(within(first).getByText(flat(formatDateLong(latest!.created_at)))).toBeInTheDocument();
    // The public name: first name and initial.
    const [firstName, lastName] = [latest!.client_name.split(' ')[0]!, latest!.client_name.split(' ').at(-1)!];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(`${firstName} ${lastName[0]}.`);
    if (latest!.comment) expect(within(first).getByText(latest!.comment)).toBeInTheDocument();
  });

  it('shows an answered review with its answer and no button', async () => {
    await open();
    const answered = visible().find((review) => review.reply)!;
    const card = articles()[visible().indexOf(answered)]!;
    expect(within(card).getByText(answered.reply!)).toBeInTheDocument();
    expect(within(card).getByText(/Votre réponse/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Répondre/ })).not.toBeInTheDocument();
  });

  it("brings older reviews with 'Voir plus', following the API's cursor, until there are none", async () => {
    // Two pages and a bit: enough to follow the cursor to the end without rendering 187 cards.
    const kept = 2 * REVIEWS_PAGE_SIZE + 5;
    db.reviews = visible().slice(0, kept);
    const calls = recordRequests(server, { method: 'get', path: `/restaurants/${demoRestaurant.id}/reviews` });
    const { events } = await open();
    await events.click(screen.getByRole('button', { name: 'Voir plus d’avis' }));
    await waitFor(() => expect(articles()).toHaveLength(2 * REVIEWS_PAGE_SIZE));
    expect(calls.at(-1)?.query.get('cursor')).toBeTruthy();
    while (screen.queryByRole('button', { name: 'Voir plus d’avis' })) {
      const shown = articles().length;
      await events.click(screen.getByRole('button', { name: 'Voir plus d’avis' }));
      await waitFor(() => expect(articles().length).toBeGreaterThan(shown));
    }
    expect(articles()).toHaveLength(kept);
    expect(calls).toHaveLength(3);
  });

  it("answers a review once: 'Répondre' opens the form, the answer replaces it", async () => {
    const replies = recordRequests(server, { method: 'post', path: /^\/reviews\/[^/]+\/reply$/ });
    const { events } = await open();
    const target = visible().find((review) => !review.reply)!;
    const card = articles()[visible().indexOf(target)]!;
    await events.click(within(card).getByRole('button', { name: /^Répondre/ }));
    const field = within(card).getByLabelText('Votre réponse');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', String(REVIEW_REPLY_MAX));

    // Blank: the shared rule's message, nothing sent.
    await events.type(field, '   ');
    await events.click(within(card).getByRole('button', { name: 'Publier la réponse' }));
    expect(within(card).getByText(REVIEW_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(replies).toHaveLength(0);

    await fill(events, field, 'Merci pour votre visite, à bientôt !');
    expect(within(card).getByText(/^36 \/ 1000 caractères/)).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'Publier la réponse' }));
    expect(await screen.findByText('Réponse publiée')).toBeInTheDocument();
    expect(replies).toHaveLength(1);
    expect(replies[0]?.path).toBe(`/reviews/${target.id}/reply`);
    expect(replies[0]?.body).toEqual({ reply: 'Merci pour votre visite, à bientôt !' });

    const shown = within(card).getByText('Merci pour votre visite, à bientôt !');
    expect(within(card).queryByRole('button', { name: /Répondre/ })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    await waitFor(() => expect(shown.parentElement).toHaveFocus());
    expect(db.reviews.find((review) => review.id === target.id)?.reply).toBe('Merci pour votre visite, à bientôt !');
  });

  it('closes the form with Annuler, back on its button', async () => {
    const { events } = await open();
    const card = articles()[0]!;
    const button = within(card).getByRole('button', { name: /^Répondre/ });
    await events.click(button);
    await events.click(within(card).getByRole('button', { name: 'Annuler' }));
    expect(within(card).queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: /^Répondre/ })).toHaveFocus());
  });

  it('shows why the API refused the answer', async () => {
    answer('post', '/reviews/:id/reply', () => problem(409, REVIEW_MESSAGES.alreadyReplied));
    const { events } = await open();
    const card = articles()[0]!;
    await events.click(within(card).getByRole('button', { name: /^Répondre/ }));
    await fill(events, within(card).getByLabelText('Votre réponse'), 'Merci !');
    await events.click(within(card).getByRole('button', { name: 'Publier la réponse' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReplied);
  });

  it('says when there is no review yet', async () => {
    db.reviews = [];
    renderArea(PATH, { user: demoUser });
    expect(await screen.findByText('Aucun avis pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Note moyenne' })).toHaveTextContent('Pas encore de note');
  });

  it('says when the reviews cannot be loaded', async () => {
    answer('get', '/restaurants/:id/reviews');
    renderArea(PATH, { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des avis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('keeps the answers disabled for an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    await open(pendingUser);
    expect(within(articles()[0]!).getByRole('button', { name: /^Répondre/ })).toBeDisabled();
  });
});
