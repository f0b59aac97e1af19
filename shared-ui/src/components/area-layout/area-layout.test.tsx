import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { frenchLeftovers } from '../../i18n/catalogue-check';
import { setLocale } from '../../i18n/i18n';
import { common as commonEn } from '../../i18n/locales/en';
import { common as commonFr } from '../../i18n/locales/fr';
import { QueryProvider, createQueryClient } from '../../lib/react-query';
import { user } from '../../mocks/factories';
import { useSession } from '../../stores/session';
import { AreaLayout, AreaRoutes } from './area-layout';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    // The layout's reminder to verify the address sends through the query cache, as in the shell.
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/livreur/*"
            element={
              <AreaRoutes
                layout={<AreaLayout title="Espace Livreur" items={[{ to: '/livreur/history', label: 'Historique' }]} />}
                index="dashboard"
                pages={{ dashboard: <h1>Tableau de bord</h1>, 'history/:year': <h1>Historique</h1> }}
              />
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('AreaRoutes + AreaLayout', () => {
  it("sends the area's index to its first page, inside the sidebar with the signed-in user", () => {
    useSession.getState().signIn({ access_token: 'a', refresh_token: 'r', user: user({ name: 'Kévin Jean-Louis' }) });
    onTestFinished(() => useSession.getState().signOut());
    renderAt('/livreur');
    expect(screen.getByTestId('location')).toHaveTextContent('/livreur/dashboard');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Tableau de bord' }));
    expect(screen.getByRole('link', { name: 'Historique' })).toHaveAttribute('href', '/livreur/history');
    expect(screen.getByText('Kévin Jean-Louis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('reminds an account whose e-mail address is not verified, above every page', () => {
    useSession.getState().signIn({
      access_token: 'a',
      refresh_token: 'r',
      user: user({ email: 'kevin@example.com', email_verified: false }),
    });
    onTestFinished(() => useSession.getState().signOut());
    renderAt('/livreur/history/2025');
    const reminder = screen.getByText(/Vérifiez votre adresse email/);
    expect(reminder).toHaveTextContent('un lien vous a été envoyé à kevin@example.com');
    expect(screen.getByRole('main')).toContainElement(reminder);
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
  });

  it('shows no reminder once the address is verified', () => {
    useSession.getState().signIn({ access_token: 'a', refresh_token: 'r', user: user({ email_verified: true }) });
    onTestFinished(() => useSession.getState().signOut());
    renderAt('/livreur/dashboard');
    expect(screen.queryByText(/Vérifiez votre adresse email/)).not.toBeInTheDocument();
  });

  it.each(['/livreur/inconnu', '/livreur/history/2025/01'])('sends the unknown path %s back to the index', (path) => {
    renderAt(path);
    expect(screen.getByTestId('location')).toHaveTextContent('/livreur/dashboard');
  });

  it('renders a page with parameters', () => {
    renderAt('/livreur/history/2025');
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
  });
});

describe('AreaLayout in English', () => {
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('frames the page in English, the switch bringing French back', async () => {
    await setLocale('en', { remember: false });
    useSession.getState().signIn({
      access_token: 'a',
      refresh_token: 'r',
      user: user({ email: 'kevin@example.com', email_verified: false }),
    });
    onTestFinished(() => useSession.getState().signOut());
    renderAt('/livreur/history/2025');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#tg-main-content');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText(/Check your email address/)).toHaveTextContent(
      'Check your email address: a link has been sent to kevin@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeInTheDocument();
    // The area's own words (its title, its navigation) are the remote's, given here in French.
    const text = (document.body.textContent ?? '').replace('Espace Livreur', '');
    expect(frenchLeftovers(text, commonFr, commonEn)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Passer en français' }));
    expect(await screen.findByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to English' })).toHaveAttribute('lang', 'en');
  });
});
