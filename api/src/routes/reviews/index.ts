import { z } from '@hono/zod-openapi';
import {
  COURIER_RATINGS,
  hideReviewSchema,
  REVIEW_COMMENT_MAX,
  REVIEW_EDIT_DAYS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATING,
  REVIEW_REPLY_MAX,
  reviewBodySchema,
  reviewReplySchema,
  REVIEWS_PAGE_SIZE,
} from '@teranga/shared-ui/rules';
import { booleanQuery, cursorQuery, IdParams, limitQuery, optionalQueryText } from '../../domain/fields';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { MAX_PAGE_SIZE, requestedPage } from '../../domain/paging';
import {
  AdminReviewSchema,
  adminReviewJson,
  adminReviewsPage,
  courierReviewSummary,
  CourierReviewSummarySchema,
  createReview,
  editReview,
  findOrderReview,
  replyToReview,
  restaurantReviewsPage,
  RestaurantReviewsSchema,
  ReviewSchema,
  setReviewHidden,
  toReviewJson,
  type AdminReviewJson,
} from '../../domain/reviews';
import { forbidden, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { jsonPage } from '../../middleware/respond';
import {
  approvedRoles,
  pageQuery,
  pageResponse,
  pagingDescription,
  publicAccess,
  routeFactory,
  withRoles,
} from '../kit';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

// The bodies are the shared rules' (the client's rating form and the back offices use them too).
const ReviewBody = reviewBodySchema.meta({
  id: 'ReviewPayload',
  description:
    `\`rating\` : entier de ${REVIEW_RATING.min} à ${REVIEW_RATING.max} ; \`comment\` : ${REVIEW_COMMENT_MAX} caractères au plus ` +
    `(espaces retirés, vide ou absent : aucun) ; \`courier_rating\` : ${COURIER_RATINGS.join(' ou ')}, seulement pour une commande livrée par un livreur.`,
  example: { rating: 5, comment: 'Thiéboudienne excellente, livrée bien chaude !', courier_rating: 'up' },
});
const ReplyBody = reviewReplySchema.meta({
  id: 'ReviewReplyPayload',
  description: `La réponse du restaurant, 1 à ${REVIEW_REPLY_MAX} caractères.`,
  example: { reply: 'Merci Awa, à très bientôt chez nous !' },
});
const HideBody = hideReviewSchema.meta({
  id: 'HideReviewPayload',
  description: `Le motif du masquage, 1 à ${REVIEW_HIDE_REASON_MAX} caractères (inscrit au journal d’audit).`,
  example: { reason: 'Propos injurieux envers le personnel' },
});

const RestaurantReviewsQuery = z.object({
  limit: limitQuery(MAX_PAGE_SIZE).openapi({
    description: `Taille de la page, ${REVIEWS_PAGE_SIZE} par défaut`,
    example: REVIEWS_PAGE_SIZE,
  }),
  cursor: cursorQuery.openapi({
    type: 'string',
    description: 'Page suivante : le `next_cursor` de la page précédente',
  }),
});

const AdminReviewsQuery = z.object({
  hidden: booleanQuery.openapi({
    type: 'string',
    enum: ['true', 'false'],
    description: '`true` : les avis masqués seulement ; `false` : les visibles seulement ; absent : tous',
  }),
  restaurant_id: optionalQueryText(100),
  ...pageQuery(),
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Avis');
const adminRoute = routeFactory('Administration');
const clientOnly = withRoles('client');

const ORDER_RULES =
  'Seulement le client de la commande (la commande d’un autre : 404, comme `GET /commandes/{id}`), ' +
  `une fois la commande livrée ou retirée (statut \`livree\`, sinon 422 \`${REVIEW_MESSAGES.notDelivered}\`). ` +
  `\`courier_rating\` seulement pour une commande livrée par un livreur (à emporter : 422 \`${REVIEW_MESSAGES.noCourier}\`). `;

const FIGURES =
  'La note (`rating`, moyenne à 0,1 près) et le nombre d’avis (`total_reviews`) du restaurant sont recalculés depuis ses avis visibles dans la même transaction.';

const createRoute = route.post('/commandes/{id}/review', 'createReview', clientOnly, {
  summary: 'Donner son avis sur une commande livrée ou retirée',
  description:
    ORDER_RULES +
    `Un seul avis par commande : le second (même envoyé en même temps) reçoit 409 \`${REVIEW_MESSAGES.alreadyReviewed}\`. ` +
    `Modifiable pendant ${REVIEW_EDIT_DAYS} jours (\`PUT\`). ` +
    FIGURES,
  request: { params: IdParams, body: jsonBody(ReviewBody) },
  responses: { 201: jsonResponse(ReviewSchema, 'Avis enregistré'), ...errorResponses(400, 401, 403, 404, 409, 422) },
});

const updateRoute = route.put('/commandes/{id}/review', 'updateReview', clientOnly, {
  summary: 'Modifier son avis sur une commande',
  description:
    ORDER_RULES +
    'Le corps remplace l’avis entier (un champ absent est effacé). ' +
    `Pendant ${REVIEW_EDIT_DAYS} jours après sa création (\`editable_until\`, sinon 422 \`${REVIEW_MESSAGES.editExpired}\`), ` +
    `et pas s’il a été masqué par la modération (422). Pas d’avis : 404 \`${REVIEW_MESSAGES.noReview}\`. ` +
    FIGURES,
  request: { params: IdParams, body: jsonBody(ReviewBody) },
  responses: { 200: jsonResponse(ReviewSchema, 'Avis modifié'), ...errorResponses(400, 401, 403, 404, 422) },
});

const getRoute = route.get(
  '/commandes/{id}/review',
  'getCommandeReview',
  approvedRoles('client', 'restaurateur', 'admin'),
  {
    summary: 'L’avis laissé sur une commande',
    description:
      'Le client de la commande, le restaurateur du restaurant et les administrateurs (une autre commande : 404 ; livreurs : 403). ' +
      `Pas d’avis : 404 \`${REVIEW_MESSAGES.noReview}\`. Un avis masqué est renvoyé avec \`hidden: true\`.`,
    request: { params: IdParams },
    responses: { 200: jsonResponse(ReviewSchema, 'Avis'), ...errorResponses(401, 403, 404) },
  },
);

const listRoute = route.get('/restaurants/{id}/reviews', 'listRestaurantReviews', publicAccess, {
  summary: 'Les avis d’un restaurant (plus récents d’abord)',
  description:
    'Public. Les avis visibles (pas ceux masqués par la modération), avec la réponse du restaurant ; le client est nommé par son prénom ' +
    'et l’initiale de son nom, l’avis sur le livreur n’est pas public. Avec la note et le nombre d’avis du restaurant. ' +
    `Pagination par curseur : au plus \`limit\` avis (${REVIEWS_PAGE_SIZE} par défaut, ${MAX_PAGE_SIZE} au plus), \`next_cursor\` ` +
    'donne le `cursor` de la page suivante (null sur la dernière) ; les avis écrits entre deux pages ne décalent pas les suivantes. ' +
    'Curseur invalide : 400 ; restaurant inconnu : 404.',
  request: { params: IdParams, query: RestaurantReviewsQuery },
  responses: { 200: jsonResponse(RestaurantReviewsSchema, 'Avis du restaurant'), ...errorResponses(400, 404) },
});

const replyRoute = route.post('/reviews/{id}/reply', 'replyToReview', approvedRoles('restaurateur'), {
  summary: 'Répondre à un avis (une fois)',
  description:
    'Le restaurateur du restaurant évalué seulement (un autre restaurateur : 403 ; administrateurs : 403). Une seule réponse par avis : ' +
    `la seconde, même envoyée en même temps, reçoit 409 \`${REVIEW_MESSAGES.alreadyReplied}\`. Avis inconnu : 404.`,
  request: { params: IdParams, body: jsonBody(ReplyBody) },
  responses: { 200: jsonResponse(ReviewSchema, 'Réponse enregistrée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const courierRoute = route.get(
  '/reviews/couriers/{id}/summary',
  'getCourierReviewSummary',
  approvedRoles('livreur', 'admin'),
  {
    summary: 'Les pouces levés et baissés d’un livreur',
    description:
      'Le livreur lui-même (un autre livreur : 403) ou un administrateur. Compte les avis visibles des commandes qu’il a livrées.',
    request: { params: IdParams },
    responses: { 200: jsonResponse(CourierReviewSummarySchema, 'Compteurs'), ...errorResponses(401, 403) },
  },
);

const adminOnly = withRoles('admin');

const adminListRoute = adminRoute.get('/admin/reviews', 'listAdminReviews', adminOnly, {
  summary: 'Tous les avis, pour la modération (plus récents d’abord)',
  description:
    'Administrateurs seulement. Avec le restaurant, le nom complet du client, l’avis sur le livreur et l’état de masquage ; ' +
    'filtres `hidden` et `restaurant_id`. ' +
    pagingDescription('avis'),
  request: { query: AdminReviewsQuery },
  responses: { 200: pageResponse(AdminReviewSchema, 'Avis'), ...errorResponses(400, 401, 403) },
});

const hideRoute = adminRoute.post('/admin/reviews/{id}/hide', 'hideReview', adminOnly, {
  summary: 'Masquer un avis abusif',
  description:
    'Administrateurs seulement. L’avis n’est plus affiché ni compté : la note et le nombre d’avis du restaurant sont recalculés dans la même ' +
    'transaction, et l’action est inscrite au journal d’audit avec son motif. Déjà masqué : renvoyé tel quel. Son client ne peut plus le modifier.',
  request: { params: IdParams, body: jsonBody(HideBody) },
  responses: { 200: jsonResponse(AdminReviewSchema, 'Avis masqué'), ...errorResponses(400, 401, 403, 404) },
});

const unhideRoute = adminRoute.post('/admin/reviews/{id}/unhide', 'unhideReview', adminOnly, {
  summary: 'Afficher de nouveau un avis masqué',
  description:
    'Administrateurs seulement, corps vide. L’avis est de nouveau affiché et compté (note et nombre d’avis recalculés), ' +
    'l’action est inscrite au journal d’audit. Déjà visible : renvoyé tel quel.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(AdminReviewSchema, 'Avis affiché'), ...errorResponses(401, 403, 404) },
});

// ---------------------------------------------------------------------------

/**
 * The review routes, spread over several resources (`/commandes/{id}/review`,
 * `/restaurants/{id}/reviews`, `/reviews/…`, `/admin/reviews…`): mounted at the API's root.
 */
export function reviewRoutes() {
  const router = createRouter();

  router.openapi(createRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const { review, figures } = await createReview(deps.db, user, id, c.req.valid('json'), new Date());
    deps.logger.info(
      { commandeId: id, reviewId: review.id, rating: review.rating, restaurant: figures },
      'review written',
    );
    return c.json(toReviewJson(review), 201);
  });

  router.openapi(updateRoute, async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const { review, figures } = await editReview(deps.db, c.get('user'), id, c.req.valid('json'), new Date());
    deps.logger.info(
      { commandeId: id, reviewId: review.id, rating: review.rating, restaurant: figures },
      'review edited',
    );
    return c.json(toReviewJson(review), 200);
  });

  router.openapi(getRoute, async (c) => {
    const review = await findOrderReview(c.get('deps').db, c.get('user'), c.req.valid('param').id);
    return c.json(toReviewJson(review), 200);
  });

  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = { limit: query.limit ?? REVIEWS_PAGE_SIZE, after: query.cursor };
    const answer = await restaurantReviewsPage(c.get('deps').db, c.req.valid('param').id, page);
    if (!answer) throw notFound(OWNERSHIP_MESSAGES.restaurantNotFound);
    return c.json(answer, 200);
  });

  router.openapi(replyRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const review = await replyToReview(deps.db, user, id, c.req.valid('json').reply, new Date());
    deps.logger.info({ reviewId: id, by: user.id }, 'review answered');
    return c.json(toReviewJson(review), 200);
  });

  router.openapi(courierRoute, async (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    if (user.role === 'livreur' && user.id !== id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
    return c.json(await courierReviewSummary(c.get('deps').db, id), 200);
  });

  router.openapi(adminListRoute, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await adminReviewsPage(
      c.get('deps').db,
      { hidden: query.hidden, restaurantId: query.restaurant_id },
      requestedPage(query),
    );
    return jsonPage<AdminReviewJson>(c, { json: JSON.stringify(items), nextCursor });
  });

  router.openapi(hideRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    await setReviewHidden(deps.db, admin, id, reason, new Date());
    deps.logger.info({ reviewId: id, by: admin.id }, 'review hidden');
    return c.json(await adminReviewJson(deps.db, id), 200);
  });

  router.openapi(unhideRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    await setReviewHidden(deps.db, admin, id, null, new Date());
    deps.logger.info({ reviewId: id, by: admin.id }, 'review shown again');
    return c.json(await adminReviewJson(deps.db, id), 200);
  });

  return router;
}
