import { screen } from '@testing-library/react';
import { areaTests } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { pageLoaded, renderArea } from './test/render-area';

describe('admin Area', () => {
  areaTests({
    renderArea,
    user: demoUser,
    pages: [
      { path: '/admin/dashboard', title: 'Tableau de bord', nav: 'Dashboard', content: 'Actions rapides' },
      {
        path: '/admin/live',
        title: 'Commandes en direct',
        nav: 'Commandes en direct',
        content: /^\d+ commandes? en cours/,
      },
      { path: '/admin/restaurants', title: 'Restaurants', nav: 'Restaurants', content: /^\d+ restaurants?, / },
      { path: '/admin/reviews', title: 'Avis', nav: 'Avis', content: /^\d+ avis affichés?$/ },
      { path: '/admin/users', title: /^Utilisateurs \(\d+\)$/, nav: 'Utilisateurs', content: 'Liste des utilisateurs' },
      {
        path: '/admin/validations',
        title: 'Validations',
        nav: 'Validations',
        content: /^\d+ demande\(s\) en attente$/,
      },
      { path: '/admin/finances', title: 'Finances', nav: 'Finances', content: 'Dû aux restaurants' },
      { path: '/admin/promotions', title: 'Promotions', nav: 'Promotions', content: /^\d+ codes? affichés?$/ },
      { path: '/admin/settings', title: 'Paramètres', nav: 'Paramètres', content: 'Commissions par restaurant' },
      { path: '/admin/history', title: 'Historique', nav: 'Historique', content: /^\d+ actions? affichées?$/ },
    ],
    unknownPaths: ['/admin/inconnu', '/admin/users/42/edit'],
    settle: pageLoaded,
  });

  // Issue 17 replaced the spec's placeholder with the platform's settings.
  it("no longer says 'Paramètres disponibles prochainement' on the settings page", async () => {
    renderArea('/admin/settings', { user: demoUser });
    expect(await screen.findByRole('form', { name: 'Paramètres de la plateforme' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('Paramètres disponibles prochainement');
    await pageLoaded();
  });
});
