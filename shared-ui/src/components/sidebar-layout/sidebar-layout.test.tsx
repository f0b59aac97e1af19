import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { SidebarLayout } from './sidebar-layout';

/** happy-dom applies the CSS module's media queries, so the viewport decides what is visible. */
function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

function setup() {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={['/restaurateur/menu']}>
      <SidebarLayout
        title="Espace Restaurateur"
        items={[
          { to: '/restaurateur/dashboard', label: 'Dashboard' },
          { to: '/restaurateur/menu', label: 'Menu' },
        ]}
        user={{ name: 'Moussa Sow', email: 'moussa@example.com' }}
        onLogout={onLogout}
      >
        <h1>Menu</h1>
      </SidebarLayout>
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup() };
}

describe('SidebarLayout', () => {
  it('shows navigation, the current page, the user and the content', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Moussa Sow')).toBeInTheDocument();
    expect(screen.getByText('moussa@example.com')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Menu' }));
  });

  it('logs out with the Déconnexion button', async () => {
    const { onLogout, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('toggles the small-screen menu and closes it on Escape or navigation', async () => {
    setViewportWidth(375);
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    setViewportWidth(1024);
  });

  it('hides the menu button on wide screens where the sidebar is always shown', () => {
    setViewportWidth(1024);
    setup();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
