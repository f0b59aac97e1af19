import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/restaurateur/dashboard', 'Tableau de bord', 'Bientôt : votre restaurant, les chiffres des 7 derniers jours et les dernières commandes.'],
  ['/restaurateur/menu', 'Menu', 'Bientôt : vos plats classés par catégorie, leur disponibilité et leurs ventes.'],
  ['/restaurateur/menu/add', 'Ajouter un plat', "Bientôt : le formulaire d'ajout d'un plat, avec photo, allergènes et disponibilité."],
  ['/restaurateur/categories', 'Catégories', 'Bientôt : les catégories de votre menu et le nombre de plats de chacune.'],
  ['/restaurateur/orders', 'Commandes', "Bientôt : les commandes reçues, filtrées par statut, et leur passage à l'étape suivante."],
  ['/restaurateur/analytics', 'Statistiques', "Bientôt : le chiffre d'affaires, les plats les plus populaires et les commandes par statut sur 7, 30 ou 90 jours."],
] as const;

describe('restaurateur Area routes', () => {
  it('redirects the index to the dashboard', () => {
    renderArea('/restaurateur', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentPath()).toBe('/restaurateur/dashboard');
  });

  it.each(['/restaurateur/inconnu', '/restaurateur/menu/add/encore'])('sends the unknown path %s back to the index', (path) => {
    renderArea(path, { user: demoUser });
    expect(currentPath()).toBe('/restaurateur/dashboard');
  });

  it.each(pages)('renders %s as a placeholder titled %s', (path, title, sentence) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('goes from the menu to the add-dish page and back', async () => {
    const { events } = renderArea('/restaurateur/menu', { user: demoUser });
    await events.click(screen.getByRole('link', { name: 'Ajouter un plat' }));
    expect(currentPath()).toBe('/restaurateur/menu/add');
    await events.click(screen.getByRole('link', { name: 'Retour au menu' }));
    expect(currentPath()).toBe('/restaurateur/menu');
  });
});
