import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { DELIVERY_STATUSES, users } from '../../db/schema';
import {
  DELIVERY_ERRORS,
  DeliverySummarySchema,
  LivraisonSchema,
  acceptDelivery,
  deliverySummary,
  findLivraisonAccess,
  isAvailable,
  listAvailableLivraisonsText,
  listLivraisonsPage,
  livraisonText,
  updateLocation,
  type LivraisonJson,
} from '../../domain/deliveries';
import { MAX_PIN_ATTEMPTS, completeDelivery, startDelivery } from '../../domain/order-status';
import { requestedPage } from '../../domain/paging';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { emptyJsonIsNoBody } from '../../middleware/optional-body';
import { jsonPage, jsonText } from '../../middleware/respond';
import type { AuthUser } from '../../types';
import { approvedRoles, pageQuery, pageResponse, pagingDescription, routeFactory, withRoles } from '../kit';

const IdParams = z.object({ id: z.uuid().openapi({ example: '0b7f3c1e-5d2a-4e8b-9c6f-1a2b3c4d5e6f' }) });

const LivreurQuery = z.object({
  livreur_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'Livreur : son propre id seulement (par défaut). Admin : n’importe lequel ou aucun.' }),
});

const ListQuery = LivreurQuery.extend({
  status: z.enum(DELIVERY_STATUSES).optional(),
  ...pageQuery({ example: 5 }),
});

/** Every answer carries the order, so the courier screens make no request per delivery. */
const EMBEDDED_ORDER =
  'Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie.';

/** Who gets `client_phone` / `restaurant_phone` in the answers of each route. */
const PHONES_TO_COURIER =
  '`client_phone` et `restaurant_phone` ne sont renseignés que pour le livreur validé à qui la livraison est attribuée, tant qu’elle est `acceptee` ou `en_cours` ; null sinon (un administrateur reçoit null).';

const AcceptQuery = z.object({
  livreur_id: z.string().min(1).max(64).optional().openapi({
    description: 'Doit être l’appelant (livreur) ; obligatoire pour un administrateur qui attribue la livraison',
  }),
});

const StatusQuery = z.object({
  new_status: z
    .enum(DELIVERY_STATUSES)
    .openapi({ description: 'en_cours (démarrer) ou livree (terminer) ; tout autre changement : 409' }),
});

const PinSchema = z
  .object({
    pin: z
      .string()
      .max(16)
      .optional()
      .openapi({ example: '4821', description: 'Le code de livraison que le client donne au livreur' }),
  })
  .openapi('LivraisonPin');

const LocationSchema = z
  .strictObject({
    latitude: z.number().min(-90).max(90).openapi({ example: 48.8867 }),
    longitude: z.number().min(-180).max(180).openapi({ example: 2.3431 }),
  })
  .openapi('LivraisonLocation');

const route = routeFactory('Livraisons');
const livreurOrAdmin = withRoles('livreur', 'admin');
const approvedLivreurOrAdmin = approvedRoles('livreur', 'admin');

const listRoute = route.get('/', 'listLivraisons', livreurOrAdmin, {
  summary: 'Lister des livraisons (plus récentes d’abord)',
  description:
    'Livreur : les siennes seulement (`livreur_id` absent ou égal à son id, sinon 403). Admin : toutes, filtrables. ' +
    `${pagingDescription('livraisons')} ${EMBEDDED_ORDER} ${PHONES_TO_COURIER}`,
  request: { query: ListQuery },
  responses: { 200: pageResponse(LivraisonSchema, 'Livraisons'), ...errorResponses(400, 401, 403) },
});

const summaryRoute = route.get('/summary', 'getLivraisonSummary', livreurOrAdmin, {
  summary: 'Bilan des livraisons (toutes, pas une page)',
  description:
    'Compté par la base sur TOUTES les livraisons du livreur : total, livrées, distance cumulée des livrées (km, 1 décimale) et nombre par statut. ' +
    'Livreur : les siennes (`livreur_id` absent ou égal à son id, sinon 403). Admin : celles de `livreur_id`, ou de tous les livreurs sans lui.',
  request: { query: LivreurQuery },
  responses: { 200: jsonResponse(DeliverySummarySchema, 'Bilan des livraisons'), ...errorResponses(400, 401, 403) },
});

