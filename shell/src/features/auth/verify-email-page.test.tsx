import { ACCOUNT_LINK_MESSAGES, useSession } from '@teranga/shared-ui';
import { mockTokensFor } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { lastToken, mockAccounts, signInAs } from '../../test/accounts';
import { makeUser, renderRoute } from '../../test/render';
import { API, HttpResponse, http, server } from '../../test/server';
import { LINK_UNREACHABLE, forgetLinkAttempts } from './hooks/use-link-once';
import { VerifyEmailPage } from './verify-email-page';

const awa = makeUser({ id: 'u-awa', email: 'awa@example.com', role: 'client', email_verified: false });
const accounts = mockAccounts([awa]);

afterEach(forgetLinkAttempts);

/** A verification link as the mock API mails it ('Renvoyer le lien'). */
async function verificationLink() {
  await fetch(`${API}/auth/email/resend`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${mockTokensFor(awa).access_token}` },
  });
  return lastToken(accounts.outbox, 'email_verify');
}

function renderPage(token: string | null) {
  const events = userEvent.setup();
  const url = token === null ? '/verify-email' : `/verify-email?token=${encodeURIComponent(token)}`;
  // StrictMode runs the page's effects twice, as in development: the link must still be sent once.
  renderRoute(<VerifyEmailPage />, { path: '/verify-email', initialEntry: url, strict: true });
  return events;
}

describe('VerifyEmailPage', () => {
  it('verifies the address as it opens, once, and refreshes the signed-in user everywhere', async () => {
    const token = await verificationLink();
    signInAs(awa);
    const verifications = recordRequests(server, { method: 'POST', path: '/auth/email/verify' });
    const events = renderPage(token);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vérification de votre adresse email');
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre adresse...');
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(verifications.map((call) => call.body)).toEqual([{ token }]);
    expect(accounts.users.users[0]!.email_verified).toBe(true);
    await waitFor(() => expect(useSession.getState().user?.email_verified).toBe(true));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email_verified: true });

    await events.click(screen.getByRole('link', { name: 'Aller à mon espace' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/explorer');
  });

  it('works without a session (the link may be opened on another device), then offers the sign-in', async () => {
    const token = await verificationLink();
    const me = recordRequests(server, { method: 'GET', path: '/auth/me' });
    renderPage(token);
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(me).toHaveLength(0);
  });

  it('shows the API’s detail for a link that no longer works, and how to get another', async () => {
    renderPage('deja-utilise');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid);
    expect(screen.getByText(/choisissez « Renvoyer le lien » dans votre espace/)).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('without a token, says so without any request', () => {
    const calls = recordRequests(server, { path: '/auth/email/verify' });
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid);
    expect(calls).toHaveLength(0);
  });

  it('offers to try again when the API could not be reached, and the link still works then', async () => {
    const token = await verificationLink();
    server.use(http.post(`${API}/auth/email/verify`, () => HttpResponse.error(), { once: true }));
    const events = renderPage(token);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_UNREACHABLE);
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.emailVerified)).toBeInTheDocument();
  });
});
