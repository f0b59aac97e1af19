/**
 * `GET /analytics/livreur/{id}?days=` — a courier's dashboard figures over
 * the last `days` calendar days (UTC, today included; 7..365, default 30):
 * deliveries assigned to them, completed ones, distance of the completed ones
 * and their average duration (delivery_time − pickup_time).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DriverAnalyticsSchema, driverAnalytics } from '../../domain/deliveries';
import { IdParams } from '../../domain/fields';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { forbidden, notFound } from '../../lib/errors';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { requireApproved } from '../../middleware/ownership';
import { DEFAULT_DAYS, MAX_DAYS, MIN_DAYS } from './restaurant';

const DAYS_MESSAGE = `Le paramètre « days » doit être un entier entre ${MIN_DAYS} et ${MAX_DAYS}`;

const DaysQuery = z.object({
  days: z
    .string()
    .regex(/^\d{1,4}$/, { error: DAYS_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(MIN_DAYS, { error: DAYS_MESSAGE }).max(MAX_DAYS, { error: DAYS_MESSAGE }))
    .optional()
    .openapi({ type: 'integer', minimum: MIN_DAYS, maximum: MAX_DAYS, default: DEFAULT_DAYS }),
});

const route = createRoute({
  method: 'get',
  path: '/livreur/{id}',
  operationId: 'getLivreurAnalytics',
  tags: ['Statistiques'],
  summary: 'Statistiques d’un livreur (lui-même ou un administrateur)',
  description:
    'Période : les `days` derniers jours (UTC, aujourd’hui compris), selon la date de création de la livraison. ' +
    'Distance et durée moyenne : livraisons livrées seulement.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin'), requireApproved] as const,
  request: { params: IdParams, query: DaysQuery },
  responses: { 200: jsonResponse(DriverAnalyticsSchema, 'Statistiques'), ...errorResponses(400, 401, 403, 404) },
});

export function livreurAnalyticsRoutes() {
  const router = createRouter();
  router.openapi(route, (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    if (user.role !== 'admin' && user.id !== id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
    if (user.id !== id) {
      const target = db.select({ role: users.role }).from(users).where(eq(users.id, id)).get();
      if (!target || target.role !== 'livreur') throw notFound('Livreur non trouvé');
    }
    const days = c.req.valid('query').days ?? DEFAULT_DAYS;
    return c.json(driverAnalytics(db, id, days), 200);
  });
  return router;
}
