import { isIP } from 'node:net';
import { z } from '@hono/zod-openapi';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../../notifications/push';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { publicAccess, routeFactory, signedIn } from '../kit';

export const PUSH_MESSAGES = {
  endpoint: 'Le champ « endpoint » doit être l’URL https d’un service de notifications push',
  endpointTooLong: 'Le champ « endpoint » doit contenir au plus 2000 caractères',
  p256dh: 'Le champ « keys.p256dh » doit être une clé publique P-256 (65 octets en base64url)',
  auth: 'Le champ « keys.auth » doit être un secret de 16 octets en base64url',
} as const;

const ENDPOINT_MAX = 2000;

/**
 * A push service's URL: https, a host name (never an IP address or localhost: the server posts to
 * this URL, and must not be made to reach its own network), no credentials.
 */
function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    host.includes('.') &&
    isIP(host) === 0 &&
    host !== 'localhost' &&
    !host.endsWith('.localhost')
  );
}

/** base64url (padding tolerated) decoding to exactly `bytes` bytes, `first` being the first one if given. */
const base64urlOf = (bytes: number, first?: number) => (value: string) => {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && (first === undefined || decoded[0] === first);
};

const EndpointField = z
  .string()
  .max(ENDPOINT_MAX, { error: PUSH_MESSAGES.endpointTooLong })
  .refine(isPushEndpoint, { error: PUSH_MESSAGES.endpoint })
  // No example: the reference page holds no external address.
  .openapi({ format: 'uri', description: 'URL du service push du navigateur (`PushSubscription.endpoint`)' });

const PushSubscriptionSchema = z
  .strictObject({
    endpoint: EndpointField,
    keys: z.strictObject({
      p256dh: z
        .string()
        .max(200)
        .refine(base64urlOf(65, 0x04), { error: PUSH_MESSAGES.p256dh })
        .openapi({ description: 'Clé publique ECDH du navigateur (P-256 non compressée, base64url)' }),
      auth: z
        .string()
        .max(100)
        .refine(base64urlOf(16), { error: PUSH_MESSAGES.auth })
        .openapi({ description: 'Secret d’authentification du navigateur (16 octets, base64url)' }),
    }),
  })
  .openapi('PushSubscriptionPayload');

const PushUnsubscribeSchema = z
  .strictObject({ endpoint: z.string().min(1).max(ENDPOINT_MAX) })
  .openapi('PushUnsubscribePayload');

const PublicKeySchema = z
  .object({
    public_key: z.string().openapi({
      description: 'Clé publique VAPID (base64url), l’`applicationServerKey` de `pushManager.subscribe()`',
      example: 'BE_gtMN-CD1xvYvLqcjFecF1hNbqCF1SbYCkxhqm8caxCSBu-EzwNXxpwlgRJAyyZrk-Mj8qDhmXDvK8LvlYBz0',
    }),
  })
  .openapi('PushPublicKey');

const route = routeFactory('Notifications');

const publicKeyRoute = route.get('/public-key', 'getPushPublicKey', publicAccess, {
  summary: 'Clé publique VAPID des notifications push',
  description:
    'Public. À passer comme `applicationServerKey` à `pushManager.subscribe()` ; elle ne change pas tant que le serveur garde ses clés (`VAPID_PUBLIC_KEY`, ou le fichier généré au premier démarrage).',
  responses: { 200: jsonResponse(PublicKeySchema, 'Clé publique') },
});

const subscribeRoute = route.post('/subscriptions', 'subscribePush', signedIn, {
  summary: 'Enregistrer un abonnement push de ce navigateur',
  description: [
    'Tout utilisateur connecté. Le corps est `PushSubscription.toJSON()` du navigateur (sans `expirationTime`) : `endpoint` (URL https d’un service push, 2000 caractères au plus, jamais une adresse IP ni localhost), `keys.p256dh` et `keys.auth`.',
    'Un même `endpoint` n’existe qu’une fois : s’il était déjà enregistré (par ce compte ou un autre, sur ce navigateur), il passe à l’appelant avec ses nouvelles clés.',
    `Au plus ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} navigateurs par compte : au-delà, les plus anciens sont oubliés.`,
    'Les notifications ne partent que si le canal `push` est activé (`PUT /auth/me/notifications`) ; un abonnement que le service push déclare expiré (404 / 410) est supprimé.',
  ].join('\n\n'),
  request: { body: jsonBody(PushSubscriptionSchema) },
  responses: {
    201: { description: 'Abonnement enregistré' },
    ...errorResponses(400, 401, 403, 415),
  },
});

const unsubscribeRoute = route.delete('/subscriptions', 'unsubscribePush', signedIn, {
  summary: 'Supprimer un abonnement push',
  description:
    'Tout utilisateur connecté, pour ses propres abonnements : un `endpoint` inconnu ou enregistré par un autre compte ne change rien. Répond 204 dans tous les cas (à appeler à la déconnexion ou quand le navigateur se désabonne).',
  request: { body: jsonBody(PushUnsubscribeSchema) },
  responses: { 204: { description: 'Abonnement supprimé (ou absent)' }, ...errorResponses(400, 401, 403, 415) },
});

export function pushRoutes() {
  const router = createRouter();

  router.openapi(publicKeyRoute, (c) => c.json({ public_key: c.get('deps').push.publicKey }, 200));

  router.openapi(subscribeRoute, async (c) => {
    await c.get('deps').push.subscribe(c.get('user').id, c.req.valid('json'));
    return c.body(null, 201);
  });

  router.openapi(unsubscribeRoute, async (c) => {
    await c.get('deps').push.unsubscribe(c.get('user').id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });

  return router;
}
