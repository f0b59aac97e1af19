/**
 * The `Commande` JSON (contract "Orders") and its loaders, shared by the
 * order routes and the payments / deliveries modules.
 */
import { z } from '@hono/zod-openapi';
import { query, type Db, type SqlQuery } from '../db/client';
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_MODES,
  type DeliveryStatus,
  type OrderStatus,
} from '../db/schema';
import { readPage, type Page, type PageText } from './paging';

export const CommandeItemSchema = z
  .object({
    plat_id: z.string().nullable().openapi({ description: 'null si le plat a été supprimé depuis' }),
    plat_name: z.string(),
    quantity: z.number().int(),
    price: z.number().openapi({ description: 'Prix unitaire au moment de la commande (euros)' }),
    subtotal: z.number(),
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
    delivery_address: z.string(),
    notes: z.string().nullable(),
    livraison_id: z.string().nullable(),
    status_times: z
      .partialRecord(z.enum(ORDER_STATUSES), z.string())
      .openapi({ description: 'Heure (ISO) à laquelle la commande a atteint chacun de ses statuts' }),
    delivery_pin: z.string().nullable().optional().openapi({
      description:
        'Code de livraison (4 chiffres, tiré à la confirmation) : seulement dans `GET /commandes/{id}` et le suivi, pour le client de la commande et les administrateurs',
    }),
  })
  .openapi('Commande');

export type CommandeJson = z.infer<typeof CommandeSchema>;
export type CommandeItemJson = z.infer<typeof CommandeItemSchema>;

/**
 * The `Commande` JSON of the order row `c` built by SQLite itself (json_object /
 * json_group_array), with `r` its restaurant, `u` its client and `l` its
 * delivery (or NULL): answers are sent as these texts, without creating JS
 * objects or calling JSON.stringify. Money is `cents / 100.0`, which SQLite
 * prints as the shortest decimal like JS does (`10.0` for whole euros, the same
 * number once parsed). Deliveries embed the same expression (`deliveries.ts`);
 * `COMMANDE_JSON_PG` is its PostgreSQL twin.
 */
export const COMMANDE_JSON = `json_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', json((SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
        'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0))
      FROM (SELECT plat_id, plat_name, quantity, unit_price_cents, subtotal_cents FROM commande_items
            WHERE commande_id = c.id ORDER BY position, rowid) i)),
    'subtotal', c.subtotal_cents / 100.0, 'delivery_fee', c.delivery_fee_cents / 100.0, 'total_price', c.total_cents / 100.0,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id,
    'status_times', json(coalesce(c.status_times, '{}')))`;

/** The same with the delivery code, for the order's client and the admins only. */
const COMMANDE_JSON_WITH_PIN = `json_set(${COMMANDE_JSON}, '$.delivery_pin', c.delivery_pin)`;

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
const commandeJsonPg = (extra = '') => `json_build_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', (SELECT coalesce(json_agg(json_build_object('plat_id', i.plat_id, 'plat_name', i.plat_name,
        'quantity', i.quantity, 'price', (i.unit_price_cents / 100.0)::float8, 'subtotal', (i.subtotal_cents / 100.0)::float8)
        ORDER BY i.position, i.id), '[]'::json)
      FROM commande_items i WHERE i.commande_id = c.id),
    'subtotal', (c.subtotal_cents / 100.0)::float8, 'delivery_fee', (c.delivery_fee_cents / 100.0)::float8,
    'total_price', (c.total_cents / 100.0)::float8,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id,
    'status_times', ${STATUS_TIMES_PG}${extra})`;

export const COMMANDE_JSON_PG = commandeJsonPg();

/** `json_set` appends a new key: the PostgreSQL object gets it last too. */
const COMMANDE_JSON_WITH_PIN_PG = commandeJsonPg(", 'delivery_pin', c.delivery_pin");

const COMMANDE_FROM = `FROM commandes c
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id
LEFT JOIN livraisons l ON l.commande_id = c.id`;

const ACCESS = query(`SELECT c.id, c.client_id, c.restaurant_id, r.owner_id AS restaurant_owner_id, c.status,
  l.id AS livraison_id, l.livreur_id, l.status AS livraison_status
${COMMANDE_FROM}
WHERE c.id = ?`);
const TEXT = query({
  sqlite: `SELECT ${COMMANDE_JSON} ${COMMANDE_FROM} WHERE c.id = ?`,
  pg: `SELECT ${COMMANDE_JSON_PG} ${COMMANDE_FROM} WHERE c.id = ?`,
});
const TEXT_WITH_PIN = query({
  sqlite: `SELECT ${COMMANDE_JSON_WITH_PIN} ${COMMANDE_FROM} WHERE c.id = ?`,
  pg: `SELECT ${COMMANDE_JSON_WITH_PIN_PG} ${COMMANDE_FROM} WHERE c.id = ?`,
});
/** The list's statements, one per filter combination (`readPage`). */
const PAGES = new Map<string, SqlQuery>();

/** What the access rules of an order look at (`canViewCommande`, the status / cancel routes). */
export interface CommandeAccessRow {
  id: string;
  client_id: string;
  restaurant_id: string;
  restaurant_owner_id: string;
  status: OrderStatus;
  livraison_id: string | null;
  livreur_id: string | null;
  livraison_status: DeliveryStatus | null;
}

/** The access row of one order, or undefined. */
export function findCommandeAccess(db: Db, id: string): Promise<CommandeAccessRow | undefined> {
  return db.row<CommandeAccessRow>(ACCESS, [id]);
}

/** The `Commande` JSON text of one order, or undefined. */
export function commandeText(db: Db, id: string): Promise<string | undefined> {
  return db.value<string>(TEXT, [id]);
}

/** The `Commande` JSON text of one order with its `delivery_pin` (its client and admins only), or undefined. */
export function commandeTextWithPin(db: Db, id: string): Promise<string | undefined> {
  return db.value<string>(TEXT_WITH_PIN, [id]);
}

/** The `Commande` JSON of one order, or undefined. */
export async function loadCommandeJson(db: Db, id: string): Promise<CommandeJson | undefined> {
  const text = await commandeText(db, id);
  return text === undefined ? undefined : (JSON.parse(text) as CommandeJson);
}

export interface CommandeListFilters {
  clientId?: string;
  restaurantId?: string;
  status?: OrderStatus;
}

/** One page of orders, newest first, filtered, as a JSON array text (see `paging.ts`). */
export function listCommandesPage(db: Db, filters: CommandeListFilters, page: Page): Promise<PageText> {
  const { clientId, restaurantId, status } = filters;
  const where = { 'c.client_id': clientId, 'c.restaurant_id': restaurantId, 'c.status': status };
  return readPage(
    db,
    PAGES,
    { json: { sqlite: COMMANDE_JSON, pg: COMMANDE_JSON_PG }, from: COMMANDE_FROM, alias: 'c', filters: where },
    page,
  );
}
