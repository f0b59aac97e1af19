import { ACCOUNT_LINK_MESSAGES, ACCOUNT_MESSAGES, i18n, setLocale, useSession, type Bundle } from '@teranga/shared-ui';
import { MOCK_PASSWORD } from '@teranga/shared-ui/mocks';
import { frenchLeftovers, recordRequests } from '@teranga/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { lastToken, mockAccounts, signInAs } from '../../test/accounts';
import { makeUser, renderRoute } from '../../test/render';
import { API, HttpResponse, http, server } from '../../test/server';
import { shell as shellEn } from '../../locales/en';
import { shell as shellFr } from '../../locales/fr';
import { RESET_PASSWORD_FAILED, ResetPasswordPage } from './reset-password-page';

const awa = makeUser({ id: 'u-awa', email: 'awa@example.com' });
const accounts = mockAccounts([awa]);

/** A reset link as the mock API mails it after 'Mot de passe oublié ?'. */
async function resetLink() {
  await fetch(`${API}/auth/password/forgot`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: awa.email }),
  });
  return lastToken(accounts.outbox, 'password_reset');
}

function renderPage(token: string | null) {
  const events = userEvent.setup();
  const url = token === null ? '/reset-password' : `/reset-password?token=${encodeURIComponent(token)}`;
  renderRoute(<ResetPasswordPage />, { path: '/reset-password', initialEntry: url });
  return events;
}

type Events = ReturnType<typeof userEvent.setup>;

async function choose(events: Events, password: string, confirmation = password) {
  if (password) await events.type(screen.getByLabelText(/^Nouveau mot de passe/), password);
  if (confirmation) await events.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), confirmation);
  await events.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

const signInWith = (password: string) =>
  fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: awa.email, password }),
  });

describe('ResetPasswordPage', () => {
  it('without a token, says the link cannot work and offers a new one, sending nothing', async () => {
    const calls = recordRequests(server, { path: '/auth/password/reset' });
    const events = renderPage(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lien de réinitialisation invalide');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['', '', /^Nouveau mot de passe/, ACCOUNT_MESSAGES.passwordRequired],
    ['abc', 'abc', /^Nouveau mot de passe/, ACCOUNT_MESSAGES.passwordTooShort],
    ['      ', '      ', /^Nouveau mot de passe/, ACCOUNT_MESSAGES.passwordBlank],
    ['nouveau-secret', 'nouveau-secreT', /^Confirmer/, ACCOUNT_MESSAGES.passwordMismatch],
    ['nouveau-secret', '', /^Confirmer/, ACCOUNT_MESSAGES.passwordMismatch],
  ])('checks %j / %j with the shared password rules', async (password, confirmation, field, message) => {
    const calls = recordRequests(server, { path: '/auth/password/reset' });
    const events = renderPage('un-jeton');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choisir un nouveau mot de passe');
    await choose(events, password, confirmation);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sets the new password with the link, ends the session kept here, and leads to the sign-in', async () => {
    const token = await resetLink();
    signInAs(awa);
    const calls = recordRequests(server, { method: 'POST', path: '/auth/password/reset' });
    const events = renderPage(token);
    await choose(events, 'nouveau-secret');

    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.passwordReset);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mot de passe modifié');
    expect(calls.map((call) => call.body)).toEqual([{ token, password: 'nouveau-secret' }]);
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect((await signInWith('nouveau-secret')).status).toBe(200);
    expect((await signInWith(MOCK_PASSWORD)).status).toBe(401);

    await events.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the API’s detail for a link already used, with a way to ask for another', async () => {
    const token = await resetLink();
    const events = renderPage(token);
    await fetch(`${API}/auth/password/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'autre-secret' }),
    });
    await choose(events, 'nouveau-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the form when the API refuses the password itself (its list of common passwords)', async () => {
    server.use(
      http.post(`${API}/auth/password/reset`, () =>
        HttpResponse.json({ detail: ACCOUNT_MESSAGES.passwordTooCommon }, { status: 400 }),
      ),
    );
    const events = renderPage('un-jeton');
    await choose(events, 'azerty123');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('azerty123');
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
  });

  it('says when the new password could not be sent', async () => {
    server.use(http.post(`${API}/auth/password/reset`, () => HttpResponse.error()));
    const events = renderPage('un-jeton');
    await choose(events, 'nouveau-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_PASSWORD_FAILED);
  });
});

describe('ResetPasswordPage in English', () => {
  beforeEach(async () => {
    await setLocale('en', { remember: false });
  });
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  /** French words of the shell's and shared-ui's catalogues still on the page. */
  const leftovers = () => {
    const text = document.body.textContent ?? '';
    const common = (locale: string) => i18n.getResourceBundle(locale, 'common') as Bundle;
    return [...frenchLeftovers(text, shellFr, shellEn), ...frenchLeftovers(text, common('fr'), common('en'))];
  };

  it('asks for the new password in English, the language switch offering French', async () => {
    const events = renderPage('un-jeton');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    expect(screen.getByText(/all your devices are signed out/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 6 characters');
    expect(screen.getByLabelText(/^Confirm the new password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teranga, home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('navigation', { name: 'Account links' })).getByRole('link')).toHaveTextContent(
      'Ask for a new link',
    );
    expect(leftovers()).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Passer en français' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
    ).toBeInTheDocument();
  });

  it('says in English that the password could not be changed', async () => {
    server.use(http.post(`${API}/auth/password/reset`, () => HttpResponse.error()));
    const events = renderPage('un-jeton');
    await events.type(screen.getByLabelText(/^New password/), 'nouveau-secret');
    await events.type(screen.getByLabelText(/^Confirm the new password/), 'nouveau-secret');
    await events.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password could not be changed. Please try again in a moment.',
    );
    expect(leftovers()).toEqual([]);
  });

  it('words a link that cannot work in English', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invalid reset link');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    expect(leftovers()).toEqual([]);
  });
});
