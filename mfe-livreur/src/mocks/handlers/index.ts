import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { analyticsHandlers } from './analytics';
import { livraisonHandlers } from './livraisons';

// Each feature adds its own handler file and spreads it here.
export const handlers = [...createAuthHandlers(users), ...livraisonHandlers, ...analyticsHandlers];
