import type { User } from '@teranga/shared-ui';
import { DEMO_PASSWORD, users } from './fixtures';

interface MockDb {
  users: User[];
  passwords: Map<string, string>;
}

// Handlers mutate this copy, never the fixtures, so resetDb() gives every test the same starting data.
function seed(): MockDb {
  return {
    users: structuredClone(users),
    passwords: new Map(users.map((user) => [user.id, DEMO_PASSWORD])),
  };
}

export const db: MockDb = seed();

export function resetDb(): void {
  Object.assign(db, seed());
}
