import { QueryProvider, createQueryClient } from '@teranga/shared-ui/area';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { routes } from './router';

function renderApp(url: string) {
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
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

  it('goes from the home page to /login', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Teranga' })).toBeInTheDocument();
  });
});
