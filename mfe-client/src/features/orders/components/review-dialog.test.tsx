import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../../mocks/db';
import { commandeIds, demoUser, restaurantIds } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderArea } from '../../../test/render-area';

const DAY = 86_400_000;
const reviewPath = `/commandes/${commandeIds.deliveredCard}/review`;
const delivered = () => db.commandes.find((c) => c.id === commandeIds.deliveredCard)!;
const caraibes = () => db.restaurants.find((r) => r.id === restaurantIds.saveursCaraibes)!;

const card = (id: string) =>
  screen
    .getAllByTestId('order-card')
    .find((c) => within(c).queryByRole('heading', { name: `Commande #${id.slice(0, 8)}` }))!;

async function openOrders() {
  const rendered = renderArea('/client/orders', { user: demoUser });
  await screen.findAllByTestId('order-card');
  return rendered;
}

/** Writes a review of the delivered order through the mock API, as if it was written `daysAgo` days ago. */
async function reviewed(rating: number, daysAgo = 0) {
  const post = await fetch(`${MOCK_API_URL}${reviewPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer mock-access:${demoUser.id}` },
    body: JSON.stringify({ rating, comment: 'Très bon colombo', courier_rating: 'up' }),
  });
  expect(post.status).toBe(201);
  const review = db.reviews.at(-1)!;
  const created = new Date(Date.now() - daysAgo * DAY).toISOString();
  Object.assign(review, { created_at: created, editable_until: new Date(Date.parse(created) + 7 * DAY).toISOString() });
  delivered().review = { id: review.id, rating, created_at: created };
}

