import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/admin/dashboard', 'Tableau de bord', 'Bientôt : les chiffres de la plateforme et les inscriptions en attente de validation.'],
  ['/admin/users', 'Utilisateurs', "Bientôt : la recherche des comptes, le changement de rôle et l'activation des utilisateurs."],
  ['/admin/validations', 'Validations', "Bientôt : les demandes d'inscription des restaurateurs et des livreurs, avec leurs documents."],
  ['/admin/settings', 'Paramètres', 'Paramètres disponibles prochainement'],
] as const;

describe('admin Area routes', () => {
  it('redirects the index to the dashboard', () => {
    renderArea('/admin', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it.each(['/admin/inconnu', '/admin/users/42/edit'])('sends the unknown path %s back to the index', (path) => {
    renderArea(path, { user: demoUser });
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it.each(pages)('renders %s as a placeholder titled %s', (path, title, sentence) => {
    renderArea(path, { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it("shows only 'Paramètres disponibles prochainement' on the settings page", () => {
    renderArea('/admin/settings', { user: demoUser });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/^Paramètres\s*Paramètres disponibles prochainement$/);
  });
});
