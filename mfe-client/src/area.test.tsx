import { screen } from '@testing-library/react';
import { areaTests } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { commandeIds, demoUser, restaurantIds } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

describe('client Area', () => {
  areaTests({
    renderArea,
    user: demoUser,
    pages: [
      { path: '/client/explorer', title: 'Explorer' },
      { path: `/client/restaurants/${restaurantIds.chezFatou}`, title: 'Chez Fatou' },
      { path: '/client/checkout', title: 'Finaliser la commande' },
      { path: '/client/orders', title: 'Mes Commandes' },
      {
        path: `/client/orders/${commandeIds.deliveredCard}`,
        title: `Commande #${commandeIds.deliveredCard.slice(0, 8)}`,
        content: 'Livrée à 21:01',
      },
      {
        path: `/client/orders/${commandeIds.deliveredCard}/recu`,
        title: 'Reçu',
        content: 'Total payé',
      },
      { path: '/client/profile', title: 'Mon profil' },
    ],
    unknownPaths: ['/client/inconnu', '/client/orders/42/details'],
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
