import { z } from '@hono/zod-openapi';
import { RESTAURANT_ORDER_STEPS } from '@teranga/shared-ui/rules';
import { ORDER_STATUSES, PAYMENT_MODES } from '../../db/schema';
import {
  CommandeSchema,
  commandeText,
  commandeTextWithPin,
  findCommandeAccess,
  listCommandesPage,
  type CommandeAccessRow,
  type CommandeJson,
} from '../../domain/commande-json';
import { IdParams, optionalQueryText, requiredText } from '../../domain/fields';
import { advanceOrder, cancelOrder, ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_ERRORS, submitOrder } from '../../domain/orders';
import { findOwnedRestaurant, findRestaurant, isAdmin, OWNERSHIP_MESSAGES, type Actor } from '../../domain/ownership';
import { requestedPage } from '../../domain/paging';
import { SuiviSchema, loadSuivi } from '../../domain/tracking';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { jsonPage, jsonText } from '../../middleware/respond';
import { approvedRoles, pageQuery, pageResponse, pagingDescription, routeFactory } from '../kit';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const ItemPayloadSchema = z
  .strictObject({
    plat_id: z.string().min(1).max(100),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    // Sent by the cart; ignored (names and prices come from the database).
    plat_name: z.string().max(300).optional().openapi({ description: 'Ignoré : le nom vient de la base' }),
    price: z.number().optional().openapi({ description: 'Ignoré : le prix vient de la base' }),
    subtotal: z.number().optional().openapi({ description: 'Ignoré : recalculé par le serveur' }),
  })
  .openapi('OrderItemPayload');

const OrderCreateSchema = z
  .strictObject({
    restaurant_id: z.string().min(1).max(100),
    items: z
      .array(ItemPayloadSchema)
      .min(1, { error: ORDER_ERRORS.emptyCart })
      .max(MAX_ORDER_LINES, { error: ORDER_ERRORS.tooManyLines }),
    delivery_address: requiredText(300, ORDER_ERRORS.addressRequired).openapi({
      example: '8 Rue de Clignancourt, 75018 Paris',
    }),
    notes: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => (v ? v : null))
      .openapi({ type: ['string', 'null'] }),
    payment_mode: z.enum(PAYMENT_MODES).default('card'),
  })
  .openapi('OrderCreatePayload');

const ListQuery = z.object({
  client_id: optionalQueryText(100),
  restaurant_id: optionalQueryText(100),
  status: z.enum(ORDER_STATUSES).optional(),
  ...pageQuery(),
});

const StatusQuery = z.object({ new_status: z.enum(ORDER_STATUSES) });

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Commandes');

const createOrderRoute = route.post('/', 'createCommande', approvedRoles('client', 'admin'), {
  summary: 'Passer une commande (client ou administrateur)',
  description:
    'Le serveur calcule tout : prix et noms depuis la base (les `price`/`subtotal` envoyés sont ignorés), lignes en double fusionnées, quantités entières de 1 à 50, frais de livraison fixes de 2,50 €, minimum de commande du restaurant (422). Paiement `card` (défaut) → `payment_status: pending`, `cash` → `not_applicable`.',
  request: { body: jsonBody(OrderCreateSchema) },
  responses: { 201: jsonResponse(CommandeSchema, 'Commande créée'), ...errorResponses(400, 401, 403, 404, 422) },
});

const listRoute = route.get('/', 'listCommandes', approvedRoles('client', 'restaurateur', 'admin'), {
  summary: 'Lister des commandes (plus récentes d’abord)',
  description:
    'Client : ses commandes seulement (`client_id` d’un autre → 403). Restaurateur : celles de son restaurant (`restaurant_id` d’un autre → 403). Administrateur : toutes. Livreur : 403. ' +
    pagingDescription('commandes'),
  request: { query: ListQuery },
  responses: { 200: pageResponse(CommandeSchema, 'Commandes'), ...errorResponses(400, 401, 403) },
});

const getRoute = route.get('/{id}', 'getCommande', approvedRoles('client', 'restaurateur', 'livreur', 'admin'), {
  summary: 'Détail d’une commande',
  description:
    'Visible par le client, le restaurateur du restaurant, le livreur assigné, tout livreur tant que la livraison est disponible (`en_attente`) et les administrateurs ; sinon 404. ' +
    '`delivery_pin` (le code que le client donne au livreur) n’est donné qu’au client de la commande et aux administrateurs.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande'), ...errorResponses(401, 403, 404) },
});

const suiviRoute = route.get(
  '/{id}/suivi',
  'getCommandeSuivi',
  approvedRoles('client', 'restaurateur', 'livreur', 'admin'),
  {
    summary: 'Suivi d’une commande : étapes, livreur, carte et heure estimée',
    description:
      'Les mêmes droits que `GET /commandes/{id}`. La commande (avec `delivery_pin` pour son client et les administrateurs), ' +
      'le restaurant et l’adresse avec leurs coordonnées, la livraison (prénom du livreur, dernière position), ' +
      'l’heure de livraison estimée (préparation + trajet, depuis la position du livreur une fois en route) ' +
      'et, tant que le livreur va au restaurant, son heure d’arrivée estimée.',
    request: { params: IdParams },
    responses: { 200: jsonResponse(SuiviSchema, 'Suivi'), ...errorResponses(401, 403, 404) },
  },
);

