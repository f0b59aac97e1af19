import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/livreur/dashboard', 'Tableau de bord', 'Bientôt : vos livraisons des 7 derniers jours, la livraison en cours et les plus récentes.'],
  ['/livreur/available', 'Livraisons disponibles', 'Bientôt : les livraisons à accepter, actualisées automatiquement.'],
  ['/livreur/active', 'Livraison en cours', "Bientôt : le détail de votre livraison, l'itinéraire et son avancement."],
  ['/livreur/history', 'Historique', 'Bientôt : toutes vos livraisons, filtrées par statut, avec distances et durées.'],
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

  it.each(pages)('renders %s as a placeholder titled %s', (path, title, sentence) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });
});
