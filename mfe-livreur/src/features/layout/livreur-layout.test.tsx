import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoTokens, demoUser } from '../../mocks/fixtures';
import { currentPath, recordLogoutCalls, renderArea } from '../../test/render-area';

const links = [
  ['Dashboard', '/livreur/dashboard', 'Tableau de bord'],
  ['Livraisons disponibles', '/livreur/available', 'Livraisons disponibles'],
  ['Livraison en cours', '/livreur/active', 'Livraison en cours'],
  ['Historique', '/livreur/history', 'Historique'],
] as const;

describe('LivreurLayout', () => {
  it.each(links)("sidebar link '%s' opens %s", async (label, path, title) => {
    // Start on another page so every link, Dashboard included, really navigates.
    const start = path === links[0][1] ? links[1][1] : links[0][1];
    const { events } = renderArea(start, { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await events.click(within(nav).getByRole('link', { name: label }));
    expect(currentPath()).toBe(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('lists the links in the spec order inside a labelled navigation landmark', () => {
    renderArea('/livreur/dashboard', { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const rendered = within(nav).getAllByRole('link');
    expect(rendered).toHaveLength(links.length);
    rendered.forEach((link, index) => expect(link).toHaveAccessibleName(links[index]?.[0]));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it("shows the signed-in user's name and email from the shared session", () => {
    const user = { ...demoUser, name: 'Ibrahima Fall', email: 'ibrahima.fall@example.com' };
    renderArea('/livreur/dashboard', { user });
    expect(screen.getByText('Ibrahima Fall')).toBeInTheDocument();
    expect(screen.getByText('ibrahima.fall@example.com')).toBeInTheDocument();
  });

  it("logs out with 'Déconnexion': clears the stored session, confirms with a toast and returns home", async () => {
    const { events } = renderArea('/livreur/history', { user: demoUser });
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
