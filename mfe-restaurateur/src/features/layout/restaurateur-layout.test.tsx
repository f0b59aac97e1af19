import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/fixtures';
import { currentPath, renderArea } from '../../test/render-area';

// The sidebar itself (user block, logout) is shared-ui's SidebarLayout, tested there: only the
// area's own entries are checked here.
const links = [
  ['Dashboard', '/restaurateur/dashboard', 'Tableau de bord'],
  ['Menu', '/restaurateur/menu', 'Menu'],
  ['Catégories', '/restaurateur/categories', 'Catégories'],
  ['Commandes', '/restaurateur/orders', 'Commandes'],
  ['Statistiques', '/restaurateur/analytics', 'Statistiques'],
] as const;

const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

describe('RestaurateurLayout', () => {
  it('lists the links in the spec order, the current page marked', () => {
    renderArea('/restaurateur/dashboard', { user: demoUser });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links.map(([label]) => label));
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(links)("sidebar link '%s' opens %s", async (label, path, title) => {
    // Start on another page so every link, Dashboard included, really navigates.
    const start = path === links[0][1] ? links[1][1] : links[0][1];
    const { events } = renderArea(start, { user: demoUser });
    await events.click(within(nav()).getByRole('link', { name: label }));
    expect(currentPath()).toBe(path);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
