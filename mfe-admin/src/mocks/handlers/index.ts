import { createAuthHandlers } from '@teranga/shared-ui/mocks';
import { users } from '../db';
import { adminAuditHandlers } from './admin-audit';
import { adminCommandeHandlers } from './admin-commandes';
import { adminFinanceHandlers } from './admin-finances';
import { adminLivraisonHandlers } from './admin-livraisons';
import { adminPromoHandlers } from './admin-promos';
import { adminRestaurantHandlers } from './admin-restaurants';
import { adminReviewHandlers } from './admin-reviews';
import { adminSettingsHandlers } from './admin-settings';
import { adminStatsHandlers } from './admin-stats';
import { adminUserHandlers } from './admin-users';
import { adminValidationHandlers } from './admin-validations';

// One handler file per resource, spread here.
export const handlers = [
  ...createAuthHandlers(users),
  ...adminStatsHandlers,
  ...adminValidationHandlers,
  ...adminUserHandlers,
  ...adminCommandeHandlers,
  ...adminLivraisonHandlers,
  ...adminRestaurantHandlers,
  ...adminReviewHandlers,
  ...adminAuditHandlers,
  ...adminSettingsHandlers,
  ...adminPromoHandlers,
  ...adminFinanceHandlers,
];
