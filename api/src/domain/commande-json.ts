/**
 * The `Commande` JSON (contract "Orders") and its loaders, shared by the
 * order routes and the payments / deliveries modules.
 */
import { z } from '@hono/zod-openapi';
import {
  ACCEPTED_ORDER_STATUSES,
  CANCEL_REASONS,
  CANCELLED_BY,
  DEFAULT_DEADLINES,
  FULFILLMENTS,
  SCHEDULED_OFFER_MINUTES,
} from '@teranga/shared-ui/rules';
import { query, type Db, type SqlQuery } from '../db/client';
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_MODES,
  type DeliveryStatus,
  type Fulfillment,
  type OrderStatus,
} from '../db/schema';
import { readPage, type Page, type PageText } from './paging';

export const ChosenOptionSchema = z
  .object({
    option_id: z.string(),
    group_name: z.string(),
    name: z.string(),
    price_delta: z.number().openapi({ description: 'Supplément unitaire (euros)' }),
  })
  .openapi('CommandeItemOption');

export const CommandeReviewSummarySchema = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    created_at: z.string(),
  })
  .openapi('CommandeReviewSummary');

export const CommandeItemSchema = z
  .object({
    plat_id: z.string().nullable().openapi({ description: 'null si le plat a été supprimé depuis' }),
    plat_name: z.string(),
    quantity: z.number().int(),
    price: z.number().openapi({ description: 'Prix unitaire au moment de la commande (euros)' }),
    subtotal: z.number(),
    options: z.array(ChosenOptionSchema).openapi({
      description: 'Options choisies (noms et suppléments au moment de la commande, déjà compris dans `price`)',
    }),
  })
  .openapi('CommandeItem');

