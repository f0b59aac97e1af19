import { QueryProvider, createQueryClient } from '@teranga/shared-ui/area';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppRoutes } from './router';

function renderApp(url: string) {
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryProvider>,
  );
}

// /login is a lazy route (its forms bring react-hook-form and zod): it must still open directly and from `/`.
describe('shell routes', () => {
  it('opens /login directly', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Teranga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'Mot de passe oublié'],
    ['/reset-password?token=abc', 'Choisir un nouveau mot de passe'],
    ['/reset-password', 'Lien de réinitialisation invalide'],
    ['/verify-email', 'Vérification de votre adresse email'],
    ['/confirm-email', 'Confirmation de votre nouvelle adresse email'],
  ])('opens %s directly, without a session', async (url, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('goes from the sign-in form to /forgot-password', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
  });

  it('goes from the home page to /login', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Teranga' })).toBeInTheDocument();
  });
});
