import type { LoginResult, User } from '@teranga/shared-ui';

/** Password accepted by the mock API for every demo account. */
export const DEMO_PASSWORD = 'teranga2025';

export const demoUser: User = {
  id: 'c4d81f0a-2b6e-4e93-8f57-3a9b1e6d2c70',
  name: 'Kévin Jean-Louis',
  email: 'kevin.jeanlouis@example.com',
  phone: '07 81 23 45 67',
  address: '9 rue de la Fontaine au Roi, 75011 Paris',
  role: 'livreur',
  is_active: true,
  is_verified: true,
  created_at: '2025-01-20T14:05:00Z',
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
  redirect: '/livreur/dashboard',
};

export const users: User[] = [demoUser];
