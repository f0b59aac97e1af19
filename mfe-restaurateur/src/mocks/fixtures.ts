import type { LoginResult, User } from '@teranga/shared-ui';

/** Password accepted by the mock API for every demo account. */
export const DEMO_PASSWORD = 'teranga2025';

export const demoUser: User = {
  id: '7b2e91c4-5d3a-4f08-a6e2-91c7d0b3f5a2',
  name: 'Moussa Ndiaye',
  email: 'moussa.ndiaye@example.com',
  phone: '06 45 78 12 90',
  address: '42 boulevard de Belleville, 75020 Paris',
  role: 'restaurateur',
  is_active: true,
  is_verified: true,
  created_at: '2024-09-12T08:30:00Z',
};

// Tokens carry the user id so the mock API can tell who is calling without keeping sessions.
export const tokensFor = (user: Pick<User, 'id'>) => ({
  access_token: `mock-access:${user.id}`,
  refresh_token: `mock-refresh:${user.id}`,
});

export const demoTokens = tokensFor(demoUser);

export const demoLoginResult: LoginResult = {
  ...demoTokens,
  token_type: 'bearer',
  user: demoUser,
  redirect: '/restaurateur/dashboard',
};

export const users: User[] = [demoUser];
