/**
 * `GET /analytics/livreur/{id}?days=` — a courier's dashboard figures over
 * the last `days` calendar days (UTC, today included; 7..365, default 30):
 * deliveries assigned to them, completed ones, distance of the completed ones
 * and their average duration (delivery_time − pickup_time).
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DriverAnalyticsSchema, driverAnalytics } from '../../domain/deliveries';
import { IdParams } from '../../domain/fields';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { forbidden, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { approvedRoles, routeFactory } from '../kit';
import { DaysQuery, DEFAULT_DAYS } from './restaurant';

const route = routeFactory('Statistiques').get(
  '/livreur/{id}',
  'getLivreurAnalytics',
  approvedRoles('livreur', 'admin'),
  {
    summary: 'Statistiques d’un livreur (lui-même ou un administrateur)',
    description:
      'Période : les `days` derniers jours (UTC, aujourd’hui compris), selon la date de création de la livraison. ' +
      'Distance et durée moyenne : livraisons livrées seulement.',
    request: { params: IdParams, query: DaysQuery },
    responses: { 200: jsonResponse(DriverAnalyticsSchema, 'Statistiques'), ...errorResponses(400, 401, 403, 404) },
  },
);

export function livreurAnalyticsRoutes() {
  const router = createRouter();
  router.openapi(route, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    if (user.role !== 'admin' && user.id !== id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
    if (user.id !== id) {
      const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
      if (!target || target.role !== 'livreur') throw notFound('Livreur non trouvé');
    }
    const days = c.req.valid('query').days ?? DEFAULT_DAYS;
    return c.json(await driverAnalytics(db, id, days), 200);
  });
  return router;
}
