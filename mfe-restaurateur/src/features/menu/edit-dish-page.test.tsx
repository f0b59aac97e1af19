import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { demoUser } from '../../mocks/fixtures';
import { plats } from '../../mocks/restaurant-fixtures';
import { server } from '../../mocks/server';
import { answer } from '../../test/mock-api';
import { currentPath, renderArea } from '../../test/render-area';
import { fill, flat } from '../../test/text';

const mafe = plats.find((plat) => plat.name === 'Mafé bœuf')!;
const foreign = plats.find((plat) => plat.restaurant_id !== mafe.restaurant_id)!;

describe('EditDishPage', () => {
  it('fills the form with the dish', async () => {
    renderArea(`/restaurateur/menu/${mafe.id}/edit`, { user: demoUser });
    expect(await screen.findByLabelText(/Nom du plat/)).toHaveValue(mafe.name);
    expect(screen.getByLabelText(/Description/)).toHaveValue(mafe.description);
    expect(screen.getByLabelText(/Prix \(€\)/)).toHaveValue(mafe.price);
    expect(screen.getByLabelText(/Temps de préparation/)).toHaveValue(mafe.preparation_time);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Catégorie/ })).toHaveValue(mafe.category));
    expect(screen.getByRole('checkbox', { name: 'Fruits à coque' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gluten' })).not.toBeChecked();
    expect(screen.getByRole('img', { name: /Image du plat/ })).toHaveAttribute(
      'src',
      `http://localhost:8000${mafe.image_url}`,
    );
  });

  it('saves the changes with PUT (no restaurant_id) and shows them on the menu', async () => {
    const updates = recordRequests(server, { method: 'put', path: /^\/plats\/[^/]+$/ });
    const { events } = renderArea(`/restaurateur/menu/${mafe.id}/edit`, { user: demoUser });
    await fill(events, await screen.findByLabelText(/Prix \(€\)/), '14.5');
    await events.click(screen.getByRole('checkbox', { name: 'Épicé' }));
    await events.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Plat mis à jour avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
    expect(updates[0]?.path).toBe(`/plats/${mafe.id}`);
    expect(updates[0]?.body).toEqual({
      name: mafe.name,
      description: mafe.description,
      price: 14.5,
      category: mafe.category,
      image_url: mafe.image_url,
      allergens: mafe.allergens,
      is_available: true,
      preparation_time: mafe.preparation_time,
      is_vegetarian: false,
      is_vegan: false,
      is_spicy: true,
    });
    const card = await screen.findByRole('article', { name: mafe.name });
    expect(within(card).getByText(flat(formatPrice(14.5)))).toBeInTheDocument();
    expect(within(card).getByText('Épicé')).toBeInTheDocument();
  });

  it('shows why a save failed and stays on the form', async () => {
    answer('put', '/plats/:id');
    const { events } = renderArea(`/restaurateur/menu/${mafe.id}/edit`, { user: demoUser });
    await events.click(await screen.findByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(screen.getAllByText('Erreur lors de la mise à jour du plat')).toHaveLength(2));
    expect(currentPath()).toBe(`/restaurateur/menu/${mafe.id}/edit`);
    expect(db.plats.find((plat) => plat.id === mafe.id)?.price).toBe(mafe.price);
  });

  it.each([
    ['an unknown dish', 'inconnu'],
    ["another restaurant's dish", foreign.id],
  ])("says 'Plat non trouvé' for %s", async (_, id) => {
    const { events } = renderArea(`/restaurateur/menu/${id}/edit`, { user: demoUser });
    expect(await screen.findByText('Plat non trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retour au menu' }));
    await waitFor(() => expect(currentPath()).toBe('/restaurateur/menu'));
  });
});
