import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/fixtures';
import { currentPath, renderArea } from '../../test/render-area';

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

  it('lists the links in the spec order', () => {
    renderArea('/livreur/dashboard', { user: demoUser });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links.map(([label]) => label));
  });
});
