// Building blocks of the MSW mock API that every area's component tests and standalone mode
// share.
import { HttpResponse } from 'msw';
import { DEFAULT_API_URL } from '../config/constants';
import { landingPathForRole } from '../lib/access';
import type { LoginResult, User, ValidationErrorBody } from '../types';

/** The API base the mocks answer on, in tests and standalone dev alike (shared-ui's default). */
export const MOCK_API_URL = DEFAULT_API_URL;

/** The password the mock API accepts for every demo account. */
export const MOCK_PASSWORD = 'teranga2025';

/** An error the way the API sends it: a French `detail` that screens show as is. */
export function problem(status: number, detail: string) {
  return HttpResponse.json({ detail }, { status });
}

export const unauthorized = () => problem(401, 'Non authentifié');

/** The API's 400 for a body its schema refuses (a zod error): the first message as `detail`, and every field's. */
export function invalidBody(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors = error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  return HttpResponse.json<ValidationErrorBody>(
    { detail: errors[0]?.message ?? 'Requête invalide', errors },
    { status: 400 },
  );
}

/** Tokens carry the user id so the mock API can tell who is calling without keeping sessions. */
export const mockTokensFor = (user: Pick<User, 'id'>) => ({
  access_token: `mock-access:${user.id}`,
  refresh_token: `mock-refresh:${user.id}`,
});

/** What the mock /auth/login answers for `user`: tokens, the user, and its landing path. */
export const mockLoginResult = (user: User): LoginResult => ({
  ...mockTokensFor(user),
  token_type: 'bearer',
  expires_in: 900,
  user,
  redirect: landingPathForRole(user.role),
});

export interface MockUsers {
  users: User[];
  passwords: Map<string, string>;
  /** Back to the fixtures: handlers mutate copies, so every test starts from the same data. */
  reset(): void;
  /** The user a `Bearer mock-access:<id>[:rotation]` header stands for, or null. */
  currentUser(request: Request): User | null;
}

export function createMockUsers(fixtures: User[], password = MOCK_PASSWORD): MockUsers {
  const store: MockUsers = {
    users: [],
    passwords: new Map(),
    reset() {
      store.users = structuredClone(fixtures);
      store.passwords = new Map(fixtures.map((user) => [user.id, password]));
    },
    currentUser(request) {
      const match = /^Bearer mock-access:([^:\s]+)/.exec(request.headers.get('Authorization') ?? '');
      return store.users.find((user) => user.id === match?.[1]) ?? null;
    },
  };
  store.reset();
  return store;
}