export const CommandeSchema = z
  .object({
    id: z.string(),
    client_id: z.string(),
    client_name: z.string(),
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_mode: z.enum(PAYMENT_MODES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    items: z.array(CommandeItemSchema),
    subtotal: z.number(),
    delivery_fee: z.number(),
    total_price: z.number(),
    refunded_amount: z.number().openapi({
      description:
        'Remboursé au client ou en cours de remboursement (euros) : tout le total après un refus ou un délai dépassé, ce qu’a choisi un administrateur après son annulation',
    }),
    delivery_address: z.string(),
    notes: z.string().nullable(),
    livraison_id: z.string().nullable(),
    status_times: z
      .partialRecord(z.enum(ORDER_STATUSES), z.string())
      .openapi({ description: 'Heure (ISO) à laquelle la commande a atteint chacun de ses statuts' }),
    accept_by: z.string().nullable().openapi({
      description:
        'Heure limite (ISO) pour accepter la commande, sinon elle est annulée (`delai_depasse`) ; null une fois acceptée, ou tant qu’une commande carte n’est pas payée',
    }),
    payment_deadline: z.string().nullable().openapi({
      description: 'Heure limite (ISO) du paiement d’une commande carte, sinon elle est annulée (`paiement_expire`)',
    }),
    prep_minutes: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Temps de préparation choisi à l’acceptation, retards compris (minutes)' }),
    ready_at: z.string().nullable().openapi({ description: 'Heure (ISO) à laquelle la commande sera prête (estimée)' }),
    estimated_delivery_at: z.string().nullable().openapi({
      description: 'Heure de livraison annoncée à l’acceptation (ISO), repoussée par les retards',
    }),
    cancel_reason: z.enum(CANCEL_REASONS).nullable().openapi({ description: 'Pourquoi la commande a été annulée' }),
    cancel_message: z.string().nullable().openapi({ description: 'Précision du restaurant ou de l’administrateur' }),
    cancelled_by: z.enum(CANCELLED_BY).nullable().openapi({ description: '`systeme` : un délai dépassé' }),
    courier_alert: z.boolean().openapi({
      description:
        'Confirmée, en préparation ou prête depuis plus de `COURIER_SEARCH_ALERT_S` secondes sans qu’aucun livreur ait accepté la livraison (calculé à la lecture). Jamais pour une commande à emporter ; pour une commande pour plus tard, compté à partir de sa proposition aux livreurs (45 minutes avant `ready_at`)',
    }),
    fulfillment: z.enum(FULFILLMENTS).openapi({
      description: '`livraison` (défaut) ou `a_emporter` : sans frais de livraison ni livreur, retirée au restaurant',
    }),
    scheduled_for: z.string().nullable().openapi({
      description:
        'Commande pour plus tard : heure (ISO) de livraison ou de retrait choisie par le client (un créneau de 15 minutes) ; null : dès que possible',
    }),
    restaurant_address: z.string().openapi({ description: 'Adresse du restaurant (celle du retrait à emporter)' }),
    review: CommandeReviewSummarySchema.nullable().openapi({
      description: 'L’avis laissé par le client sur cette commande (détail : `GET /commandes/{id}/review`), ou null',
    }),
    tip: z
      .number()
      .openapi({ description: 'Pourboire (euros), compris dans `total_price`, entièrement pour le livreur' }),
    discount: z.number().openapi({
      description:
        'Réduction du code promo (euros), calculée par le serveur et déduite de `total_price` : total = sous-total + livraison + pourboire − réduction',
    }),
    promo_code: z.string().nullable().openapi({ description: 'Le code promo appliqué (majuscules), ou null' }),
    delivery_pin: z.string().nullable().optional().openapi({
      description:
        'Code de livraison (4 chiffres, tiré à la confirmation) : seulement dans `GET /commandes/{id}` et le suivi, pour le client de la commande et les administrateurs',
    }),
  })
  .openapi('Commande');

export type CommandeJson = z.infer<typeof CommandeSchema>;
export type CommandeItemJson = z.infer<typeof CommandeItemSchema>;

/**
 * Confirmed and not picked up, and no courier has accepted its delivery (`l`: none, or unassigned):
 * with the time since confirmation, the kitchen's and the admins' `courier_alert`. A take-away order
 * has no courier to wait for; an order for later counts from when it is offered to couriers
 * (`SCHEDULED_OFFER_MINUTES` before `ready_at`), not from its early acceptance.
 */
const WAITING_FOR_COURIER = `c.fulfillment = 'livraison' AND c.status IN (${ACCEPTED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')}) AND l.livreur_id IS NULL`;

/**
 * A line's chosen options (stored in cents) in euros. Most lines have none: the empty list is
 * answered without walking the JSON.
 */
const OPTIONS_SQLITE = `json(CASE WHEN i.options = '[]' THEN '[]' ELSE (SELECT json_group_array(json_object(
      'option_id', o.value ->> 'option_id', 'group_name', o.value ->> 'group_name', 'name', o.value ->> 'name',
      'price_delta', (o.value ->> 'price_delta_cents') / 100.0)) FROM json_each(i.options) o) END)`;
const OPTIONS_PG = `CASE WHEN jsonb_array_length(i.options) = 0 THEN '[]'::json ELSE (SELECT json_agg(json_build_object(
      'option_id', o ->> 'option_id', 'group_name', o ->> 'group_name', 'name', o ->> 'name',
      'price_delta', ((o ->> 'price_delta_cents')::int / 100.0)::float8) ORDER BY n)
      FROM jsonb_array_elements(i.options) WITH ORDINALITY AS e(o, n)) END`;

/**
 * The `Commande` JSON of the order row `c` built by SQLite itself (json_object /
 * json_group_array), with `r` its restaurant, `u` its client and `l` its
 * delivery (or NULL): answers are sent as these texts, without creating JS
 * objects or calling JSON.stringify. Money is `cents / 100.0`, which SQLite
 * prints as the shortest decimal like JS does (`10.0` for whole euros, the same
 * number once parsed). Deliveries embed the same expression (`deliveries.ts`);
 * `COMMANDE_JSON_PG` is its PostgreSQL twin.
 */
const commandeJsonSqlite = (alertS: number) => `json_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', json((SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
        'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0, 'options', ${OPTIONS_SQLITE}))
      FROM (SELECT plat_id, plat_name, quantity, unit_price_cents, subtotal_cents, options FROM commande_items
            WHERE commande_id = c.id ORDER BY position, rowid) i)),
    'subtotal', c.subtotal_cents / 100.0, 'delivery_fee', c.delivery_fee_cents / 100.0, 'total_price', c.total_cents / 100.0,
    'refunded_amount', (SELECT coalesce(sum(p.refunded_cents), 0) FROM paiements p WHERE p.commande_id = c.id) / 100.0,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id,
    'status_times', json(coalesce(c.status_times, '{}')),
    'accept_by', c.accept_by, 'payment_deadline', c.payment_deadline, 'prep_minutes', c.prep_minutes,
    'ready_at', c.ready_at, 'estimated_delivery_at', c.estimated_delivery_at,
    'cancel_reason', c.cancel_reason, 'cancel_message', c.cancel_message, 'cancelled_by', c.cancelled_by,
    'courier_alert', json(CASE WHEN ${WAITING_FOR_COURIER}
        AND json_extract(c.status_times, '$.confirmee') <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${alertS} seconds')
        AND (c.scheduled_for IS NULL OR c.ready_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
          '${SCHEDULED_OFFER_MINUTES * 60 - alertS} seconds'))
      THEN 'true' ELSE 'false' END),
    'fulfillment', c.fulfillment, 'scheduled_for', c.scheduled_for, 'restaurant_address', r.address,
    'review', json((SELECT json_object('id', rv.id, 'rating', rv.rating, 'created_at', rv.created_at)
      FROM reviews rv WHERE rv.commande_id = c.id)),
    'tip', c.tip_cents / 100.0, 'discount', c.discount_cents / 100.0, 'promo_code', c.promo_code)`;

/**
 * `status_times` in the order the statuses were reached, as SQLite keeps it: jsonb sorts its
 * keys (shortest first), so they are put back in the lifecycle's order, the order an order
 * reaches them in (`annulee` last).
 */
const STATUS_TIMES_PG = `(SELECT coalesce(json_object_agg(s.key, s.value
      ORDER BY array_position(ARRAY[${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')}]::text[], s.key)), '{}'::json)
    FROM jsonb_each(c.status_times) s)`;

/**
 * `COMMANDE_JSON` for PostgreSQL (json_build_object / json_agg, `json` keeps the keys in the
 * order given). `(cents / 100.0)::float8` prints like JS numbers (`10`, `12.5`), as SQLite does.
 * The lines are in the client's order (`position`, as on SQLite).
 */
const commandeJsonPg = (alertS: number, extra = '') => `json_build_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', (SELECT coalesce(json_agg(json_build_object('plat_id', i.plat_id, 'plat_name', i.plat_name,
        'quantity', i.quantity, 'price', (i.unit_price_cents / 100.0)::float8, 'subtotal', (i.subtotal_cents / 100.0)::float8,
        'options', ${OPTIONS_PG})
        ORDER BY i.position, i.id), '[]'::json)
      FROM commande_items i WHERE i.commande_id = c.id),
    'subtotal', (c.subtotal_cents / 100.0)::float8, 'delivery_fee', (c.delivery_fee_cents / 100.0)::float8,
    'total_price', (c.total_cents / 100.0)::float8,
    'refunded_amount', ((SELECT coalesce(sum(p.refunded_cents), 0) FROM paiements p WHERE p.commande_id = c.id) / 100.0)::float8,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id,
    'status_times', ${STATUS_TIMES_PG},
    'accept_by', c.accept_by, 'payment_deadline', c.payment_deadline, 'prep_minutes', c.prep_minutes,
    'ready_at', c.ready_at, 'estimated_delivery_at', c.estimated_delivery_at,
    'cancel_reason', c.cancel_reason, 'cancel_message', c.cancel_message, 'cancelled_by', c.cancelled_by,
    'courier_alert', coalesce(${WAITING_FOR_COURIER} AND (c.status_times ->> 'confirmee') <=
      to_char((now() AT TIME ZONE 'utc') - make_interval(secs => ${alertS}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      AND (c.scheduled_for IS NULL OR c.ready_at <= to_char((now() AT TIME ZONE 'utc')
        + make_interval(secs => ${SCHEDULED_OFFER_MINUTES * 60 - alertS}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), false),
    'fulfillment', c.fulfillment, 'scheduled_for', c.scheduled_for, 'restaurant_address', r.address,
    'review', (SELECT json_build_object('id', rv.id, 'rating', rv.rating, 'created_at', rv.created_at)
      FROM reviews rv WHERE rv.commande_id = c.id),
    'tip', (c.tip_cents / 100.0)::float8, 'discount', (c.discount_cents / 100.0)::float8,
    'promo_code', c.promo_code${extra})`;

/**
 * The threshold of `courier_alert` is written into the statements' text rather than bound: the
 * JSON expression comes before the statements' own parameters and is embedded by other modules'
 * statements (`deliveries.ts`). It is a whole number of seconds from the configuration, so each
 * process builds one set of statements (tests with another threshold, another set).
 */
function alertSeconds(seconds: number): number {
  const whole = Math.round(seconds);
  if (!Number.isSafeInteger(whole) || whole < 0) throw new Error(`courier alert threshold invalide : ${seconds}`);
  return whole;
}

/** The `Commande` JSON expression of both engines, `courier_alert` after `alertS` seconds. */
export function commandeJsonSql(alertS: number = DEFAULT_DEADLINES.courierSearchAlertS) {
  const seconds = alertSeconds(alertS);
  return { sqlite: commandeJsonSqlite(seconds), pg: commandeJsonPg(seconds) };
}

/** With the default threshold (`DEFAULT_DEADLINES.courierSearchAlertS`). */
export const COMMANDE_JSON = commandeJsonSql().sqlite;
export const COMMANDE_JSON_PG = commandeJsonSql().pg;

const COMMANDE_FROM = `FROM commandes c
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id
LEFT JOIN livraisons l ON l.commande_id = c.id`;

const ACCESS =
  query(`SELECT c.id, c.client_id, c.restaurant_id, r.owner_id AS restaurant_owner_id, c.status, c.fulfillment,
  l.id AS livraison_id, l.livreur_id, l.status AS livraison_status
${COMMANDE_FROM}
WHERE c.id = ?`);

interface Statements {
  text: SqlQuery;
  textWithPin: SqlQuery;
  json: { sqlite: string; pg: string };
  /** The list's statements, one per filter combination (`readPage`). */
  pages: Map<string, SqlQuery>;
}

/** The statements of each `courier_alert` threshold (one per process in production). */
const STATEMENTS = new Map<number, Statements>();

function statements(alertS: number = DEFAULT_DEADLINES.courierSearchAlertS): Statements {
  const seconds = alertSeconds(alertS);
  let found = STATEMENTS.get(seconds);
  if (!found) {
    const json = commandeJsonSql(seconds);
    // `json_set` appends a new key: the PostgreSQL object gets it last too.
    const withPin = {
      sqlite: `json_set(${json.sqlite}, '$.delivery_pin', c.delivery_pin)`,
      pg: commandeJsonPg(seconds, ", 'delivery_pin', c.delivery_pin"),
    };
    found = {
      text: query({
        sqlite: `SELECT ${json.sqlite} ${COMMANDE_FROM} WHERE c.id = ?`,
        pg: `SELECT ${json.pg} ${COMMANDE_FROM} WHERE c.id = ?`,
      }),
      textWithPin: query({
        sqlite: `SELECT ${withPin.sqlite} ${COMMANDE_FROM} WHERE c.id = ?`,
        pg: `SELECT ${withPin.pg} ${COMMANDE_FROM} WHERE c.id = ?`,
      }),
      json,
      pages: new Map(),
    };
    STATEMENTS.set(seconds, found);
  }
  return found;
}

/** What the access rules of an order look at (`canViewCommande`, the status / cancel routes). */
export interface CommandeAccessRow {
  id: string;
  client_id: string;
  restaurant_id: string;
  restaurant_owner_id: string;
  status: OrderStatus;
  fulfillment: Fulfillment;
  livraison_id: string | null;
  livreur_id: string | null;
  livraison_status: DeliveryStatus | null;
}

/** The access row of one order, or undefined. */
export function findCommandeAccess(db: Db, id: string): Promise<CommandeAccessRow | undefined> {
  return db.row<CommandeAccessRow>(ACCESS, [id]);
}

// `alertS` below: the `courier_alert` threshold (`deps.deadlines.courierSearchAlertS`; the default when absent).

/** The `Commande` JSON text of one order, or undefined. */
export function commandeText(db: Db, id: string, alertS?: number): Promise<string | undefined> {
  return db.value<string>(statements(alertS).text, [id]);
}

/** The `Commande` JSON text of one order with its `delivery_pin` (its client and admins only), or undefined. */
export function commandeTextWithPin(db: Db, id: string, alertS?: number): Promise<string | undefined> {
  return db.value<string>(statements(alertS).textWithPin, [id]);
}

/** The `Commande` JSON of one order, or undefined. */
export async function loadCommandeJson(db: Db, id: string, alertS?: number): Promise<CommandeJson | undefined> {
  const text = await commandeText(db, id, alertS);
  return text === undefined ? undefined : (JSON.parse(text) as CommandeJson);
}

export interface CommandeListFilters {
  clientId?: string;
  restaurantId?: string;
  status?: OrderStatus;
}

/** One page of orders, newest first, filtered, as a JSON array text (see `paging.ts`). */
export function listCommandesPage(
  db: Db,
  filters: CommandeListFilters,
  page: Page,
  alertS?: number,
): Promise<PageText> {
  const { clientId, restaurantId, status } = filters;
  const where = { 'c.client_id': clientId, 'c.restaurant_id': restaurantId, 'c.status': status };
  const { json, pages } = statements(alertS);
  return readPage(db, pages, { json, from: COMMANDE_FROM, alias: 'c', filters: where }, page);
}
