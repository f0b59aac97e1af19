import { createMockUsers } from '@teranga/shared-ui/mocks';
import { DEMO_PASSWORD, users as userFixtures } from './fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures, DEMO_PASSWORD);

export function resetDb(): void {
  users.reset();
}
