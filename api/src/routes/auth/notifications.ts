import { z } from '@hono/zod-openapi';
import { readChannels, writeChannels } from '../../notifications/preferences';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { routeFactory, signedIn } from '../kit';

const NotificationPreferencesSchema = z
  .strictObject({
    email: z.boolean().openapi({ description: 'E-mails sur mes commandes' }),
    push: z
      .boolean()
      .openapi({ description: 'Notifications push sur les navigateurs abonnés (`POST /push/subscriptions`)' }),
  })
  .openapi('NotificationPreferences');

const route = routeFactory('Authentification');

const CHANNELS_DOC =
  'Ce que l’utilisateur connecté reçoit sur ses commandes hors de l’écran : le client quand sa commande est acceptée, refusée, en route, livrée, ou annulée par un délai ou par l’équipe Teranga ; le restaurateur pour une nouvelle commande quand aucun de ses écrans cuisine n’est ouvert ; le livreur quand un administrateur lui attribue une livraison, ou quand la commande d’une livraison qu’il a acceptée est annulée. ' +
  'Pensé pour les clients et les livreurs ; les restaurateurs et les administrateurs peuvent aussi s’en servir. Sans choix enregistré, tout est activé.';

const getRoute = route.get('/', 'getMyNotificationPreferences', signedIn, {
  summary: 'Mes préférences de notification',
  description: CHANNELS_DOC,
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'Canaux activés'),
    ...errorResponses(401, 403),
  },
});

const putRoute = route.put('/', 'updateMyNotificationPreferences', signedIn, {
  summary: 'Choisir mes canaux de notification',
  description: `${CHANNELS_DOC}\n\nLes deux canaux sont obligatoires (\`true\` ou \`false\`), aucun autre champ n’est accepté.`,
  request: { body: jsonBody(NotificationPreferencesSchema) },
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'Préférences enregistrées'),
    ...errorResponses(400, 401, 403, 415),
  },
});

/** `GET` / `PUT /auth/me/notifications` (mounted by `authRoutes`). */
export function authNotificationRoutes() {
  const router = createRouter();

  router.openapi(getRoute, async (c) => c.json(await readChannels(c.get('deps').db, c.get('user').id), 200));

  router.openapi(putRoute, async (c) =>
    c.json(await writeChannels(c.get('deps').db, c.get('user').id, c.req.valid('json')), 200),
  );

  return router;
}
