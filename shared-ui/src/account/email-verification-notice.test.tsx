import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from '../components/toaster/toaster';
import { configureApi } from '../lib/api-client';
import { QueryProvider, createQueryClient } from '../lib/react-query';
import { createAuthHandlers, createMockUsers, MOCK_API_URL, mockLoginResult } from '../mocks';
import type { MockMail } from '../mocks/auth-handlers';
import { ACCOUNT_LINK_MESSAGES } from '../rules/account';
import { useSession } from '../stores/session';
import { makeUser } from '../test/fixtures';
import { recordRequests } from '../testing/record-requests';
import type { User } from '../types';
import { EmailVerificationNotice, ResendVerificationButton } from './email-verification-notice';
import { RESEND_FAILED, resetResendCooldown } from './resend-verification';

const unverified = makeUser({ id: 'cli-1', email: 'awa@example.com', email_verified: false });
const server = setupServer();
let outbox: MockMail[] = [];
let users = createMockUsers([unverified]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  outbox = [];
  users = createMockUsers([unverified]);
  server.resetHandlers(...createAuthHandlers(users, { outbox }));
  configureApi({ baseURL: MOCK_API_URL, onAuthFailure: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
  resetResendCooldown();
  useSession.getState().signOut();
});
afterAll(() => server.close());

const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

function renderAs(user: User | null, ui = <EmailVerificationNotice />) {
  if (user) useSession.getState().signIn(mockLoginResult(user));
  // user-event waits between its steps: on the fake clock when a test installs one.
  const events = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  render(
    <QueryProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryProvider>,
  );
  return events;
}

const resendButton = () => screen.getByRole('button', { name: /^Renvoyer le lien/ });

describe('EmailVerificationNotice', () => {
  it.each([
    ['nobody is signed in', null],
    ['the address is verified', makeUser({ email_verified: true })],
    // The admin's approval is another flag: an account awaiting it may have a verified address.
    ['only the approval is pending', makeUser({ role: 'livreur', is_verified: false, email_verified: true })],
  ])('shows nothing when %s', (_case, user) => {
    const { container } = render(
      <QueryProvider client={createQueryClient()}>
        <EmailVerificationNotice />
      </QueryProvider>,
    );
    if (user) act(() => useSession.getState().signIn(mockLoginResult(user)));
    expect(container).toBeEmptyDOMElement();
  });

  it('reminds an unverified account where the link went, and sends a new one', async () => {
    const calls = recordRequests(server, { method: 'POST', path: '/auth/email/resend' });
    const events = renderAs(unverified);
    expect(screen.getByText(/Vérifiez votre adresse email : un lien vous a été envoyé à/)).toHaveTextContent(
      'Vérifiez votre adresse email : un lien vous a été envoyé à awa@example.com.',
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await events.click(resendButton());
    expect(await within(status).findByText(ACCOUNT_LINK_MESSAGES.verificationSent)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(outbox).toEqual([expect.objectContaining({ to: 'awa@example.com', purpose: 'email_verify' })]);
    // Said inline, not in a toast as well.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the 60 s cooldown down in the disabled button, then offers the link again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = renderAs(unverified);
    await events.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveAccessibleName('Renvoyer le lien (60 s)'));
    expect(resendButton()).toBeDisabled();

    await tick(20_000);
    expect(resendButton()).toHaveAccessibleName('Renvoyer le lien (40 s)');
    expect(resendButton()).toBeDisabled();
    // The countdown is not in a live region: only the outcome is announced.
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verificationSent);
    expect(screen.getByRole('status')).not.toHaveTextContent('40');

    await tick(40_000);
    expect(resendButton()).toHaveAccessibleName('Renvoyer le lien');
    expect(resendButton()).toBeEnabled();
  });

  it("waits for the API's Retry-After after a 429, with its detail", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post(`${MOCK_API_URL}/auth/email/resend`, () =>
        HttpResponse.json(
          { detail: ACCOUNT_LINK_MESSAGES.resendTooSoon },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const events = renderAs(unverified);
    await events.click(resendButton());
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.resendTooSoon)).toBeInTheDocument();
    expect(resendButton()).toHaveAccessibleName('Renvoyer le lien (42 s)');
    expect(resendButton()).toBeDisabled();
    await tick(42_000);
    expect(resendButton()).toBeEnabled();
  });

  it('says when the link could not be sent, and lets the user try again at once', async () => {
    server.use(http.post(`${MOCK_API_URL}/auth/email/resend`, () => HttpResponse.error()));
    const events = renderAs(unverified);
    await events.click(resendButton());
    expect(await screen.findByText(RESEND_FAILED)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('disappears when the API says the address was verified meanwhile (409)', async () => {
    users.users[0]!.email_verified = true;
    const events = renderAs(unverified);
    await events.click(resendButton());
    await waitFor(() => expect(screen.queryByText(/Vérifiez votre adresse email/)).not.toBeInTheDocument());
    expect(useSession.getState().user?.email_verified).toBe(true);
  });

  it('disappears once the session learns the address is verified (e.g. from another tab)', () => {
    renderAs(unverified);
    expect(screen.getByText(/Vérifiez votre adresse email/)).toBeInTheDocument();
    act(() => useSession.getState().mergeUser({ email_verified: true }));
    expect(screen.queryByText(/Vérifiez votre adresse email/)).not.toBeInTheDocument();
  });

  it('shares the cooldown with the other resend buttons on the page, and says the outcome once', async () => {
    const events = renderAs(
      unverified,
      <>
        <EmailVerificationNotice />
        <ResendVerificationButton />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Renvoyer le lien' });
    await events.click(second!);
    await waitFor(() => expect(first).toBeDisabled());
    expect(second).toBeDisabled();
    expect(screen.getAllByText(ACCOUNT_LINK_MESSAGES.verificationSent)).toHaveLength(1);
    expect(first).toHaveAccessibleName(/Renvoyer le lien \(\d+ s\)/);
  });

  it('forgets the cooldown of another account', async () => {
    const events = renderAs(unverified);
    await events.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeDisabled());
    act(() => useSession.getState().signIn(mockLoginResult(makeUser({ id: 'cli-2', email_verified: false }))));
    expect(resendButton()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
