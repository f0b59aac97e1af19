import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, restaurantIds } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/client/explorer', 'Explorer'],
  [`/client/restaurants/${restaurantIds.chezFatou}`, 'Chez Fatou'],
  ['/client/checkout', 'Finaliser la commande'],
  ['/client/orders', 'Mes Commandes'],
  ['/client/profile', 'Mon profil'],
] as const;

describe('client Area routes', () => {
  it('redirects the index to the explorer', async () => {
    renderArea('/client', { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'Explorer' })).toBeInTheDocument();
    expect(currentPath()).toBe('/client/explorer');
  });

  it.each(['/client/inconnu', '/client/orders/42/details'])('sends the unknown path %s to the index', async (path) => {
    renderArea(path, { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'Explorer' })).toBeInTheDocument();
    expect(currentPath()).toBe('/client/explorer');
  });

  it.each(pages)('renders %s titled %s', async (path, title) => {
    renderArea(path, { user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('navigates with the header links', async () => {
    const { events } = renderArea('/client/explorer', { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });

    await events.click(screen.getByRole('link', { name: 'Mes Commandes' }));
    expect(screen.getByRole('heading', { name: 'Mes Commandes' })).toBeInTheDocument();
    expect(currentPath()).toBe('/client/orders');
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Mes Commandes' }));

    await events.click(screen.getByRole('link', { name: 'Explorer' }));
    expect(currentPath()).toBe('/client/explorer');

    await events.click(screen.getByRole('link', { name: /Aminata Diallo/ }));
    expect(screen.getByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(currentPath()).toBe('/client/profile');

    await events.click(screen.getByRole('link', { name: 'Teranga — accueil' }));
    expect(currentPath()).toBe('/');
  });
});
