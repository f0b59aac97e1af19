import { ACCOUNT_LINK_MESSAGES } from '@teranga/shared-ui';
import { recordRequests } from '@teranga/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockAccounts } from '../../test/accounts';
import { makeUser, renderRoute } from '../../test/render';
import { API, HttpResponse, http, server } from '../../test/server';
import { FORGOT_PASSWORD_FAILED, ForgotPasswordPage } from './forgot-password-page';

const awa = makeUser({ id: 'u-awa', email: 'awa@example.com' });
const accounts = mockAccounts([awa]);

function renderPage() {
  const events = userEvent.setup();
  renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
  return events;
}

const emailField = () => screen.getByLabelText(/^Email/);
const send = () => screen.getByRole('button', { name: 'Envoyer le lien' });

describe('ForgotPasswordPage', () => {
  it('asks for the address of the account, checked by the shared rules before any request', async () => {
    const calls = recordRequests(server, { path: '/auth/password/forgot' });
    const events = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mot de passe oublié');
    expect(screen.getByText(/valable 30 minutes/)).toBeInTheDocument();

    await events.click(send());
    expect(emailField()).toHaveAccessibleDescription('Veuillez saisir votre email');
    expect(emailField()).toHaveFocus();
    await events.type(emailField(), 'awa@example');
    await events.click(send());
    expect(emailField()).toHaveAccessibleDescription('Veuillez saisir une adresse email valide');
    expect(calls).toHaveLength(0);
  });

  it('sends the normalised address and confirms, the keyboard moving to the confirmation', async () => {
    const calls = recordRequests(server, { method: 'POST', path: '/auth/password/forgot' });
    const events = renderPage();
    await events.type(emailField(), '  Awa@Example.com ');
    await events.click(send());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(ACCOUNT_LINK_MESSAGES.forgotSent);
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    expect(calls.map((call) => call.body)).toEqual([{ email: 'awa@example.com' }]);
    expect(accounts.outbox).toEqual([expect.objectContaining({ to: 'awa@example.com', purpose: 'password_reset' })]);
    expect(screen.queryByRole('button', { name: 'Envoyer le lien' })).not.toBeInTheDocument();
  });

  it('confirms the same way for an address without an account', async () => {
    const events = renderPage();
    await events.type(emailField(), 'personne@example.com');
    await events.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.forgotSent);
    expect(accounts.outbox).toHaveLength(0);
  });

  it('shows a 429 with its detail and keeps the form', async () => {
    server.use(
      http.post(`${API}/auth/password/forgot`, () =>
        HttpResponse.json(
          { detail: ACCOUNT_LINK_MESSAGES.tooManyRequests },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const events = renderPage();
    await events.type(emailField(), 'awa@example.com');
    await events.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.tooManyRequests);
    expect(emailField()).toHaveValue('awa@example.com');
    expect(send()).toBeEnabled();
  });

  it('says when the request could not be sent, and shows progress meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${API}/auth/password/forgot`, async () => {
        await gate;
        return HttpResponse.error();
      }),
    );
    const events = renderPage();
    await events.type(emailField(), 'awa@example.com');
    await events.click(send());
    expect(await screen.findByRole('button', { name: 'Envoi...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORGOT_PASSWORD_FAILED);
  });

  it('leads back to the sign-in', async () => {
    const events = renderPage();
    await events.click(screen.getByRole('link', { name: 'Retour à la connexion' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
