import { ACCOUNT_LINK_MESSAGES, useSession } from '@teranga/shared-ui';
import { MOCK_PASSWORD, mockTokensFor } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { lastToken, mockAccounts, signInAs } from '../../test/accounts';
import { makeUser, renderRoute } from '../../test/render';
import { API, server } from '../../test/server';
import { ConfirmEmailPage } from './confirm-email-page';
import { forgetLinkAttempts } from './hooks/use-link-once';

const moussa = makeUser({ id: 'u-moussa', email: 'moussa@example.com', role: 'livreur' });
const taken = makeUser({ id: 'u-awa', email: 'awa@example.com' });
const accounts = mockAccounts([moussa, taken]);

afterEach(forgetLinkAttempts);

/** The link the mock API mails to the new address after the profile asked for it. */
async function changeLink(email: string) {
  await fetch(`${API}/auth/me`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mockTokensFor(moussa).access_token}` },
    body: JSON.stringify({ email, current_password: MOCK_PASSWORD }),
  });
  return lastToken(accounts.outbox, 'email_change');
}

function renderPage(token: string) {
  renderRoute(<ConfirmEmailPage />, {
    path: '/confirm-email',
    initialEntry: `/confirm-email?token=${encodeURIComponent(token)}`,
    strict: true,
  });
}

describe('ConfirmEmailPage', () => {
  it('applies the new address as it opens, once, and refreshes the signed-in user', async () => {
    const token = await changeLink('moussa.sow@example.com');
    signInAs(moussa);
    const confirmations = recordRequests(server, { method: 'POST', path: '/auth/email/confirm' });
    renderPage(token);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirmation de votre nouvelle adresse email');
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(confirmations).toHaveLength(1);
    await waitFor(() => expect(useSession.getState().user?.email).toBe('moussa.sow@example.com'));
    expect(screen.getByRole('link', { name: 'Aller à mon espace' })).toHaveAttribute('href', '/livreur/dashboard');
  });

  it('shows the API’s detail when the address became another account’s meanwhile', async () => {
    const token = await changeLink('moussa.sow@example.com');
    accounts.users.users[1]!.email = 'moussa.sow@example.com';
    renderPage(token);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.emailTakenMeanwhile);
    expect(screen.getByText(/Votre compte garde son adresse actuelle/)).toBeInTheDocument();
    expect(accounts.users.users[0]!.email).toBe('moussa@example.com');
  });

  it('shows the API’s detail for an unknown link', async () => {
    renderPage('inconnu');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.changeLinkInvalid);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
