import type { LoginResult, User } from '@teranga/shared-ui';

/** Password accepted by the mock API for every demo account. */
export const DEMO_PASSWORD = 'teranga2025';

export const demoUser: User = {
  id: 'e9a5c3d7-1f24-4b8e-b0c6-5d7f2a8e4b19',
  name: 'Claire Mensah',
  email: 'claire.mensah@example.com',
  phone: '01 84 60 25 25',
  address: null,
  role: 'admin',
  is_active: true,
  is_verified: true,
  created_at: '2024-06-01T09:00:00Z',
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
  redirect: '/admin/dashboard',
};

export const users: User[] = [demoUser];
