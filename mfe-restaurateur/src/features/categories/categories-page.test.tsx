import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { normalize } from '../../mocks/handlers/guards';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { recordRequests } from '../../test/record-requests';
import { renderArea } from '../../test/render-area';

const ownCategories = () => db.categories.filter((category) => category.restaurant_id === demoRestaurant.id);
const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Catégories du menu' }))
    .getAllByRole('listitem')
    .find((li) => li.querySelector('p')?.textContent === name);

describe('CategoriesPage', () => {
  it('lists the categories with their dish counts', async () => {
    renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    for (const category of ownCategories()) {
      const count = db.plats.filter(
        (plat) => plat.restaurant_id === demoRestaurant.id && normalize(plat.category) === normalize(category.name),
      ).length;
      expect(item(category.name)).toHaveTextContent(`${count} plat${count > 1 ? 's' : ''}`);
    }
    expect(within(screen.getByRole('list', { name: 'Catégories du menu' })).getAllByRole('listitem')).toHaveLength(
      ownCategories().length,
    );
  });

  it('refuses an empty name', async () => {
    const calls = recordRequests('post', '/categories');
    const { events } = renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    await events.type(screen.getByLabelText('Nom de la catégorie'), '  ');
    await events.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByText('Veuillez entrer un nom de catégorie')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a category with a trimmed name', async () => {
    const calls = recordRequests('post', '/categories');
    const { events } = renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    await events.type(screen.getByLabelText('Nom de la catégorie'), '  Soupes ');
    await events.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Catégorie ajoutée avec succès')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Soupes', restaurant_id: demoRestaurant.id });
    expect(item('Soupes')).toHaveTextContent('0 plat');
    expect(screen.getByLabelText('Nom de la catégorie')).toHaveValue('');
    expect(ownCategories().some((category) => category.name === 'Soupes')).toBe(true);
  });

  it.each([
    ['the server message', () => problem(409, 'Cette catégorie existe déjà'), 'Cette catégorie existe déjà'],
    ['the fallback', () => HttpResponse.json({}, { status: 500 }), "Erreur lors de l'ajout de la catégorie"],
  ])('shows a refused addition with %s', async (_, response, message) => {
    server.use(http.post(`${MOCK_API_URL}/categories`, response));
    const { events } = renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    await events.type(screen.getByLabelText('Nom de la catégorie'), 'Desserts');
    await events.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    // Typing again clears the inline message.
    await events.type(screen.getByLabelText('Nom de la catégorie'), 's');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('deletes a category after confirmation', async () => {
    const { events } = renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    await events.click(screen.getByRole('button', { name: 'Supprimer la catégorie Grillades' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Supprimer cette catégorie? Les plats utilisant cette catégorie devront être mis à jour.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Catégorie supprimée')).toBeInTheDocument();
    await waitFor(() => expect(item('Grillades')).toBeUndefined());
    expect(ownCategories().some((category) => category.name === 'Grillades')).toBe(false);
  });

  it.each([
    ['the server message', () => problem(403, 'Accès refusé'), 'Accès refusé'],
    ['the fallback', () => HttpResponse.json({}, { status: 500 }), 'Erreur lors de la suppression'],
  ])('reports a refused deletion with %s', async (_, response, message) => {
    server.use(http.delete(`${MOCK_API_URL}/categories/:id`, response));
    const { events } = renderArea('/restaurateur/categories', { user: demoUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    await events.click(screen.getByRole('button', { name: 'Supprimer la catégorie Desserts' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(item('Desserts')).toBeDefined();
  });

  it('invites to add a first category when there is none', async () => {
    db.categories = db.categories.filter((category) => category.restaurant_id !== demoRestaurant.id);
    renderArea('/restaurateur/categories', { user: demoUser });
    expect(await screen.findByText('Aucune catégorie. Commencez par en ajouter une !')).toBeInTheDocument();
  });

  it('says when the categories cannot be loaded', async () => {
    server.use(http.get(`${MOCK_API_URL}/categories`, () => HttpResponse.json({}, { status: 500 })));
    renderArea('/restaurateur/categories', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des catégories')).toBeInTheDocument();
  });

  it('disables adding and deleting for an account awaiting validation', async () => {
    db.restaurants.find((r) => r.id === demoRestaurant.id)!.owner_id = pendingUser.id;
    renderArea('/restaurateur/categories', { user: pendingUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    expect(screen.getByRole('note')).toHaveTextContent('en attente de validation');
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer la catégorie Desserts' })).toBeDisabled();
  });
});
