import type { User } from '@teranga/shared-ui';
import { createAuthHandlers, createMockUsers, mockTokensFor } from '@teranga/shared-ui/mocks';
import { beforeEach } from 'vitest';

import { server } from './server';
import { storeSession } from './render';

/** A link the mock API "e-mailed" (what the real one writes to its outbox). */
export type MockMail = NonNullable<NonNullable<Parameters<typeof createAuthHandlers>[1]>['outbox']>[number];

/**
 * The shared mock API's accounts for a test file: `fixtures` (password MOCK_PASSWORD), fresh for
 * every test, with the links it sends collected in `outbox`.
 */
export function mockAccounts(fixtures: User[]) {
  const accounts = { users: createMockUsers(fixtures), outbox: [] as MockMail[] };
  beforeEach(() => {
    accounts.users.reset();
    accounts.outbox.length = 0;
    server.use(...createAuthHandlers(accounts.users, { outbox: accounts.outbox }));
  });
  return accounts;
}

/** Signs `user` in with the mock API's tokens, as an earlier visit would have. */
export const signInAs = (user: User) => storeSession({ token: mockTokensFor(user).access_token, user });

/** The token of the last link of `purpose` the mock API sent. */
export function lastToken(outbox: MockMail[], purpose: MockMail['purpose']): string {
  const mail = outbox.findLast((candidate) => candidate.purpose === purpose);
  if (!mail) throw new Error(`Aucun lien ${purpose} envoyé`);
  return mail.token;
}
