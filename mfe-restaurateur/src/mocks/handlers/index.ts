import { authHandlers } from './auth';

// Each feature adds its own handler file and spreads it here.
export const handlers = [...authHandlers];
