import { z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  acceptOrderSchema,
  DELAY_MINUTES,
  FULFILLMENTS,
  delayOrderSchema,
  KITCHEN_MESSAGES,
  PREP_MINUTES,
  REFUSAL_MESSAGE_MAX,
  REFUSAL_REASONS,
  refuseOrderSchema,
  RESTAURANT_ORDER_STEPS,
  nextRestaurantStep,
  promoCodeSchema,
  tipSchema,
  TIP_MAX_CENTS,
} from '@teranga/shared-ui/rules';
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
import { IdParams, optionalQueryText } from '../../domain/fields';
import {
  acceptOrder,
  advanceOrder,
  cancelOrder,
  delayOrder,
  ORDER_STATUS_ERRORS,
  refuseOrder,
  type CancelResult,
} from '../../domain/order-status';
import type { OrderNotice } from '../../notifications/notifier';
import type { AppDeps } from '../../types';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IdempotencyKeyTaken,
  idempotencyClaim,
  storedAnswer,
  type IdempotencyClaim,
  type StoredAnswer,
} from '../../domain/idempotency';
import { MAX_LINE_OPTIONS, MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_ERRORS, submitOrder } from '../../domain/orders';
import { findOwnedRestaurant, findRestaurant, isAdmin, OWNERSHIP_MESSAGES, type Actor } from '../../domain/ownership';
import { requestedPage } from '../../domain/paging';
import { SuiviSchema, loadSuivi } from '../../domain/tracking';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toCents } from '../../lib/money';
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
    option_ids: z.array(z.string().min(1).max(100)).max(MAX_LINE_OPTIONS).default([]).openapi({
      description:
        'Options choisies (ids des `option_groups` du plat) : le serveur vérifie le minimum et le maximum de chaque groupe et leur disponibilité, et calcule le prix',
    }),
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
    delivery_address: z.string().trim().max(300).optional().openapi({
      description: 'Obligatoire en livraison ; ignorée à emporter (l’adresse retenue est celle du restaurant)',
      example: '8 Rue de Clignancourt, 75018 Paris',
    }),
    fulfillment: z.enum(FULFILLMENTS).default('livraison'),
    scheduled_for: z.iso
      .datetime({ offset: true, error: ORDER_ERRORS.scheduledForInvalid })
      .nullish()
      .openapi({
        type: ['string', 'null'],
        description:
          'Commande pour plus tard : un créneau de `GET /restaurants/{id}/slots` (heure ISO de livraison ou de retrait) ; absent ou null : dès que possible',
      }),
    notes: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => (v ? v : null))
      .openapi({ type: ['string', 'null'] }),
    payment_mode: z.enum(PAYMENT_MODES).default('card'),
    tip: tipSchema.default(0).openapi({
      description: `Pourboire (euros, 0 à ${TIP_MAX_CENTS / 100}, au centime près), pour le livreur : compris dans le paiement par carte ou réglé en espèces. Refusé (422) sur une commande à emporter.`,
    }),
    promo_code: promoCodeSchema.nullish().openapi({
      type: ['string', 'null'],
      description:
        'Code promo (insensible à la casse). Le serveur calcule seul la réduction (`discount` de la réponse) ; un code qui ne s’applique pas : 422 avec la raison, rien n’est écrit.',
    }),
  })
  .refine((body) => body.fulfillment === 'a_emporter' || Boolean(body.delivery_address), {
    error: ORDER_ERRORS.addressRequired,
    path: ['delivery_address'],
  })
  .openapi('OrderCreatePayload');

const OrderCreateHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_MESSAGES.invalidKey })
    .optional()
    .openapi({
      description:
        'Clé choisie par le client pour cette tentative de commande (1 à 255 caractères ASCII visibles, un UUID par exemple), ' +
        'réutilisée telle quelle pour chaque nouvel essai de la même commande. Voir la description de la route.',
      example: '0b6f8f0e-3c1a-4f5e-9a7d-2f1c5e8b9d40',
    }),
});

const ListQuery = z.object({
  client_id: optionalQueryText(100),
  restaurant_id: optionalQueryText(100),
  status: z.enum(ORDER_STATUSES).optional(),
  ...pageQuery(),
});

