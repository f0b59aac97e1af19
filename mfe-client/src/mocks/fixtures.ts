import type { LoginResult, User } from '@teranga/shared-ui';

/** Password accepted by the mock API for every demo account. */
export const DEMO_PASSWORD = 'teranga2025';

export const demoUser: User = {
  id: '3f6c2a9e-8b41-4d7a-9c15-2e7f0b8d4a61',
  name: 'Aminata Diallo',
  email: 'aminata.diallo@example.com',
  phone: '06 12 34 56 78',
  address: '18 rue des Poissonniers, 75018 Paris',
  role: 'client',
  is_active: true,
  is_verified: true,
  created_at: '2024-11-05T10:15:00Z',
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
  redirect: '/client/explorer',
};

export const users: User[] = [demoUser];
