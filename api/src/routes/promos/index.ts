import { z } from '@hono/zod-openapi';
import { FULFILLMENTS, MONEY_MESSAGES, PROMO_LIMITS, promoBodySchema, promoCodeSchema } from '@teranga/shared-ui/rules';
import { booleanQuery, IdParams, optionalQueryText } from '../../domain/fields';
import { MAX_LINE_OPTIONS, MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_ERRORS } from '../../domain/orders';
import { PromoQuoteSchema, quotePromo } from '../../domain/promo-quote';
import { createPromo, deactivatePromo, listPromos, PromoSchema } from '../../domain/promos';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { loadOwnedRestaurant } from '../../middleware/ownership';
import { approvedRoles, restaurantManager, routeFactory, withRoles } from '../kit';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

// The body is the shared rules' (the admin's and the restaurateur's forms validate with it too).
const PromoBody = promoBodySchema.meta({
  id: 'PromoPayload',
  description:
    '`code` : 3 à 20 lettres, chiffres, « - » ou « _ » (insensible à la casse, enregistré en majuscules, unique sur la plateforme). ' +
    `\`kind\` et \`value\` : \`percent\` (pourcentage entier de ${PROMO_LIMITS.percent.min} à ${PROMO_LIMITS.percent.max}, des plats, arrondi au centime inférieur), ` +
    `\`fixed\` (euros, ${PROMO_LIMITS.fixedEuros.min} à ${PROMO_LIMITS.fixedEuros.max}, jamais plus que les plats) ou \`free_delivery\` (0 : les frais de livraison sont offerts, pas à emporter). ` +
    `\`min_subtotal\` : euros de plats au minimum (0 à ${PROMO_LIMITS.minSubtotalEuros.max}). \`starts_at\` / \`ends_at\` : dates ISO avec fuseau (la fin après le début ; absentes : sans limite). ` +
    `\`max_uses\` (${PROMO_LIMITS.maxUses.min} à ${PROMO_LIMITS.maxUses.max}) et \`max_uses_per_client\` (${PROMO_LIMITS.maxUsesPerClient.min} à ${PROMO_LIMITS.maxUsesPerClient.max}) : absents ou null, sans limite. ` +
    '`first_order_only` : seulement pour une première commande (sur la plateforme pour un code de la plateforme, au restaurant pour un code de restaurant).',
  example: {
    code: 'BIENVENUE',
    kind: 'fixed',
    value: 3,
    min_subtotal: 15,
    starts_at: '2026-01-01T00:00:00+01:00',
    ends_at: '2026-12-31T23:59:59+01:00',
    max_uses: 500,
    max_uses_per_client: 1,
    first_order_only: true,
  },
});

const CartLineSchema = z
  .strictObject({
    plat_id: z.string().min(1).max(100),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    option_ids: z.array(z.string().min(1).max(100)).max(MAX_LINE_OPTIONS).default([]).openapi({
      description: 'Options choisies (ids des `option_groups` du plat), comme pour `POST /commandes`',
    }),
  })
  .openapi('PromoCartLine');

const ValidateBody = z
  .strictObject({
    code: promoCodeSchema.meta({ description: 'Le code saisi (insensible à la casse)' }),
    restaurant_id: z.string().min(1).max(100),
    items: z
      .array(CartLineSchema)
      .min(1, { error: ORDER_ERRORS.emptyCart })
      .max(MAX_ORDER_LINES, { error: ORDER_ERRORS.tooManyLines }),
    fulfillment: z.enum(FULFILLMENTS).default('livraison'),
  })
  .openapi('PromoValidatePayload', {
    example: {
      code: 'bienvenue',
      restaurant_id: '8d1c5f4e-2b7a-4c1e-9f55-0a6b3c2d1e0f',
      items: [{ plat_id: '5b0e1c9a-7d3f-4e2b-8a6c-1f9d2e3b4c5a', quantity: 2, option_ids: [] }],
      fulfillment: 'livraison',
    },
  });

