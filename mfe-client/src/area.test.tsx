import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/client/explorer', 'Explorer', 'Bientôt : la liste des restaurants, la recherche et les catégories.'],
  ['/client/restaurants/r-42', 'Restaurant', 'Bientôt : la présentation du restaurant et son menu, classé par catégorie.'],
  [
    '/client/checkout',
    'Finaliser la commande',
    "Bientôt : l'adresse de livraison, le mode de paiement et le récapitulatif de votre commande.",
  ],
  ['/client/orders', 'Mes Commandes', 'Bientôt : vos commandes, leur statut et leur détail.'],
  ['/client/profile', 'Mon profil', 'Bientôt : vos informations personnelles et la modification de votre compte.'],
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

  it.each(pages)('renders %s as a placeholder titled %s', (path, title, sentence) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
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
