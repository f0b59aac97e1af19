import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@teranga/shared-ui';
import { demoLoginResult, demoUser } from '../../mocks/fixtures';
import { currentPath, renderArea } from '../../test/render-area';

// Testing Library gives every <header> the banner role, PageHeader's inside <main> included; browsers
// only treat a header outside sectioning content and <main> as the page banner.
const siteBanner = () => {
  const banner = screen.getAllByRole('banner').find((header) => !header.closest('main'));
  if (!banner) throw new Error('No page banner');
  return banner;
};

describe('ClientLayout', () => {
  it('exposes the header, main navigation and main landmarks', () => {
    renderArea('/client/explorer', { user: demoUser });
    expect(siteBanner()).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Explorer' }));
  });

  it("shows the signed-in user's name from the shared session as the profile link", () => {
    renderArea('/client/explorer', { user: { ...demoUser, name: 'Fatou Sow' } });
    const banner = siteBanner();
    expect(within(banner).getByRole('link', { name: /Fatou Sow/ })).toHaveAttribute('href', '/client/profile');
    expect(within(banner).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
  });

  it('follows a sign-in made elsewhere (the shell) through the shared session store', () => {
    renderArea('/client/explorer');
    act(() => useSession.getState().signIn(demoLoginResult));
    expect(screen.getByRole('link', { name: new RegExp(demoUser.name) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes Commandes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
  });

  it("offers 'Connexion' and hides the member links to an anonymous visitor", () => {
    renderArea('/client/explorer');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Explorer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mes Commandes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Panier/ })).toBeInTheDocument();
  });

  it("wires 'Déconnexion' to the shared logout, which returns home", async () => {
    const { events } = renderArea('/client/orders', { user: demoUser });
    await events.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(currentPath()).toBe('/');
  });

  it('reminds a client whose address is not verified, inside the main landmark', () => {
    renderArea('/client/explorer', { user: { ...demoUser, email_verified: false } });
    const reminder = screen.getByText(/Vérifiez votre adresse email/);
    expect(screen.getByRole('main')).toContainElement(reminder);
    expect(reminder).toHaveTextContent(demoUser.email);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Renvoyer le lien' })).toBeEnabled();
  });

  it('says nothing about the address once it is verified', () => {
    renderArea('/client/explorer', { user: { ...demoUser, email_verified: true } });
    expect(screen.queryByText(/Vérifiez votre adresse email/)).not.toBeInTheDocument();
  });
});
