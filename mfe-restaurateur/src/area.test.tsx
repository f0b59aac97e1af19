import { screen } from '@testing-library/react';
import { areaTests } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { plats } from './mocks/restaurant-fixtures';
import { answer } from './test/mock-api';
import { currentPath, openShowing, renderArea } from './test/render-area';

describe('restaurateur Area', () => {
  areaTests({
    renderArea,
    user: demoUser,
    pages: [
      { path: '/restaurateur/dashboard', title: 'Tableau de bord', nav: 'Dashboard' },
      { path: '/restaurateur/menu', title: 'Menu', nav: 'Menu' },
      { path: '/restaurateur/menu/add', title: 'Ajouter un plat' },
      { path: `/restaurateur/menu/${plats[0]!.id}/edit`, title: 'Modifier le plat' },
      { path: '/restaurateur/categories', title: 'Catégories', nav: 'Catégories' },
      { path: '/restaurateur/orders', title: 'Commandes', nav: 'Commandes' },
      { path: '/restaurateur/analytics', title: 'Statistiques', nav: 'Statistiques' },
      { path: '/restaurateur/restaurant', title: 'Mon restaurant', nav: 'Mon restaurant' },
      { path: '/restaurateur/reviews', title: 'Avis clients', nav: 'Avis clients' },
      { path: '/restaurateur/paiements', title: 'Paiements', nav: 'Paiements' },
      { path: '/restaurateur/promotions', title: 'Promotions', nav: 'Promotions' },
    ],
    unknownPaths: ['/restaurateur/inconnu', '/restaurateur/menu/add/encore'],
  });

  it.for([
    { page: '/restaurateur/categories', failing: '/categories', text: 'Erreur lors du chargement des catégories' },
    { page: '/restaurateur/menu', failing: '/plats', text: 'Erreur lors du chargement' },
    { page: '/restaurateur/menu', failing: '/restaurants', text: 'Erreur lors du chargement du restaurant' },
    { page: '/restaurateur/orders', failing: '/commandes', text: 'Erreur lors du chargement des commandes' },
  ])("$page says '$text' when GET $failing fails", async ({ page, failing, text }) => {
    answer('get', failing);
    await openShowing(page, text);
  });

  it('goes from the menu to the add-dish page and back with Annuler', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    await events.click(await screen.findByRole('link', { name: 'Ajouter un plat' }));
    expect(currentPath()).toBe('/restaurateur/menu/add');
    await events.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(currentPath()).toBe('/restaurateur/menu');
  });
});
