import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normalizeText } from '@teranga/shared-ui/mocks';
import { recordRequests, refusals } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { openShowing, renderArea } from '../../test/render-area';

const ownCategories = () => db.categories.filter((category) => category.restaurant_id === demoRestaurant.id);
const list = () => screen.getByRole('list', { name: 'Catégories du menu' });
const item = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((li) => li.querySelector('p')?.textContent === name);

/** The page with its list loaded, as the demo restaurateur. */
async function open() {
  const view = renderArea('/restaurateur/categories', { user: demoUser });
  await screen.findByRole('list', { name: 'Catégories du menu' });
  return view;
}

/** Types `name` in the form and submits it. */
async function add(name: string) {
  const { events } = await open();
  await events.type(screen.getByLabelText('Nom de la catégorie'), name);
  await events.click(screen.getByRole('button', { name: 'Ajouter' }));
  return events;
}

describe('CategoriesPage', () => {
  it('lists the categories with their dish counts', async () => {
    await open();
    for (const category of ownCategories()) {
      const count = db.plats.filter(
        (plat) =>
          plat.restaurant_id === demoRestaurant.id && normalizeText(plat.category) === normalizeText(category.name),
      ).length;
      expect(item(category.name)).toHaveTextContent(`${count} plat${count > 1 ? 's' : ''}`);
    }
    expect(within(list()).getAllByRole('listitem')).toHaveLength(ownCategories().length);
  });

  it('refuses an empty name', async () => {
    const calls = recordRequests(server, { method: 'post', path: '/categories' });
    await add('  ');
    expect(screen.getByText('Veuillez entrer un nom de catégorie')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a category with a trimmed name', async () => {
    const calls = recordRequests(server, { method: 'post', path: '/categories' });
    await add('  Soupes ');
    expect(await screen.findByText('Catégorie ajoutée avec succès')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Soupes', restaurant_id: demoRestaurant.id });
    expect(item('Soupes')).toHaveTextContent('0 plat');
    expect(screen.getByLabelText('Nom de la catégorie')).toHaveValue('');
    expect(ownCategories().some((category) => category.name === 'Soupes')).toBe(true);
  });

  it.each(refusals(409, 'Cette catégorie existe déjà', "Erreur lors de l'ajout de la catégorie"))(
    'shows a refused addition with %s',
    async (_, response, message) => {
      answer('post', '/categories', response);
      const events = await add('Desserts');
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      // Typing again clears the inline message.
      await events.type(screen.getByLabelText('Nom de la catégorie'), 's');
      expect(screen.getAllByText(message)).toHaveLength(1);
    },
  );

  it('deletes a category after confirmation', async () => {
    const { events } = await open();
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

  it.each(refusals(403, 'Accès refusé', 'Erreur lors de la suppression'))(
    'reports a refused deletion with %s',
    async (_, response, message) => {
      answer('delete', '/categories/:id', response);
      const { events } = await open();
      await events.click(screen.getByRole('button', { name: 'Supprimer la catégorie Desserts' }));
      await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(item('Desserts')).toBeDefined();
    },
  );

  it('invites to add a first category when there is none', async () => {
    db.categories = db.categories.filter((category) => category.restaurant_id !== demoRestaurant.id);
    await openShowing('/restaurateur/categories', 'Aucune catégorie. Commencez par en ajouter une !');
  });

  it('disables adding and deleting for an account awaiting validation', async () => {
    giveDemoRestaurantToPendingUser();
    renderArea('/restaurateur/categories', { user: pendingUser });
    await screen.findByRole('list', { name: 'Catégories du menu' });
    expect(screen.getByRole('note')).toHaveTextContent('en attente de validation');
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer la catégorie Desserts' })).toBeDisabled();
  });
});