const StatusQuery = z.object({ new_status: z.enum(ORDER_STATUSES) });

// The kitchen's bodies are the shared rules' (the kitchen screen validates with the same schemas).
const AcceptBody = acceptOrderSchema.meta({
  id: 'AcceptOrderPayload',
  description: `Temps de préparation (${PREP_MINUTES.min} à ${PREP_MINUTES.max} minutes) ; absent : celui du restaurant (\`prep_minutes\`).`,
  example: { prep_minutes: 20 },
});
const RefuseBody = refuseOrderSchema.meta({
  id: 'RefuseOrderPayload',
  description: `\`reason\` : ${REFUSAL_REASONS.join(', ')} ; \`message\` (${REFUSAL_MESSAGE_MAX} caractères au plus) obligatoire pour \`autre\`.`,
  example: { reason: 'rupture', message: 'Plus de thiéboudienne ce soir' },
});
const DelayBody = delayOrderSchema.meta({
  id: 'DelayOrderPayload',
  description: `\`minutes\` : ${DELAY_MINUTES.join(', ')}.`,
  example: { minutes: 10 },
  // The generator documents a literal of several values by its first one only: the list, said here.
  properties: { minutes: { type: 'integer', enum: [...DELAY_MINUTES] } },
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Commandes');

const createOrderRoute = route.post('/', 'createCommande', approvedRoles('client', 'admin'), {
  summary: 'Passer une commande (client ou administrateur)',
  description:
    'Le serveur calcule tout : prix et noms depuis la base (les `price`/`subtotal` envoyés sont ignorés), lignes en double fusionnées, quantités entières de 1 à 50, frais de livraison fixes de 2,50 € (aucun à emporter), minimum de commande du restaurant (422). Paiement `card` (défaut) → `payment_status: pending`, `cash` → `not_applicable`. Délais : une commande en espèces doit être acceptée avant `accept_by` (`ORDER_ACCEPT_WINDOW_S`, 480 s par défaut), une commande carte payée avant `payment_deadline` (`UNPAID_ORDER_TTL_S`, 900 s), sinon elle est annulée d’office.\n\n' +
    'Horaires (422) : une commande dès que possible exige un restaurant ouvert maintenant (interrupteur, horaires, fermetures exceptionnelles) ; une commande pour plus tard (`scheduled_for`) exige un créneau de 15 minutes aujourd’hui ou demain que le restaurant peut servir (voir `GET /restaurants/{id}/slots`) : ni passé, ni trop proche pour la préparation et le trajet, ni hors des horaires. Un restaurant fermé par son interrupteur ou mis en pause ne prend aucune commande, même pour plus tard. ' +
    'Une commande en espèces pour plus tard peut être acceptée jusqu’au début de sa préparation (si c’est plus tard que le délai habituel) ; une commande carte, de même une fois payée.\n\n' +
    'Options : chaque ligne envoie `option_ids` ; le serveur vérifie que chaque option appartient au plat et est disponible, et le minimum et le maximum de chaque groupe (422), puis ajoute leurs suppléments au prix unitaire. Deux lignes du même plat avec les mêmes options sont fusionnées.\n\n' +
    'À emporter (`fulfillment: a_emporter`) : pas de frais de livraison, pas de livreur ; `delivery_address` est ignorée et la commande retient l’adresse du restaurant.\n\n' +
    'Idempotence : avec l’en-tête `Idempotency-Key`, un nouvel essai (réponse perdue, coupure réseau) ne crée pas de seconde commande. ' +
    'La même clé avec le même corps (comparé une fois validé, ordre des clés indifférent), par le même compte et dans les 24 h, ' +
    'renvoie la première réponse (même statut 201, même JSON) sans rien créer, y compris pour des envois simultanés ; ' +
    `la même clé avec un autre corps : 422 \`${IDEMPOTENCY_MESSAGES.reused}\`. ` +
    'Seule une commande créée est retenue : un essai refusé (4xx) n’a rien créé et sera vérifié à nouveau. ' +
    `Clé mal formée : 400 \`${IDEMPOTENCY_MESSAGES.invalidKey}\`. Sans en-tête : chaque envoi crée une commande.`,
  request: { headers: OrderCreateHeaders, body: jsonBody(OrderCreateSchema) },
  responses: { 201: jsonResponse(CommandeSchema, 'Commande créée'), ...errorResponses(400, 401, 403, 404, 409, 422) },
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
    'Client : sa commande, tant qu’elle est `en_attente`. Administrateur : toute commande non terminée. Sinon 409. L’historique est conservé (statut `annulee`, `cancel_reason` et `cancelled_by` : `client` ou `admin`) ; une commande carte payée passe en `refunded`.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande annulée'), ...errorResponses(401, 403, 404, 409) },
});

