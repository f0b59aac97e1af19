import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { analyticsHandlers } from './analytics';
import { commandeHandlers } from './commandes';
import { livraisonHandlers } from './livraisons';

// Each feature adds its own handler file and spreads it here.
export const handlers = [...createAuthHandlers(users), ...livraisonHandlers, ...commandeHandlers, ...analyticsHandlers];
