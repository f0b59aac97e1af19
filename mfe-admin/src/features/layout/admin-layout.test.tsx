import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoTokens, demoUser } from '../../mocks/fixtures';
import { currentPath, recordLogoutCalls, renderArea } from '../../test/render-area';

const links = [
  ['Dashboard', '/admin/dashboard', 'Tableau de bord'],
  ['Utilisateurs', '/admin/users', /^Utilisateurs/],
  ['Validations', '/admin/validations', 'Validations'],
  ['Paramètres', '/admin/settings', 'Paramètres'],
] as const;

describe('AdminLayout', () => {
  it.each(links)("sidebar link '%s' opens %s", async (label, path, title) => {
    // Start on another page so every link, Dashboard included, really navigates.
    const start = path === links[0][1] ? links[1][1] : links[0][1];
    const { events } = renderArea(start, { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await events.click(within(nav).getByRole('link', { name: label }));
    expect(currentPath()).toBe(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Let the page's own load settle before the test ends.
    await screen.findByText(/Actions rapides|Liste des utilisateurs|demande\(s\) en attente|disponibles prochainement/);
  });

  it('lists the links in the spec order inside a labelled navigation landmark', () => {
    renderArea('/admin/dashboard', { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const rendered = within(nav).getAllByRole('link');
    expect(rendered).toHaveLength(links.length);
    rendered.forEach((link, index) => expect(link).toHaveAccessibleName(links[index]?.[0]));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it("shows the signed-in user's name and email from the shared session", () => {
    const user = { ...demoUser, name: 'Nadia Bamba', email: 'nadia.bamba@example.com' };
    renderArea('/admin/dashboard', { user });
    expect(screen.getByText('Nadia Bamba')).toBeInTheDocument();
    expect(screen.getByText('nadia.bamba@example.com')).toBeInTheDocument();
  });

  it("logs out with 'Déconnexion': clears the stored session, confirms with a toast and returns home", async () => {
    const { events } = renderArea('/admin/users', { user: demoUser });
    const revoked = recordLogoutCalls();
    await events.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Vous êtes déconnecté(e).')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    await waitFor(() => expect(revoked).toEqual([{ refresh_token: demoTokens.refresh_token }]));
  });
});
