import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusals } from '@teranga/shared-ui/testing';
import { formatPrice } from '@teranga/shared-ui';
import { db } from '../../mocks/db';
import { demoUser, newcomerUser, pendingUser } from '../../mocks/fixtures';
import { demoRestaurant } from '../../mocks/restaurant-fixtures';
import { answer, giveDemoRestaurantToPendingUser } from '../../test/mock-api';
import { currentPath, openShowing, renderArea } from '../../test/render-area';
import { flat, statValue } from '../../test/text';

const counter = (label: string) => statValue('Résumé du menu', label);

const menuOf = (restaurantId: string) => db.plats.filter((plat) => plat.restaurant_id === restaurantId);
const dishCard = (name: string) => screen.findByRole('article', { name });

describe('MenuPage', () => {
  it('counts the dishes and groups them by category', async () => {
    renderArea('/restaurateur/menu', { user: demoUser });
    await dishCard('Yassa poulet');
    const menu = menuOf(demoRestaurant.id);
    const categories = [...new Set(menu.map((plat) => plat.category))];
    expect(counter('Total des plats')).toBe(String(menu.length));
    expect(counter('Plats disponibles')).toBe(String(menu.filter((plat) => plat.is_available).length));
    expect(counter('Catégories')).toBe(String(categories.length));

    for (const category of categories) {
      const section = screen.getByRole('region', { name: new RegExp(`^${category} \\(`) });
      const names = within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(names.sort()).toEqual(
        menu
          .filter((plat) => plat.category === category)
          .map((plat) => plat.name)
          .sort(),
      );
    }
    // Another restaurant's dish is not on this menu.
    expect(screen.queryByText('Colombo de poulet')).not.toBeInTheDocument();
  });

  it("shows each dish's details and badges", async () => {
    renderArea('/restaurateur/menu', { user: demoUser });
    const salad = await dishCard('Salade niébé');
    const plat = db.plats.find((p) => p.name === 'Salade niébé')!;
    expect(within(salad).getByText(plat.description)).toBeInTheDocument();
    expect(within(salad).getByText('Végé')).toBeInTheDocument();
    expect(within(salad).getByText('Vegan')).toBeInTheDocument();
    expect(within(salad).queryByText('Épicé')).not.toBeInTheDocument();
    expect(within(salad).getByText(flat(formatPrice(plat.price)))).toBeInTheDocument();
    expect(within(salad).getByText(`${plat.popular_count} ventes`)).toBeInTheDocument();
    expect(salad.querySelector('img')).toHaveAttribute('src', `http://localhost:8000${plat.image_url}`);
    const pastels = await dishCard('Pastels au thon');
    expect(within(pastels).getByText('Épicé')).toBeInTheDocument();
    const juice = await dishCard('Jus de bouye');
    expect(within(juice).getByRole('button', { name: 'Indisponible' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("files a dish without category under 'Autre'", async () => {
    db.plats.find((plat) => plat.name === 'Thiakry')!.category = '';
    renderArea('/restaurateur/menu', { user: demoUser });
    const other = await screen.findByRole('region', { name: /^Autre \(/ });
    expect(within(other).getByRole('heading', { name: 'Thiakry' })).toBeInTheDocument();
  });

  it('toggles availability and says so', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    const card = await dishCard('Yassa poulet');
    const before = counter('Plats disponibles');
    await events.click(within(card).getByRole('button', { name: 'Disponible' }));
    expect(await within(card).findByRole('button', { name: 'Indisponible' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Disponibilité mise à jour')).toBeInTheDocument();
    expect(db.plats.find((plat) => plat.name === 'Yassa poulet')?.is_available).toBe(false);
    expect(Number(counter('Plats disponibles'))).toBe(Number(before) - 1);
  });

  it.each(refusals(403, 'Accès refusé', 'Erreur lors de la mise à jour'))(
    'reports a failed toggle with %s',
    async (_, response, message) => {
      answer('patch', '/plats/:id/toggle-available', response);
      const { events } = renderArea('/restaurateur/menu', { user: demoUser });
      const card = await dishCard('Yassa poulet');
      await events.click(within(card).getByRole('button', { name: 'Disponible' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Disponible' })).toBeInTheDocument();
    },
  );

  it('deletes a dish after confirmation', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    const card = await dishCard('Mafé bœuf');
    await events.click(within(card).getByRole('button', { name: 'Supprimer Mafé bœuf' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce plat?');
    // Focus starts on the safe choice; cancelling keeps the dish.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.plats.some((plat) => plat.name === 'Mafé bœuf')).toBe(true);

    await events.click(within(card).getByRole('button', { name: 'Supprimer Mafé bœuf' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Plat supprimé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mafé bœuf' })).not.toBeInTheDocument());
    expect(db.plats.some((plat) => plat.name === 'Mafé bœuf')).toBe(false);
  });

  it('reports a failed deletion and keeps the dish', async () => {
    answer('delete', '/plats/:id');
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    const card = await dishCard('Mafé bœuf');
    await events.click(within(card).getByRole('button', { name: 'Supprimer Mafé bœuf' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mafé bœuf' })).toBeInTheDocument();
  });

  it('opens the edit form of a dish and the add-dish page', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    const card = await dishCard('Thiakry');
    const plat = db.plats.find((p) => p.name === 'Thiakry')!;
    await events.click(within(card).getByRole('link', { name: 'Modifier Thiakry' }));
    // The edit page is loaded on demand: the router commits the navigation once it is there.
    expect(await screen.findByDisplayValue('Thiakry')).toBeInTheDocument();
    expect(currentPath()).toBe(`/restaurateur/menu/${plat.id}/edit`);
  });

  it('shows an empty menu', async () => {
    db.plats = db.plats.filter((plat) => plat.restaurant_id !== demoRestaurant.id);
    await openShowing('/restaurateur/menu', 'Aucun plat dans votre menu');
    expect(counter('Total des plats')).toBe('0');
  });

  it('says when the account has no restaurant', async () => {
    await openShowing('/restaurateur/menu', 'Aucun restaurant trouvé pour votre compte', newcomerUser);
  });

  it('disables every write action of an account awaiting validation, saying why', async () => {
    giveDemoRestaurantToPendingUser();
    renderArea('/restaurateur/menu', { user: pendingUser });
    const card = await dishCard('Yassa poulet');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Votre compte est en attente de validation par un administrateur',
    );
    expect(screen.getByRole('button', { name: 'Ajouter un plat' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Ajouter un plat' })).not.toBeInTheDocument();
    for (const name of ['Disponible', 'Modifier Yassa poulet', 'Supprimer Yassa poulet']) {
      const button = within(card).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/en attente de validation/);
    }
  });
});