const AdminListQuery = z.object({
  restaurant_id: optionalQueryText(100).openapi({ description: 'Les codes de ce restaurant seulement' }),
  active: booleanQuery.openapi({
    type: 'string',
    enum: ['true', 'false'],
    description: '`true` : les codes actifs seulement ; `false` : les désactivés ; absent : tous',
  }),
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Codes promo');
const adminRoute = routeFactory('Administration');
const adminOnly = withRoles('admin');

const STORED =
  'La valeur est enregistrée en points de base (pourcentage × 100), en centimes (montant fixe) ou 0 (livraison offerte) ; la réponse la redonne telle qu’envoyée. ' +
  `Code déjà pris (quelle que soit la casse, même par deux créations simultanées) : 409 \`${MONEY_MESSAGES.promoCodeTaken}\`. ` +
  'Champ invalide : 400 avec le message du champ.';

const adminCreateRoute = adminRoute.post('/admin/promos', 'createPlatformPromo', adminOnly, {
  summary: 'Créer un code promo de la plateforme',
  description:
    'Administrateurs seulement. Le code vaut dans tous les restaurants et la plateforme paie la réduction (`funded_by: platform`, `restaurant_id` null). ' +
    STORED,
  request: { body: jsonBody(PromoBody) },
  responses: { 201: jsonResponse(PromoSchema, 'Code créé'), ...errorResponses(400, 401, 403, 409) },
});

const adminListRoute = adminRoute.get('/admin/promos', 'listPromos', adminOnly, {
  summary: 'Tous les codes promo (plus récents d’abord)',
  description:
    'Administrateurs seulement : ceux de la plateforme et ceux des restaurants, avec leur nombre d’utilisations (`uses`). ' +
    'Filtres `restaurant_id` (les codes de ce restaurant) et `active`.',
  request: { query: AdminListQuery },
  responses: { 200: jsonResponse(z.array(PromoSchema), 'Codes promo'), ...errorResponses(400, 401, 403) },
});

const OWNER_RULES =
  'Le restaurateur (validé) du restaurant ou un administrateur ; un autre restaurateur : 403 `Accès refusé` ; restaurant inconnu : 404. ';

const restaurantCreateRoute = route.post('/restaurants/{id}/promos', 'createRestaurantPromo', restaurantManager, {
  summary: 'Créer un code promo du restaurant',
  description:
    OWNER_RULES +
    'Le code ne vaut que dans ce restaurant et le restaurant paie la réduction (`funded_by: restaurant`) : elle est retirée de sa part à la livraison, et sa commission est calculée sur les plats moins cette réduction. ' +
    STORED,
  request: { params: IdParams, body: jsonBody(PromoBody) },
  responses: { 201: jsonResponse(PromoSchema, 'Code créé'), ...errorResponses(400, 401, 403, 404, 409) },
});

const restaurantListRoute = route.get('/restaurants/{id}/promos', 'listRestaurantPromos', restaurantManager, {
  summary: 'Les codes promo du restaurant (plus récents d’abord)',
  description: OWNER_RULES + 'Les codes créés pour ce restaurant, actifs ou non, avec leur nombre d’utilisations.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(z.array(PromoSchema), 'Codes promo'), ...errorResponses(401, 403, 404) },
});

const deactivateRoute = route.delete('/promos/{id}', 'deactivatePromo', restaurantManager, {
  summary: 'Désactiver un code promo',
  description:
    'Un administrateur : tout code ; un restaurateur (validé) : les codes de son restaurant seulement (un code de la plateforme ou d’un autre restaurant : 403 `Accès refusé`). ' +
    `Le code ne s’applique plus (\`is_active: false\`, 422 \`${MONEY_MESSAGES.promoInactive}\` à la commande) ; il n’est pas effacé : ses utilisations et les commandes qui l’ont utilisé restent. ` +
    `Déjà désactivé : renvoyé tel quel. Code inconnu : 404 \`${MONEY_MESSAGES.promoNotFound}\`.`,
  request: { params: IdParams },
  responses: { 200: jsonResponse(PromoSchema, 'Code désactivé'), ...errorResponses(401, 403, 404) },
});

const validateRoute = route.post('/promos/validate', 'validatePromo', approvedRoles('client', 'admin'), {
  summary: 'Vérifier un code promo sur le panier',
  description:
    'Un client (ou un administrateur, qui peut aussi commander). Le serveur calcule la réduction comme `POST /commandes` le fera : les plats et leurs options au prix de la base, ' +
    'les frais de livraison de la plateforme (aucun à emporter), puis les conditions du code. Rien n’est écrit ni réservé : la commande vérifie le code de nouveau (et peut alors le trouver épuisé). ' +
    'Montants en euros. Restaurant ou plat inconnu : 404 ; plat d’un autre restaurant, indisponible ou options refusées : 422, comme à la commande ' +
    '(les autres conditions de la commande, horaires et minimum du restaurant, sont vérifiées par `POST /commandes`). ' +
    `Code qui ne s’applique pas : 422 avec la raison — inconnu (\`${MONEY_MESSAGES.promoUnknown}\`), désactivé, pas encore valable, expiré, d’un autre restaurant, ` +
    'livraison offerte sur une commande à emporter, minimum de plats non atteint, réservé à une première commande, utilisations par client ou au total épuisées.',
  request: { body: jsonBody(ValidateBody) },
  responses: { 200: jsonResponse(PromoQuoteSchema, 'Le code s’applique'), ...errorResponses(400, 401, 403, 404, 422) },
});

// ---------------------------------------------------------------------------

/** Issue 17: promo codes (`/admin/promos`, `/restaurants/{id}/promos`, `/promos/…`). Whole paths. */
export function promoRoutes() {
  const router = createRouter();

  router.openapi(adminCreateRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const promo = await createPromo(
      deps.db,
      c.req.valid('json'),
      { restaurant: null, createdBy: admin.id },
      new Date(),
    );
    deps.logger.info({ promoId: promo.id, code: promo.code, by: admin.id }, 'platform promo created');
    return c.json(promo, 201);
  });

  router.openapi(adminListRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(await listPromos(c.get('deps').db, { restaurantId: query.restaurant_id, active: query.active }), 200);
  });

  router.openapi(restaurantCreateRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const promo = await createPromo(deps.db, c.req.valid('json'), { restaurant, createdBy: user.id }, new Date());
    deps.logger.info(
      { promoId: promo.id, code: promo.code, restaurantId: restaurant.id, by: user.id },
      'promo created',
    );
    return c.json(promo, 201);
  });

  router.openapi(restaurantListRoute, async (c) => {
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    return c.json(await listPromos(c.get('deps').db, { restaurantId: restaurant.id }), 200);
  });

  router.openapi(deactivateRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const promo = await deactivatePromo(deps.db, user, c.req.valid('param').id, new Date());
    deps.logger.info({ promoId: promo.id, code: promo.code, by: user.id }, 'promo switched off');
    return c.json(promo, 200);
  });

  router.openapi(validateRoute, async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const quote = await quotePromo(
      deps.db,
      c.get('user'),
      {
        code: input.code,
        restaurantId: input.restaurant_id,
        lines: input.items.map((item) => ({
          platId: item.plat_id,
          quantity: item.quantity,
          optionIds: item.option_ids,
        })),
        fulfillment: input.fulfillment,
      },
      await deps.settings.latest(),
      new Date(),
    );
    return c.json(quote, 200);
  });

  return router;
}
