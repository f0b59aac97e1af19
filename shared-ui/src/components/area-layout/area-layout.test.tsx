import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { user } from '../../mocks/factories';
import { useSession } from '../../stores/session';
import { AreaLayout, AreaRoutes } from './area-layout';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
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
    </MemoryRouter>,
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

  it.each(['/livreur/inconnu', '/livreur/history/2025/01'])('sends the unknown path %s back to the index', (path) => {
    renderAt(path);
    expect(screen.getByTestId('location')).toHaveTextContent('/livreur/dashboard');
  });

  it('renders a page with parameters', () => {
    renderAt('/livreur/history/2025');
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
  });
});
