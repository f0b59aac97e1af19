import { factories, mockLoginResult } from '@teranga/shared-ui/mocks';
import type { LoginResult, User } from '@teranga/shared-ui';

/** An approved restaurateur account unless told otherwise. */
const restaurateur = (fields: Partial<User>): User => factories.user({ role: 'restaurateur', ...fields });

export const demoUser: User = restaurateur({
  id: '7b2e91c4-5d3a-4f08-a6e2-91c7d0b3f5a2',
  name: 'Moussa Ndiaye',
  email: 'moussa.ndiaye@example.com',
  phone: '06 45 78 12 90',
  address: '42 boulevard de Belleville, 75020 Paris',
  created_at: '2024-09-12T08:30:00Z',
});

/** Signed up, not yet approved by an administrator: the API refuses their writes (403). */
export const pendingUser: User = restaurateur({
  id: 'c41f0a9e-2b7d-4e63-9a85-3d6f1b2c7e90',
  name: 'Rose-Marie Célestin',
  email: 'rose-marie.celestin@example.com',
  phone: '06 12 98 45 33',
  address: '8 rue Jean-Pierre Timbaud, 75011 Paris',
  is_verified: false,
  created_at: '2025-02-02T10:15:00Z',
});

/** Approved but has not created a restaurant yet. */
export const newcomerUser: User = restaurateur({
  id: 'e8a3d5c2-71f4-4b0e-8d29-6c5a4f3b2e17',
  name: 'Kadiatou Traoré',
  email: 'kadiatou.traore@example.com',
  phone: '07 61 24 88 05',
  address: '19 rue Myrha, 75018 Paris',
  created_at: '2025-01-20T16:40:00Z',
});

/** Owner of another restaurant: a restaurateur must never see it as theirs. */
export const otherOwner: User = restaurateur({
  id: '2d9c6b1a-8e47-4f35-b0a2-5e1d7c3f9a64',
  name: 'Nadège Louis',
  email: 'nadege.louis@example.com',
  phone: '06 52 63 74 85',
  address: null,
  created_at: '2024-06-03T09:00:00Z',
});

export const demoLoginResult: LoginResult = mockLoginResult(demoUser);

export const users: User[] = [demoUser, pendingUser, newcomerUser, otherOwner];
