import { screen, waitFor } from '@testing-library/react';
import { areaTests, type AreaPage } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { renderArea } from './test/render-area';

const pages: [AreaPage, ...AreaPage[]] = [
  { path: '/livreur/dashboard', title: 'Tableau de bord', nav: 'Dashboard' },
  { path: '/livreur/available', title: 'Livraisons disponibles', nav: 'Livraisons disponibles' },
  { path: '/livreur/active', title: 'Livraison en cours', nav: 'Livraison en cours' },
  { path: '/livreur/history', title: 'Historique', nav: 'Historique' },
  { path: '/livreur/gains', title: 'Gains', nav: 'Gains' },
  { path: '/livreur/profile', title: 'Mon profil', nav: 'Mon profil' },
];

describe('livreur Area', () => {
  areaTests({ renderArea, user: demoUser, pages, unknownPaths: ['/livreur/inconnu', '/livreur/history/2025/01'] });

  it.for(pages)('renders $path titled $title at once, then loads its data', async ({ path, title }) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Chargement/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Chargement/)).not.toBeInTheDocument());
  });
});
