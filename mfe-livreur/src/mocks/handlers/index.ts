import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { analyticsHandlers } from './analytics';
import { earningsHandlers } from './earnings';
import { livraisonHandlers } from './livraisons';

// Each feature adds its own handler file and spreads it here. The earnings come before the
// deliveries, whose `/livraisons/:id` would otherwise take 'earnings' for an id.
export const handlers = [...createAuthHandlers(users), ...earningsHandlers, ...livraisonHandlers, ...analyticsHandlers];
