import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';

// Each feature adds its own handler file and spreads it here.
export const handlers = [...createAuthHandlers(users)];
