import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { LIVRAISON_STATUSES, users } from '../../db/schema';
import {
  DELIVERY_ERRORS,
  LivraisonSchema,
  acceptDelivery,
  findLivraisonView,
  isAvailable,
  listAvailableLivraisons,
  listLivraisons,
  toLivraisonJson,
  updateLocation,
} from '../../domain/deliveries';
import { completeDelivery, startDelivery } from '../../domain/order-status';
import { requireApproved } from '../../domain/ownership';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';

const tags = ['Livraisons'];

const IdParams = z.object({ id: z.uuid().openapi({ example: '0b7f3c1e-5d2a-4e8b-9c6f-1a2b3c4d5e6f' }) });

const ListQuery = z.object({
  livreur_id: z.string().min(1).max(64).optional().openapi({ description: 'Livreur : son propre id seulement (par défaut). Admin : n’importe lequel ou aucun.' }),
  status: z.enum(LIVRAISON_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100).openapi({ type: 'integer', example: 5, description: '1 à 500, 100 par défaut' }),
});

const AcceptQuery = z.object({
  livreur_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'Doit être l’appelant (livreur) ; obligatoire pour un administrateur qui attribue la livraison' }),
});

const StatusQuery = z.object({
  new_status: z.enum(LIVRAISON_STATUSES).openapi({ description: 'en_cours (démarrer) ou livree (terminer) ; tout autre changement : 409' }),
});

const LocationSchema = z
  .strictObject({
    latitude: z.number().min(-90).max(90).openapi({ example: 48.8867 }),
    longitude: z.number().min(-180).max(180).openapi({ example: 2.3431 }),
  })
  .openapi('LivraisonLocation');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Lister des livraisons (plus récentes d’abord)',
  description: 'Livreur : les siennes seulement (`livreur_id` absent ou égal à son id, sinon 403). Admin : toutes, filtrables.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin')] as const,
  request: { query: ListQuery },
  responses: { 200: jsonResponse(z.array(LivraisonSchema), 'Livraisons'), ...errorResponses(400, 401, 403) },
});

const availableRoute = createRoute({
  method: 'get',
  path: '/available',
  tags,
  summary: 'Livraisons disponibles (plus anciennes d’abord)',
  description: 'Livraisons `en_attente` dont la commande est confirmee, en_preparation ou prete. Livreur validé ou admin.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin'), requireApproved] as const,
  responses: { 200: jsonResponse(z.array(LivraisonSchema), 'Livraisons disponibles'), ...errorResponses(401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'Détail d’une livraison',
  description: 'Le livreur assigné, tout livreur validé tant qu’elle est disponible, ou un admin ; sinon 404.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin')] as const,
  request: { params: IdParams },
  responses: { 200: jsonResponse(LivraisonSchema, 'Livraison'), ...errorResponses(400, 401, 403, 404) },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/{id}/accept',
  tags,
  summary: 'Accepter une livraison (atomique)',
  description:
    'Une seule mise à jour conditionnelle : de plusieurs livreurs qui acceptent en même temps, un seul réussit ; les autres reçoivent 409 ' +
    '`Livraison déjà acceptée`. Un livreur qui a déjà une livraison acceptee/en_cours : 409 `Vous avez déjà une livraison en cours`.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin'), requireApproved] as const,
  request: { params: IdParams, query: AcceptQuery },
  responses: { 200: jsonResponse(LivraisonSchema, 'Livraison acceptée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const statusRoute = createRoute({
  method: 'patch',
  path: '/{id}/status',
  tags,
  summary: 'Démarrer ou terminer sa livraison',
  description:
    'acceptee → en_cours : la commande doit être `prete` (409 sinon), `pickup_time` est renseigné et la commande passe en_livraison. ' +
    'en_cours → livree : `delivery_time` est renseigné et la commande passe livree. Les deux mises à jour se font dans une transaction. ' +
    'Tout autre changement : 409 `Transition de statut invalide`. Livreur assigné ou admin.',
  security: bearerSecurity,
  middleware: [requireRole('livreur', 'admin'), requireApproved] as const,
  request: { params: IdParams, query: StatusQuery },
  responses: { 200: jsonResponse(LivraisonSchema, 'Livraison mise à jour'), ...errorResponses(400, 401, 403, 404, 409) },
});