const availableRoute = route.get('/available', 'listAvailableLivraisons', approvedLivreurOrAdmin, {
  summary: 'Livraisons disponibles (plus anciennes d’abord)',
  description: `Livraisons \`en_attente\` dont la commande est confirmee, en_preparation ou prete (une commande pour plus tard : à partir de 45 minutes avant son départ prévu, \`ready_at\`). Livreur validé ou admin. ${EMBEDDED_ORDER} Aucun téléphone : \`client_phone\` et \`restaurant_phone\` sont null tant que la livraison n’est attribuée à personne.`,
  responses: { 200: jsonResponse(z.array(LivraisonSchema), 'Livraisons disponibles'), ...errorResponses(401, 403) },
});

const getRoute = route.get('/{id}', 'getLivraison', livreurOrAdmin, {
  summary: 'Détail d’une livraison',
  description: `Le livreur assigné, tout livreur validé tant qu’elle est disponible, ou un admin ; sinon 404. ${EMBEDDED_ORDER} ${PHONES_TO_COURIER}`,
  request: { params: IdParams },
  responses: { 200: jsonResponse(LivraisonSchema, 'Livraison'), ...errorResponses(400, 401, 403, 404) },
});

const acceptRoute = route.post('/{id}/accept', 'acceptLivraison', approvedLivreurOrAdmin, {
  summary: 'Accepter une livraison (atomique)',
  description:
    'Une seule mise à jour conditionnelle : de plusieurs livreurs qui acceptent en même temps, un seul réussit ; les autres reçoivent 409 ' +
    '`Livraison déjà acceptée`. Un livreur qui a déjà une livraison acceptee/en_cours : 409 `Vous avez déjà une livraison en cours`. ' +
    `${EMBEDDED_ORDER} ${PHONES_TO_COURIER}`,
  request: { params: IdParams, query: AcceptQuery },
  responses: { 200: jsonResponse(LivraisonSchema, 'Livraison acceptée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const statusRoute = route.patch('/{id}/status', 'updateLivraisonStatus', approvedLivreurOrAdmin, {
  summary: 'Démarrer ou terminer sa livraison',
  description:
    'acceptee → en_cours : la commande doit être `prete` (409 sinon), `pickup_time` est renseigné et la commande passe en_livraison. ' +
    'en_cours → livree : `delivery_time` est renseigné et la commande passe livree. Les deux mises à jour se font dans une transaction. ' +
    'Terminer demande le code de livraison du client dans le corps (`{ "pin": "1234" }`) : code faux ou absent, 422 `Code de livraison incorrect` et rien ne change ; ' +
    `après ${MAX_PIN_ATTEMPTS} codes faux la livraison est bloquée (429, \`pin_locked\`) et seul un administrateur la termine (sans code : il le connaît). ` +
    `Tout autre changement : 409 \`Transition de statut invalide\`. Livreur assigné ou admin. Le client est prévenu du départ puis de la livraison (e-mail, notification). ${EMBEDDED_ORDER} ${PHONES_TO_COURIER} Une fois \`livree\`, les téléphones ne sont plus renvoyés.`,
  request: {
    params: IdParams,
    query: StatusQuery,
    // `null` too: clients that always send JSON (axios with `null` data) start a delivery with it.
    body: { content: { 'application/json': { schema: PinSchema.nullable() } }, required: false },
  },
  responses: {
    200: jsonResponse(LivraisonSchema, 'Livraison mise à jour'),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

const locationRoute = route.patch('/{id}/location', 'updateLivraisonLocation', approvedRoles('livreur'), {
  summary: 'Envoyer sa position (livraison acceptee ou en_cours)',
  request: { params: IdParams, body: jsonBody(LocationSchema) },
  responses: { 204: { description: 'Position enregistrée' }, ...errorResponses(400, 401, 403, 404, 409, 415) },
});

/** Whose deliveries `user` reads: a livreur only their own (403 otherwise), an admin anyone's or everyone's (undefined). */
function readableLivreurId(user: AuthUser, requested: string | undefined): string | undefined {
  if (user.role === 'admin') return requested;
  if (requested !== undefined && requested !== user.id) throw forbidden(DELIVERY_ERRORS.notOwnList);
  return user.id;
}

/**
 * The caller's id when they may read the phones of their own active deliveries: an approved
 * courier (a pending one cannot act on a delivery). Admins and everyone else: undefined.
 */
function phonesReader(user: AuthUser): string | undefined {
  return user.role === 'livreur' && user.isVerified ? user.id : undefined;
}

/** The optional `{ pin }` body (validated when sent; starting a delivery sends none). */
function readPin(c: { req: { valid(target: 'json'): { pin?: string } | null | undefined } }): string | undefined {
  return c.req.valid('json')?.pin;
}

export function livraisonRoutes() {
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const livreurId = readableLivreurId(c.get('user'), query.livreur_id);
    const page = await listLivraisonsPage(
      c.get('deps').db,
      { livreurId, status: query.status },
      requestedPage(query),
      phonesReader(c.get('user')),
    );
    return jsonPage<LivraisonJson>(c, page);
  });

  // Before `/{id}`, which would take `summary` for an id.
  router.openapi(summaryRoute, async (c) => {
    const livreurId = readableLivreurId(c.get('user'), c.req.valid('query').livreur_id);
    return c.json(await deliverySummary(c.get('deps').db, livreurId), 200);
  });

  router.openapi(availableRoute, async (c) =>
    jsonText<LivraisonJson[]>(c, await listAvailableLivraisonsText(c.get('deps').db)),
  );

  router.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const delivery = await findLivraisonAccess(db, c.req.valid('param').id);
    const visible =
      delivery &&
      (user.role === 'admin' || delivery.livreurId === user.id || (user.isVerified && isAvailable(delivery)));
    if (!visible) throw notFound(DELIVERY_ERRORS.notFound);
    return jsonText<LivraisonJson>(c, (await livraisonText(db, delivery.id, phonesReader(user)))!);
  });

  router.openapi(acceptRoute, async (c) => {
    const { db, logger } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const requested = c.req.valid('query').livreur_id;

    let livreurId: string;
    if (user.role === 'admin') {
      if (!requested) throw badRequest(DELIVERY_ERRORS.livreurRequired);
      const [target] = await db.select().from(users).where(eq(users.id, requested)).limit(1);
      if (!target || target.role !== 'livreur') throw notFound(DELIVERY_ERRORS.livreurNotFound);
      if (!target.isActive || !target.isVerified) throw conflict(DELIVERY_ERRORS.livreurUnavailable);
      livreurId = target.id;
    } else {
      if (requested !== undefined && requested !== user.id) throw forbidden(DELIVERY_ERRORS.notSelf);
      livreurId = user.id;
    }

    await acceptDelivery(db, id, livreurId);
    logger.info({ livraisonId: id, livreurId, by: user.id }, 'delivery accepted');
    return jsonText<LivraisonJson>(c, (await livraisonText(db, id, phonesReader(user)))!);
  });

  // Starting sends no body, completing sends the code: the body is optional (before the validators).
  router.use('/:id/status', emptyJsonIsNoBody);
  router.openapi(statusRoute, async (c) => {
    const { db, logger, notifier } = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const { new_status } = c.req.valid('query');
    const delivery = await findLivraisonAccess(db, id);
    if (!delivery || (user.role !== 'admin' && delivery.livreurId !== user.id))
      throw notFound(DELIVERY_ERRORS.notFound);

    let moved: Awaited<ReturnType<typeof startDelivery>>;
    if (new_status === 'en_cours') moved = await startDelivery(db, id, user);
    else if (new_status === 'livree') moved = await completeDelivery(db, id, user, readPin(c));
    else throw conflict(DELIVERY_ERRORS.invalidTransition);

    logger.info({ livraisonId: id, status: new_status, by: user.id }, 'delivery status changed');
    // The client is told once committed; never awaited (the notifier never rejects).
    void notifier.order(new_status === 'en_cours' ? 'out_for_delivery' : 'delivered', moved.commande.id);
    return jsonText<LivraisonJson>(c, (await livraisonText(db, id, phonesReader(user)))!);
  });

  router.openapi(locationRoute, async (c) => {
    const { db } = c.get('deps');
    await updateLocation(db, c.req.valid('param').id, c.get('user').id, c.req.valid('json'));
    return c.body(null, 204);
  });

  return router;
}