const cancelRoute = route.delete('/{id}', 'cancelCommande', approvedRoles('client', 'admin'), {
  summary: 'Annuler une commande',
  description:
    'Client : sa commande, tant qu’elle est `en_attente`. Administrateur : toute commande non terminée. Sinon 409. L’historique est conservé (statut `annulee`) ; une commande carte payée passe en `refunded`.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande annulée'), ...errorResponses(401, 403, 404, 409) },
});

const statusRoute = route.patch('/{id}/status', 'updateCommandeStatus', approvedRoles('restaurateur', 'admin'), {
  summary: 'Faire avancer une commande d’une étape (restaurateur du restaurant ou administrateur)',
  description:
    'en_attente → confirmee (carte : payée, sinon 409 `Paiement en attente` ; crée la livraison) → en_preparation → prete → en_livraison (livraison acceptée requise ; elle passe `en_cours`). Tout autre changement : 409 `Transition de statut invalide`.',
  request: { params: IdParams, query: StatusQuery },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande mise à jour'), ...errorResponses(400, 401, 403, 404, 409) },
});

// ---------------------------------------------------------------------------

/** Whether `user` may see this order (contract "GET /commandes/:id"). */
export function canViewCommande(user: Actor, row: CommandeAccessRow): boolean {
  switch (user.role) {
    case 'admin':
      return true;
    case 'client':
      return row.client_id === user.id;
    case 'restaurateur':
      return row.restaurant_owner_id === user.id;
    case 'livreur':
      return row.livreur_id === user.id || row.livraison_status === 'en_attente';
    default:
      return false;
  }
}

/** The order `id` if `user` may see it: another user's order answers 404, as if it did not exist. */
async function loadVisibleCommande(db: Db, user: Actor, id: string): Promise<CommandeAccessRow> {
  const row = await findCommandeAccess(db, id);
  if (!row || !canViewCommande(user, row)) throw notFound(ORDER_STATUS_ERRORS.notFound);
  return row;
}

/** The order as `user` may read it: with its delivery code for its client and the admins only. */
function visibleCommandeText(db: Db, user: Actor, row: CommandeAccessRow): Promise<string | undefined> {
  const withPin = user.role === 'admin' || (user.role === 'client' && row.client_id === user.id);
  return withPin ? commandeTextWithPin(db, row.id) : commandeText(db, row.id);
}

export function commandeRoutes() {
  const router = createRouter();

  router.openapi(createOrderRoute, async (c) => {
    const { db, logger } = c.get('deps');
    const user = c.get('user');
    const input = c.req.valid('json');
    const commande = await submitOrder(db, user, {
      restaurantId: input.restaurant_id,
      lines: input.items.map((item) => ({ platId: item.plat_id, quantity: item.quantity })),
      deliveryAddress: input.delivery_address,
      notes: input.notes,
      paymentMode: input.payment_mode,
    });
    logger.info({ commandeId: commande.id, clientId: user.id, total: commande.total_price }, 'order placed');
    return c.json(commande, 201);
  });

  router.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const query = c.req.valid('query');
    let clientId = query.client_id;
    let restaurantId = query.restaurant_id;

    if (user.role === 'client') {
      if (clientId !== undefined && clientId !== user.id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
      clientId = user.id;
    } else if (user.role === 'restaurateur') {
      if (restaurantId !== undefined) {
        const restaurant = await findRestaurant(db, restaurantId);
        if (!restaurant || restaurant.ownerId !== user.id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
      } else {
        const own = await findOwnedRestaurant(db, user.id);
        if (!own) return jsonText<CommandeJson[]>(c, '[]');
        restaurantId = own.id;
      }
    }
    const page = await listCommandesPage(db, { clientId, restaurantId, status: query.status }, requestedPage(query));
    return jsonPage<CommandeJson>(c, page);
  });

  router.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(db, user, c.req.valid('param').id);
    return jsonText<CommandeJson>(c, (await visibleCommandeText(db, user, row))!);
  });

  router.openapi(suiviRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(db, user, c.req.valid('param').id);
    const commande = JSON.parse((await visibleCommandeText(db, user, row))!) as CommandeJson;
    return c.json(await loadSuivi(db, commande), 200);
  });

  router.openapi(cancelRoute, async (c) => {
    const { db, payments, logger } = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(db, user, c.req.valid('param').id);
    const result = await cancelOrder(db, row.id, user);
    logger.info(
      { commandeId: row.id, by: user.id, role: user.role, payment: result.event.paymentStatus },
      'order cancelled',
    );
    try {
      // The cancellation stands even if the refund fails: logged for a manual refund.
      await payments.onOrderCancelled(result.event);
    } catch (error) {
      logger.error({ err: error, commandeId: row.id }, 'order cancellation hook failed');
    }
    return jsonText<CommandeJson>(c, (await commandeText(db, row.id))!);
  });

  router.openapi(statusRoute, async (c) => {
    const { db, logger } = c.get('deps');
    const user = c.get('user');
    const row = await findCommandeAccess(db, c.req.valid('param').id);
    // Another restaurant's order: as if it did not exist.
    if (!row || !(isAdmin(user) || row.restaurant_owner_id === user.id)) throw notFound(ORDER_STATUS_ERRORS.notFound);
    const { new_status } = c.req.valid('query');
    if (!RESTAURANT_ORDER_STEPS.includes(new_status)) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
    await advanceOrder(db, row.id, new_status, user);
    logger.info({ commandeId: row.id, from: row.status, to: new_status, by: user.id }, 'order status changed');
    return jsonText<CommandeJson>(c, (await commandeText(db, row.id))!);
  });

  return router;
}
