import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from './mocks/fixtures';
import { currentPath, renderArea } from './test/render-area';

const pages = [
  ['/admin/dashboard', 'Tableau de bord', 'Actions rapides'],
  ['/admin/users', /^Utilisateurs \(\d+\)$/, 'Liste des utilisateurs'],
  ['/admin/validations', 'Validations', /^\d+ demande\(s\) en attente$/],
  ['/admin/settings', 'Paramètres', 'Paramètres disponibles prochainement'],
] as const;

describe('admin Area routes', () => {
  it('redirects the index to the dashboard', async () => {
    renderArea('/admin', { user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    await screen.findByText(/demande\(s\) d'inscription en attente de validation/);
  });

  it.each(['/admin/inconnu', '/admin/users/42/edit'])('sends the unknown path %s back to the index', async (path) => {
    renderArea(path, { user: demoUser });
    expect(currentPath()).toBe('/admin/dashboard');
    await screen.findByText(/demande\(s\) d'inscription en attente de validation/);
  });

  it.each(pages)('renders %s titled %s', async (path, title, content) => {
    renderArea(path, { user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(content)).toBeInTheDocument();
  });

  it("shows only 'Paramètres disponibles prochainement' on the settings page", () => {
    renderArea('/admin/settings', { user: demoUser });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/^Paramètres\s*Paramètres disponibles prochainement$/);
  });
});
