import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { commandeHandlers } from './commandes';
import { moneyHandlers } from './money';
import { paiementHandlers } from './paiements';
import { platHandlers } from './plats';
import { restaurantHandlers } from './restaurants';
import { reviewHandlers } from './reviews';
import { suiviHandlers } from './suivi';

// Each resource has its own handler file, spread here.
export const handlers = [
  ...createAuthHandlers(users),
  ...restaurantHandlers,
  ...platHandlers,
  ...commandeHandlers,
  ...suiviHandlers,
  ...paiementHandlers,
  ...reviewHandlers,
  ...moneyHandlers,
];
