import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/fixtures';
import { currentPath, renderArea } from '../../test/render-area';

const links = [
  ['Dashboard', '/admin/dashboard', 'Tableau de bord'],
  ['Utilisateurs', '/admin/users', /^Utilisateurs/],
  ['Validations', '/admin/validations', 'Validations'],
  ['Paramètres', '/admin/settings', 'Paramètres'],
] as const;

// The sidebar and logout themselves are shared-ui's (and tested there): only this area's entries here.
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
});
