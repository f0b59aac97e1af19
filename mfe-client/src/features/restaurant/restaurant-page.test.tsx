import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { demoUser, restaurantIds } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';
import { useCart } from '../../components/cart/cart-store';
import { dish, fillCart } from '../../test/cart';

const chezFatou = `/client/restaurants/${restaurantIds.chezFatou}`;
const dishCard = (name: string) => {
  const card = screen.getAllByTestId('dish-card').find((c) => within(c).queryByRole('heading', { name }));
  if (!card) throw new Error(`No dish card for ${name}`);
  return card;
};
const dishNames = () => screen.getAllByTestId('dish-card').map((card) => within(card).getByRole('heading').textContent);

async function openChezFatou() {
  const rendered = renderArea(chezFatou, { user: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Chez Fatou' });
  return rendered;
}

describe('RestaurantPage', () => {
  it('loads the restaurant and its menu', async () => {
    const restaurantCalls = recordRequests(server, { method: 'GET', path: `/restaurants/${restaurantIds.chezFatou}` });
    const platCalls = recordRequests(server, { method: 'GET', path: '/plats' });
    renderArea(chezFatou, { user: demoUser });
    expect(screen.getByText('Chargement du restaurant...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Chez Fatou' });
    expect(restaurantCalls).toHaveLength(1);
    expect(platCalls[0]?.url.searchParams.get('restaurant_id')).toBe(restaurantIds.chezFatou);
  });

  it('shows the description, categories, rating and reviews, delivery time and fee, address and minimum order', async () => {
    await openChezFatou();
    const hero = screen.getByRole('region', { name: 'Chez Fatou' });
    expect(hero).toHaveTextContent('Cuisine sénégalaise familiale au cœur de la Goutte d’Or');
    const categories = within(hero).getByRole('list', { name: 'Cuisines' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sénégalais', 'Africain', 'Halal', 'Grillade']);
    expect(hero).toHaveTextContent('4,7 (312 avis)');
    expect(hero).toHaveTextContent(/Livraison35\smin/);
    expect(hero).toHaveTextContent(/Frais de livraison2,50\s€/);
    expect(hero).toHaveTextContent(/Minimum de commande15,00\s€/);
    expect(hero).toHaveTextContent('14 rue des Poissonniers, 75018 Paris');
    expect(hero).not.toHaveTextContent('Fermé');
  });

  it('hides the minimum order when it is 0', async () => {
    renderArea(`/client/restaurants/${restaurantIds.baobab}`, { user: demoUser });
    const hero = await screen.findByRole('region', { name: 'Le Baobab d’Abidjan' });
    expect(hero).not.toHaveTextContent('Minimum de commande');
  });

  it("filters the menu with tabs: 'Tous' then the dishes' categories", async () => {
    const { events } = await openChezFatou();
    const tabs = within(screen.getByRole('tablist', { name: 'Catégories du menu' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tous', 'Boissons', 'Desserts', 'Entrées', 'Plats']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(dishNames()).toHaveLength(5);

    await events.click(screen.getByRole('tab', { name: 'Plats' }));
    expect(screen.getByRole('tab', { name: 'Plats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Plats' })).toBeInTheDocument();
    expect(dishNames()).toEqual(['Thiéboudienne', 'Yassa poulet']);

    // Arrow keys move between tabs and select them.
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Entrées' })).toHaveFocus();
    expect(dishNames()).toEqual(['Pastels au thon']);
    await events.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveFocus();
    expect(dishNames()).toHaveLength(5);
  });

  it('shows each dish with description, price and its badges', async () => {
    await openChezFatou();
    const thieb = dishCard('Thiéboudienne');
    expect(thieb).toHaveTextContent('Le plat national : riz rouge au poisson');
    expect(thieb).toHaveTextContent(/14,50\s€/);
    expect(thieb).toHaveTextContent('Populaire');

    expect(dishCard('Yassa poulet')).not.toHaveTextContent('Populaire');
    expect(dishCard('Pastels au thon')).toHaveTextContent('Épicé');
    expect(dishCard('Pastels au thon')).toHaveTextContent('Populaire');
    expect(dishCard('Thiakry')).toHaveTextContent('Végétarien');
    expect(dishCard('Thiakry')).not.toHaveTextContent('Épicé');
  });

  it("disables an unavailable dish and badges it 'Indisponible'", async () => {
    await openChezFatou();
    const bouye = dishCard('Jus de bouye');
    expect(bouye).toHaveTextContent('Indisponible');
    expect(within(bouye).getByRole('button', { name: 'Ajouter Jus de bouye au panier' })).toBeDisabled();
    expect(within(dishCard('Thiakry')).getByRole('button', { name: /Ajouter/ })).toBeEnabled();
  });

  it("adds a dish to the cart with the toast '{dish} ajouté au panier!'", async () => {
    const { events } = await openChezFatou();
    await events.click(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' }));
    expect(await screen.findByText('Thiéboudienne ajouté au panier!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
    expect(dishCard('Thiéboudienne')).toHaveTextContent('1 dans le panier');

    await events.click(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' }));
    expect(screen.getByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      items: [{ id: dish('Thiéboudienne').id, quantity: 2 }],
      restaurantId: restaurantIds.chezFatou,
    });
  });

  it('asks before replacing a cart from another restaurant, and keeps it when refused', async () => {
    fillCart([['Alloco', 2]]);
    const { events } = await openChezFatou();

    await events.click(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent("Vous avez déjà des articles d'un autre restaurant. Voulez-vous vider le panier?");
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useCart.getState().items.map((item) => [item.name, item.quantity])).toEqual([['Alloco', 2]]);
    expect(screen.queryByText('Thiéboudienne ajouté au panier!')).not.toBeInTheDocument();
  });

  it('empties the cart first and then adds the dish when the change is accepted', async () => {
    fillCart([['Alloco', 2]]);
    const { events } = await openChezFatou();

    await events.click(screen.getByRole('button', { name: 'Ajouter Thiéboudienne au panier' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vider le panier' }));

    expect(await screen.findByText('Thiéboudienne ajouté au panier!')).toBeInTheDocument();
    expect(useCart.getState().items.map((item) => [item.name, item.quantity])).toEqual([['Thiéboudienne', 1]]);
    expect(useCart.getState().restaurantId).toBe(restaurantIds.chezFatou);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').restaurantId).toBe(restaurantIds.chezFatou);
  });

  it("shows a closed restaurant's menu with 'Fermé' and says why nothing can be added", async () => {
    renderArea(`/client/restaurants/${restaurantIds.petitYassa}`, { user: demoUser });
    const hero = await screen.findByRole('region', { name: 'Le Petit Yassa' });
    expect(hero).toHaveTextContent('Fermé');
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Ce restaurant est actuellement fermé');
    const add = screen.getByRole('button', { name: 'Ajouter Yassa poisson au panier' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(notice.textContent ?? '');
  });

  it("says 'Restaurant non trouvé' with a way back to the explorer on a 404, without a toast", async () => {
    const { events } = renderArea('/client/restaurants/inconnu', { user: demoUser });
    expect(await screen.findByText('Restaurant non trouvé')).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement du restaurant')).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Retour aux restaurants' }));
    expect(currentPath()).toBe('/client/explorer');
  });

  it("toasts 'Erreur lors du chargement du restaurant' on another failure, and retries", async () => {
    server.use(http.get(`${MOCK_API_URL}/plats`, () => problem(503, 'Service indisponible'), { once: true }));
    const { events } = renderArea(chezFatou, { user: demoUser });
    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement du restaurant')).toHaveLength(2));
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chez Fatou' })).toBeInTheDocument();
  });

  it("says 'Aucun plat disponible dans cette catégorie' when the menu is empty", async () => {
    server.use(http.get(`${MOCK_API_URL}/plats`, () => HttpResponse.json([])));
    await openChezFatou();
    expect(screen.getByText('Aucun plat disponible dans cette catégorie')).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tous']);
  });
});