describe('reviews from Mes Commandes', () => {
  it("invites the client to rate a delivered order only: 'Noter cette commande'", async () => {
    await openOrders();
    const invite = within(card(commandeIds.deliveredCard)).getByTestId('order-review');
    expect(invite).toHaveTextContent('Donnez votre avis sur cette commande');
    expect(within(invite).getByRole('button', { name: 'Noter cette commande' })).toBeInTheDocument();
    expect(within(card(commandeIds.pendingCash)).queryByTestId('order-review')).toBeNull();
    expect(within(card(commandeIds.refusedCard)).queryByTestId('order-review')).toBeNull();
  });

  it('rates with labelled stars, a counted comment and the courier’s thumb, then shows the note', async () => {
    const posts = recordRequests(server, { method: 'POST', path: reviewPath });
    const { events } = await openOrders();
    await events.click(within(card(commandeIds.deliveredCard)).getByRole('button', { name: 'Noter cette commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noter cette commande' });
    expect(dialog).toHaveTextContent(`Saveurs Caraïbes · Commande #${commandeIds.deliveredCard.slice(0, 8)}`);

    const stars = within(dialog).getByRole('group', { name: 'Votre note' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '1 étoile' })).toBeInTheDocument();
    expect(within(stars).getByRole('radio', { name: '5 étoiles' })).toBeInTheDocument();

    // No note yet: the shared rule's message, nothing sent.
    await events.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La note doit être un nombre entier de 1 à 5');
    expect(posts).toHaveLength(0);

    await events.click(within(stars).getByRole('radio', { name: '4 étoiles' }));
    expect(within(stars).getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    const comment = within(dialog).getByLabelText(/Votre commentaire/);
    expect(comment).toHaveAccessibleDescription('0 / 1000 caractères');
    expect(comment).toHaveAttribute('maxLength', '1000');
    await events.type(comment, 'Colombo parfait');
    expect(comment).toHaveAccessibleDescription('15 / 1000 caractères');
    const courier = within(dialog).getByRole('group', { name: 'Et votre livreur ?' });
    expect(within(courier).getAllByRole('radio')).toHaveLength(2);
    await events.click(within(courier).getByRole('radio', { name: 'Satisfait' }));
    await events.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));

    expect(await screen.findByText('Merci pour votre avis !')).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({ rating: 4, comment: 'Colombo parfait', courier_rating: 'up' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const note = await within(card(commandeIds.deliveredCard)).findByText('Votre note : 4/5');
    expect(note.parentElement).toContainElement(
      within(card(commandeIds.deliveredCard)).getByRole('button', { name: 'Modifier mon avis' }),
    );
    // The restaurant's figures come from its reviews (254 demo reviews, now one more).
    expect(caraibes()).toMatchObject({ total_reviews: 255, rating: 4.6 });
  });

  it('edits a review: the stored one loaded into the form, then PUT', async () => {
    await reviewed(3);
    const puts = recordRequests(server, { method: 'PUT', path: reviewPath });
    const { events } = await openOrders();
    expect(card(commandeIds.deliveredCard)).toHaveTextContent('Votre note : 3/5');
    await events.click(within(card(commandeIds.deliveredCard)).getByRole('button', { name: 'Modifier mon avis' }));

    const dialog = await screen.findByRole('dialog', { name: 'Modifier mon avis' });
    const stars = await within(dialog).findByRole('group', { name: 'Votre note' });
    expect(within(stars).getByRole('radio', { name: '3 étoiles' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Votre commentaire/)).toHaveValue('Très bon colombo');
    expect(within(dialog).getByRole('radio', { name: 'Satisfait' })).toBeChecked();

    await events.click(within(stars).getByRole('radio', { name: '5 étoiles' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre avis a été modifié')).toBeInTheDocument();
    expect(puts[0]?.body).toEqual({ rating: 5, comment: 'Très bon colombo', courier_rating: 'up' });
    expect(await within(card(commandeIds.deliveredCard)).findByText('Votre note : 5/5')).toBeInTheDocument();
  });

  it('no longer offers to change a review after 7 days', async () => {
    await reviewed(4, 8);
    await openOrders();
    expect(card(commandeIds.deliveredCard)).toHaveTextContent('Votre note : 4/5');
    expect(within(card(commandeIds.deliveredCard)).queryByRole('button', { name: 'Modifier mon avis' })).toBeNull();
  });

  it('asks nothing about a courier for a take-away order', async () => {
    Object.assign(delivered(), { fulfillment: 'a_emporter', livraison_id: null });
    const posts = recordRequests(server, { method: 'POST', path: reviewPath });
    const { events } = await openOrders();
    await events.click(within(card(commandeIds.deliveredCard)).getByRole('button', { name: 'Noter cette commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noter cette commande' });
    expect(within(dialog).queryByRole('group', { name: 'Et votre livreur ?' })).toBeNull();
    await events.click(within(dialog).getByRole('radio', { name: '5 étoiles' }));
    await events.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ rating: 5, comment: null });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    server.use(
      http.post(`${MOCK_API_URL}${reviewPath}`, () =>
        problem(409, 'Vous avez déjà donné votre avis sur cette commande'),
      ),
    );
    const { events } = await openOrders();
    await events.click(within(card(commandeIds.deliveredCard)).getByRole('button', { name: 'Noter cette commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noter cette commande' });
    await events.click(within(dialog).getByRole('radio', { name: '2 étoiles' }));
    await events.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText('Vous avez déjà donné votre avis sur cette commande')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Noter cette commande' })).toBeInTheDocument();
  });

  it('the new review shows first on the restaurant’s page, with its new count', async () => {
    await reviewed(4);
    renderArea(`/client/restaurants/${restaurantIds.saveursCaraibes}`, { user: demoUser });
    const hero = await screen.findByRole('region', { name: 'Saveurs Caraïbes' });
    expect(hero).toHaveTextContent('4,6 (255 avis)');
    const section = screen.getByRole('region', { name: 'Avis' });
    const [first] = await within(section).findAllByTestId('review');
    expect(first).toHaveTextContent('Aminata D.');
    expect(first).toHaveTextContent('Très bon colombo');
    expect(within(first!).getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
  });
});
