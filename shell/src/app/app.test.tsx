import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@teranga/shared-ui';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from './app';

afterEach(() => window.history.replaceState(null, '', '/'));

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  useSession.getState().restore();
  return render(<App />);
}

// The public pages run before react-router is loaded (navigation.tsx): they must still move
// between themselves with real history entries, and hand over to the router for anything else.
describe('App: the public pages without the router', () => {
  it('goes from / to /login and back with the browser history', async () => {
    openAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Teranga' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Commander maintenant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Teranga' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');

    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teranga' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('hands a page it does not have to the router: /login → /forgot-password', async () => {
    openAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
  });

  it('opens a router page directly, and the router keeps the page for the public ones after it', async () => {
    openAt('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /connexion/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Teranga' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves a link opened in a new tab to the browser', () => {
    openAt('/');
    const link = screen.getByRole('link', { name: 'Commander maintenant' });
    // dispatchEvent answers false when the default action was prevented (taken over by the app).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Teranga' })).toBeInTheDocument();
  });
});

describe('App: the language switch', () => {
  afterEach(async () => {
    const { setLocale } = await import('@teranga/shared-ui');
    await setLocale('fr');
    localStorage.clear();
  });

  it('switches the home page to English, remembers it, and back to French', async () => {
    openAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByRole('link', { name: 'Order now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Teranga?' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Passer en français' }));
    expect(await screen.findByRole('link', { name: 'Commander maintenant' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