const statusRoute = route.patch('/{id}/status', 'updateCommandeStatus', approvedRoles('restaurateur', 'admin'), {
  summary: 'Faire avancer une commande d’une étape (restaurateur du restaurant ou administrateur)',
  description:
    'en_attente → confirmee (carte : payée, sinon 409 `Paiement en attente` ; crée la livraison ; acceptée avec le temps de préparation du restaurant, comme `POST …/accept` sans corps) → en_preparation → prete → en_livraison (livraison acceptée requise ; elle passe `en_cours`). À emporter (`fulfillment: a_emporter`) : pas de livraison ni de livreur ; prete → livree (« Récupérée » : remise au client au comptoir, une commande en espèces devient payée). Tout autre changement : 409 `Transition de statut invalide`. Le client est prévenu de l’acceptation et du départ de sa commande.',
  request: { params: IdParams, query: StatusQuery },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande mise à jour'), ...errorResponses(400, 401, 403, 404, 409) },
});

const KITCHEN_ACCESS =
  'Restaurateur du restaurant de la commande ou administrateur ; la commande d’un autre restaurant : 404.';

const acceptRoute = route.post('/{id}/accept', 'acceptCommande', approvedRoles('restaurateur', 'admin'), {
  summary: 'Accepter une nouvelle commande, avec son temps de préparation',
  description:
    `${KITCHEN_ACCESS} La commande passe \`confirmee\` comme par \`PATCH …/status?new_status=confirmee\` (code de livraison tiré, livraison proposée aux livreurs) ; ` +
    '`ready_at` = maintenant + `prep_minutes`, `estimated_delivery_at` = `ready_at` + le délai de livraison du restaurant ; `accept_by` s’efface. ' +
    `Le client est prévenu (e-mail, notification). 409 \`${KITCHEN_MESSAGES.notAcceptable}\` si elle n’est plus en attente, ` +
    `409 \`${KITCHEN_MESSAGES.unpaid}\` pour une commande carte pas encore payée ; 400 \`${KITCHEN_MESSAGES.prepMinutes}\`.`,
  request: { params: IdParams, body: jsonBody(AcceptBody) },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande acceptée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const refuseRoute = route.post('/{id}/refuse', 'refuseCommande', approvedRoles('restaurateur', 'admin'), {
  summary: 'Refuser une nouvelle commande, avec sa raison',
  description:
    `${KITCHEN_ACCESS} Seulement une commande \`en_attente\` (409 \`${KITCHEN_MESSAGES.notAcceptable}\` sinon). ` +
    'Elle est annulée (`cancel_reason` = la raison, `cancel_message`, `cancelled_by: restaurant`, livraison annulée) ; ' +
    'une commande carte payée est remboursée en entier (`payment_status: refunded`), un paiement en cours est annulé. ' +
    `Le client est prévenu de la raison. 400 \`${KITCHEN_MESSAGES.refusalMessageRequired}\` pour \`autre\` sans message, ` +
    `400 \`${KITCHEN_MESSAGES.refusalMessageTooLong}\`.`,
  request: { params: IdParams, body: jsonBody(RefuseBody) },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande refusée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const delayRoute = route.post('/{id}/delay', 'delayCommande', approvedRoles('restaurateur', 'admin'), {
  summary: 'Annoncer un retard sur une commande acceptée',
  description:
    `${KITCHEN_ACCESS} Commande \`confirmee\`, \`en_preparation\` ou \`prete\` (409 \`${KITCHEN_MESSAGES.notDelayable}\` sinon) : ` +
    '`estimated_delivery_at` recule de `minutes` (à partir de maintenant au plus tôt), ainsi que `ready_at` et `prep_minutes` tant qu’elle est en préparation. ' +
    `Les écrans du client relisent la commande (événement \`commande.status\`). 400 \`${KITCHEN_MESSAGES.delayMinutes}\`.`,
  request: { params: IdParams, body: jsonBody(DelayBody) },
  responses: { 200: jsonResponse(CommandeSchema, 'Commande retardée'), ...errorResponses(400, 401, 403, 404, 409) },
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
function visibleCommandeText(
  { db, deadlines }: Pick<AppDeps, 'db' | 'deadlines'>,
  user: Actor,
  row: CommandeAccessRow,
): Promise<string | undefined> {
  const withPin = user.role === 'admin' || (user.role === 'client' && row.client_id === user.id);
  const alertS = deadlines.courierSearchAlertS;
  return withPin ? commandeTextWithPin(db, row.id, alertS) : commandeText(db, row.id, alertS);
}

/** The order without its delivery code: what the changing routes answer. */
async function answerText({ db, deadlines }: Pick<AppDeps, 'db' | 'deadlines'>, id: string): Promise<string> {
  return (await commandeText(db, id, deadlines.courierSearchAlertS))!;
}

/** The order `id` if `user` is its restaurant's owner or an admin: anyone else's answers 404. */
async function loadKitchenCommande(db: Db, user: Actor, id: string): Promise<CommandeAccessRow> {
  const row = await findCommandeAccess(db, id);
  if (!row || !(isAdmin(user) || row.restaurant_owner_id === user.id)) throw notFound(ORDER_STATUS_ERRORS.notFound);
  return row;
}

/** After a committed cancellation: refund / cancel the payment (a failure is logged for a manual refund). */
async function settleCancellation(deps: Pick<AppDeps, 'payments' | 'logger'>, result: CancelResult): Promise<void> {
  try {
    await deps.payments.onOrderCancelled(result.event);
  } catch (error) {
    deps.logger.error({ err: error, commandeId: result.commande.id }, 'order cancellation hook failed');
  }
}

/** Who is told when an order reaches a status (the others: nobody). */
const STATUS_NOTICES: Partial<Record<string, OrderNotice>> = {
  confirmee: 'accepted',
  en_livraison: 'out_for_delivery',
  livree: 'delivered',
};

/** The first answer to a keyed order, sent again byte for byte. */
function replay(
  c: { body(data: string, status: 201, headers: Record<string, string>): Response },
  answer: StoredAnswer,
) {
  // Only created orders are stored (see `idempotency.ts`), so the status is always 201.
  return c.body(answer.text, answer.status as 201, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
    CommandeJson,
    201,
    'json'
  >;
}

/** Tells whoever the new `status` of order `id` concerns; never awaited by the request (it never rejects). */
export function notifyStatus(deps: Pick<AppDeps, 'notifier'>, id: string, status: string): void {
  const notice = STATUS_NOTICES[status];
  if (notice) void deps.notifier.order(notice, id);
}

export function commandeRoutes() {
  const router = createRouter();

  router.openapi(createOrderRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const input = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const now = new Date();
    let claim: IdempotencyClaim | undefined;
    if (key !== undefined) {
      // The validated body: defaults and trimming applied, so equivalent retries hash alike.
      claim = idempotencyClaim(user.id, key, input, now);
      // The usual retry (the first answer was lost) ends here, without queuing a write.
      const prior = await storedAnswer(deps.db, claim);
      if (prior) return replay(c, prior);
    }
    let commande: CommandeJson;
    try {
      commande = await submitOrder(
        deps.db,
        user,
        {
          restaurantId: input.restaurant_id,
          lines: input.items.map((item) => ({
            platId: item.plat_id,
            quantity: item.quantity,
            optionIds: item.option_ids,
          })),
          deliveryAddress: input.delivery_address ?? null,
          fulfillment: input.fulfillment,
          scheduledFor: input.scheduled_for ? new Date(input.scheduled_for) : null,
          notes: input.notes,
          paymentMode: input.payment_mode,
          tipCents: toCents(input.tip),
          promoCode: input.promo_code ?? null,
        },
        now,
        deps.deadlines,
        claim,
        await deps.settings.latest(),
      );
    } catch (error) {
      if (!(claim && error instanceof IdempotencyKeyTaken)) throw error;
      // A request with the same key committed first (sent in parallel): its answer is stored now.
      const prior = await storedAnswer(deps.db, claim);
      // Only if the row expired and was pruned in between, a near impossibility: the caller retries.
      if (!prior) throw conflict(IDEMPOTENCY_MESSAGES.retry);
      return replay(c, prior);
    }
    deps.logger.info({ commandeId: commande.id, clientId: user.id, total: commande.total_price }, 'order placed');
    // A card order rings the kitchen once paid (the payments module tells it then).
    if (commande.payment_mode === 'cash') void deps.notifier.order('new_order', commande.id);
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
    const page = await listCommandesPage(
      db,
      { clientId, restaurantId, status: query.status },
      requestedPage(query),
      c.get('deps').deadlines.courierSearchAlertS,
    );
    return jsonPage<CommandeJson>(c, page);
  });

  router.openapi(getRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(deps.db, user, c.req.valid('param').id);
    return jsonText<CommandeJson>(c, (await visibleCommandeText(deps, user, row))!);
  });

  router.openapi(suiviRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(deps.db, user, c.req.valid('param').id);
    const commande = JSON.parse((await visibleCommandeText(deps, user, row))!) as CommandeJson;
    return c.json(await loadSuivi(deps.db, commande), 200);
  });

  router.openapi(cancelRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadVisibleCommande(deps.db, user, c.req.valid('param').id);
    const result = await cancelOrder(deps.db, row.id, user);
    deps.logger.info(
      { commandeId: row.id, by: user.id, role: user.role, payment: result.event.paymentStatus },
      'order cancelled',
    );
    // The cancellation stands even if the refund fails: logged for a manual refund.
    await settleCancellation(deps, result);
    return jsonText<CommandeJson>(c, await answerText(deps, row.id));
  });

  router.openapi(statusRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadKitchenCommande(deps.db, user, c.req.valid('param').id);
    const { new_status } = c.req.valid('query');
    // The restaurant's own steps only: a delivery's last steps are the courier's; a take-away's
    // 'Récupérée' (prete → livree) is the restaurant's (checked again under lock by the state machine).
    if (!RESTAURANT_ORDER_STEPS.includes(new_status) && nextRestaurantStep(row.status, row.fulfillment) !== new_status)
      throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
    await advanceOrder(deps.db, row.id, new_status, user);
    deps.logger.info({ commandeId: row.id, from: row.status, to: new_status, by: user.id }, 'order status changed');
    notifyStatus(deps, row.id, new_status);
    return jsonText<CommandeJson>(c, await answerText(deps, row.id));
  });

  router.openapi(acceptRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadKitchenCommande(deps.db, user, c.req.valid('param').id);
    const { prep_minutes } = c.req.valid('json');
    const { commande } = await acceptOrder(deps.db, row.id, user, { prepMinutes: prep_minutes });
    deps.logger.info({ commandeId: row.id, prepMinutes: commande.prepMinutes, by: user.id }, 'order accepted');
    notifyStatus(deps, row.id, 'confirmee');
    return jsonText<CommandeJson>(c, await answerText(deps, row.id));
  });

  router.openapi(refuseRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadKitchenCommande(deps.db, user, c.req.valid('param').id);
    const { reason, message } = c.req.valid('json');
    const result = await refuseOrder(deps.db, row.id, user, { reason, message });
    deps.logger.info(
      { commandeId: row.id, reason, by: user.id, payment: result.event.paymentStatus },
      'order refused by the restaurant',
    );
    await settleCancellation(deps, result);
    // Told after the refund, so the message can say it is done.
    void deps.notifier.order('refused', row.id);
    return jsonText<CommandeJson>(c, await answerText(deps, row.id));
  });

  router.openapi(delayRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const row = await loadKitchenCommande(deps.db, user, c.req.valid('param').id);
    const { minutes } = c.req.valid('json');
    const { commande } = await delayOrder(deps.db, row.id, minutes, user);
    deps.logger.info(
      { commandeId: row.id, minutes, estimatedDeliveryAt: commande.estimatedDeliveryAt, by: user.id },
      'order delayed',
    );
    return jsonText<CommandeJson>(c, await answerText(deps, row.id));
  });

  return router;
}
