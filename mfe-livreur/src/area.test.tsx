import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/livreur/dashboard', 'Tableau de bord'],
  ['/livreur/available', 'Livraisons disponibles'],
  ['/livreur/active', 'Livraison en cours'],
  ['/livreur/history', 'Historique'],
] as const;

describe('livreur Area routes', () => {
  it('redirects the index to the dashboard', () => {
    renderArea('/livreur', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentPath()).toBe('/livreur/dashboard');
  });

  it.each(['/livreur/inconnu', '/livreur/history/2025/01'])('sends the unknown path %s back to the index', (path) => {
    renderArea(path, { user: demoUser });
    expect(currentPath()).toBe('/livreur/dashboard');
  });

  it.each(pages)('renders %s titled %s, loading its data', async (path, title) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Chargement/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Chargement/)).not.toBeInTheDocument());
  });
});