const locationRoute = createRoute({
  method: 'patch',
  path: '/{id}/location',
  tags,
  summary: 'Envoyer sa position (livraison acceptee ou en_cours)',
  security: bearerSecurity,
  middleware: [requireRole('livreur'), requireApproved] as const,
  request: { params: IdParams, body: jsonBody(LocationSchema) },
  responses: { 204: { description: 'Position enregistrée' }, ...errorResponses(400, 401, 403, 404, 409, 415) },
});

export function livraisonRoutes() {
  const router = createRouter();

  router.openapi(listRoute, (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const query = c.req.valid('query');
    let livreurId = query.livreur_id;
    if (user.role !== 'admin') {
      if (livreurId !== undefined && livreurId !== user.id) throw forbidden(DELIVERY_ERRORS.notOwnList);
      livreurId = user.id;
    }
    return c.json(listLivraisons(db, { livreurId, status: query.status, limit: query.limit }), 200);
  });

  router.openapi(availableRoute, (c) => c.json(listAvailableLivraisons(c.get('deps').sqlite), 200));

  router.openapi(getRoute, (c) => {
    const { sqlite } = c.get('deps');
    const user = c.get('user');
    const view = findLivraisonView(sqlite, c.req.valid('param').id);
    const visible =
      view &&
      (user.role === 'admin' || view.livraison.livreurId === user.id || (user.isVerified && isAvailable(view)));
    if (!visible) throw notFound(DELIVERY_ERRORS.notFound);
    return c.json(toLivraisonJson(view), 200);
  });

  router.openapi(acceptRoute, (c) => {
    const { db, sqlite, logger } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const requested = c.req.valid('query').livreur_id;

    let livreurId: string;
    if (user.role === 'admin') {
      if (!requested) throw badRequest(DELIVERY_ERRORS.livreurRequired);
      const target = db.select().from(users).where(eq(users.id, requested)).get();
      if (!target || target.role !== 'livreur') throw notFound(DELIVERY_ERRORS.livreurNotFound);
      if (!target.isActive || !target.isVerified) throw conflict(DELIVERY_ERRORS.livreurUnavailable);
      livreurId = target.id;
    } else {
      if (requested !== undefined && requested !== user.id) throw forbidden(DELIVERY_ERRORS.notSelf);
      livreurId = user.id;
    }

    const livraison = acceptDelivery(db, sqlite, id, livreurId);
    logger.info({ livraisonId: id, livreurId, by: user.id }, 'delivery accepted');
    return c.json(livraison, 200);
  });

  router.openapi(statusRoute, (c) => {
    const { db, sqlite, logger } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const { new_status } = c.req.valid('query');
    const view = findLivraisonView(sqlite, id);
    if (!view || (user.role !== 'admin' && view.livraison.livreurId !== user.id)) throw notFound(DELIVERY_ERRORS.notFound);

    if (new_status === 'en_cours') startDelivery(db, id, user);
    else if (new_status === 'livree') completeDelivery(db, id, user);
    else throw conflict(DELIVERY_ERRORS.invalidTransition);

    logger.info({ livraisonId: id, status: new_status, by: user.id }, 'delivery status changed');
    return c.json(toLivraisonJson(findLivraisonView(sqlite, id)!), 200);
  });

  router.openapi(locationRoute, (c) => {
    const { db } = c.get('deps');
    updateLocation(db, c.req.valid('param').id, c.get('user').id, c.req.valid('json'));
    return c.body(null, 204);
  });

  return router;
}
