import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { analyticsHandlers } from './analytics';
import { assetHandlers } from './assets';
import { categoryHandlers } from './categories';
import { commandeHandlers } from './commandes';
import { platHandlers } from './plats';
import { promoHandlers } from './promos';
import { restaurantHandlers } from './restaurants';
import { reviewHandlers } from './reviews';
import { statementHandlers } from './statements';
import { uploadHandlers } from './upload';

// Each feature adds its own handler file and spreads it here.
export const handlers = [
  ...createAuthHandlers(users),
  ...restaurantHandlers,
  ...reviewHandlers,
  ...platHandlers,
  ...categoryHandlers,
  ...commandeHandlers,
  ...analyticsHandlers,
  ...promoHandlers,
  ...statementHandlers,
  ...uploadHandlers,
  ...assetHandlers,
];
