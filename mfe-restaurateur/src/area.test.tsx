import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { plats } from './mocks/restaurant-fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/restaurateur/dashboard', 'Tableau de bord'],
  ['/restaurateur/menu', 'Menu'],
  ['/restaurateur/menu/add', 'Ajouter un plat'],
  [`/restaurateur/menu/${plats[0]!.id}/edit`, 'Modifier le plat'],
  ['/restaurateur/categories', 'Catégories'],
  ['/restaurateur/orders', 'Commandes'],
  ['/restaurateur/analytics', 'Statistiques'],
] as const;

describe('restaurateur Area routes', () => {
  it('redirects the index to the dashboard', () => {
    renderArea('/restaurateur', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentPath()).toBe('/restaurateur/dashboard');
  });

  it.each(['/restaurateur/inconnu', '/restaurateur/menu/add/encore'])(
    'sends the unknown path %s back to the index',
    (path) => {
      renderArea(path, { user: demoUser });
      expect(currentPath()).toBe('/restaurateur/dashboard');
    },
  );

  it.each(pages)('renders %s titled %s', (path, title) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('goes from the menu to the add-dish page and back with Annuler', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    await events.click(await screen.findByRole('link', { name: 'Ajouter un plat' }));
    expect(currentPath()).toBe('/restaurateur/menu/add');
    await events.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(currentPath()).toBe('/restaurateur/menu');
  });
});
