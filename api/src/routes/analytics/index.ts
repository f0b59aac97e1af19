import { createRouter } from '../../lib/openapi';
import { livreurAnalyticsRoutes } from './livreur';
import { restaurantAnalyticsRoutes } from './restaurant';

/** `/analytics/*`: one sub-router per audience (restaurant, livreur). */
export function analyticsRoutes() {
  const router = createRouter();
  router.route('/', restaurantAnalyticsRoutes());
  router.route('/', livreurAnalyticsRoutes());
  return router;
}
