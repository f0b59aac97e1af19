import type { LoginResult, User } from '../types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-0001-aaaa',
    name: 'Awa Diop',
    email: 'awa@example.com',
    phone: '+221 77 000 00 00',
    address: '12 rue de Dakar, Paris',
    role: 'client',
    is_active: true,
    is_verified: true,
    created_at: '2025-01-15T10:00:00Z',
    ...overrides,
  };
}

export function makeLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    user: makeUser(),
    redirect: '/client/explorer',
    ...overrides,
  };
}
