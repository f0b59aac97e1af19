/**
 * The `Commande` JSON (contract "Orders") and its loaders, shared by the
 * order routes and the payments / deliveries modules.
 */
import { z } from '@hono/zod-openapi';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../db/client';
import type { StatementCache } from '../db/prepared';
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
 * number once parsed). Deliveries embed the same expression (`deliveries.ts`).
 */
export const COMMANDE_JSON = `json_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', json((SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
        'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0))
      FROM (SELECT plat_id, plat_name, quantity, unit_price_cents, subtotal_cents FROM commande_items
            WHERE commande_id = c.id ORDER BY rowid) i)),
    'subtotal', c.subtotal_cents / 100.0, 'delivery_fee', c.delivery_fee_cents / 100.0, 'total_price', c.total_cents / 100.0,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id,
    'status_times', json(coalesce(c.status_times, '{}')))`;

/** The same with the delivery code, for the order's client and the admins only. */
const COMMANDE_JSON_WITH_PIN = `json_set(${COMMANDE_JSON}, '$.delivery_pin', c.delivery_pin)`;

const COMMANDE_FROM = `FROM commandes c
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id
LEFT JOIN livraisons l ON l.commande_id = c.id`;

const commandeStatements = (sqlite: SqliteDatabase) => ({
  view: sqlite.prepare(`SELECT c.id, c.client_id, c.restaurant_id, r.owner_id AS restaurant_owner_id, c.status,
  l.id AS livraison_id, l.livreur_id, l.status AS livraison_status
${COMMANDE_FROM}
WHERE c.id = ?`) as Statement<[string], CommandeAccessRow>,
  text: sqlite.prepare(`SELECT ${COMMANDE_JSON} ${COMMANDE_FROM} WHERE c.id = ?`).pluck() as Statement<
    [string],
    string
  >,
  textWithPin: sqlite.prepare(`SELECT ${COMMANDE_JSON_WITH_PIN} ${COMMANDE_FROM} WHERE c.id = ?`).pluck() as Statement<
    [string],
    string
  >,
  pages: new Map<string, Statement<unknown[], [string, string, string]>>(),
});

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
export function findCommandeAccess(statements: StatementCache, id: string): CommandeAccessRow | undefined {
  return statements.of(commandeStatements).view.get(id);
}

/** The `Commande` JSON text of one order, or undefined. */
export function commandeText(statements: StatementCache, id: string): string | undefined {
  return statements.of(commandeStatements).text.get(id);
}

/** The `Commande` JSON text of one order with its `delivery_pin` (its client and admins only), or undefined. */
export function commandeTextWithPin(statements: StatementCache, id: string): string | undefined {
  return statements.of(commandeStatements).textWithPin.get(id);
}

/** The `Commande` JSON of one order, or undefined. */
export function loadCommandeJson(statements: StatementCache, id: string): CommandeJson | undefined {
  const text = commandeText(statements, id);
  return text === undefined ? undefined : (JSON.parse(text) as CommandeJson);
}

export interface CommandeListFilters {
  clientId?: string;
  restaurantId?: string;
  status?: OrderStatus;
}

/** One page of orders, newest first, filtered, as a JSON array text (see `paging.ts`). */
export function listCommandesPage(statements: StatementCache, filters: CommandeListFilters, page: Page): PageText {
  const { pages } = statements.of(commandeStatements);
  const select = `SELECT ${COMMANDE_JSON}, c.created_at, c.id ${COMMANDE_FROM}`;
  const { clientId, restaurantId, status } = filters;
  const where = { 'c.client_id': clientId, 'c.restaurant_id': restaurantId, 'c.status': status };
  return readPage(pages, statements.sqlite, { select, alias: 'c', filters: where }, page);
}
