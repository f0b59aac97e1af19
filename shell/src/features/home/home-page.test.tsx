import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeUser, renderRoute, storeSession } from '../../test/render';
import { HomePage } from './home-page';

const renderHome = () => renderRoute(<HomePage />, { path: '/' });

describe('HomePage', () => {
  it('has a single h1 with the product name and a tagline', () => {
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Teranga');
    expect(screen.getByText('Les saveurs d’Afrique et des Caraïbes, livrées chez vous')).toBeInTheDocument();
  });

  it('uses landmarks: banner, main and contentinfo', () => {
    renderHome();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Teranga');
  });

  it('sends "Commander maintenant" to /login', async () => {
    renderHome();
    const cta = screen.getByRole('link', { name: 'Commander maintenant' });
    expect(cta).toHaveAttribute('href', '/login');
    await userEvent.click(cta);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('presents the three promises, including 30-40 minutes delivery', () => {
    renderHome();
    const features = screen.getByRole('region', { name: 'Pourquoi choisir Teranga ?' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Restaurants authentiques', 'Livraison rapide', 'Qualité garantie']);
    expect(features).toHaveTextContent('30-40 minutes');
  });

  it('lists the popular cuisines', () => {
    renderHome();
    const cuisines = screen.getByRole('region', { name: 'Cuisines populaires' });
    const names = within(cuisines)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(names).toEqual(['Sénégalais', 'Ivoirien', 'Caribéen', 'Antillais']);
  });

  it('redirects an authenticated visitor to the explorer', () => {
    storeSession({ user: makeUser({ role: 'client' }) });
    renderHome();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/explorer');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('stays public for a visitor holding a token without a usable user', () => {
    storeSession({ user: '{cassé' });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Teranga' })).toBeInTheDocument();
  });
});
