/**
 * The `Commande` JSON (contract "Orders") and its loaders, shared by the
 * order routes and the payments / deliveries modules.
 */
import { z } from '@hono/zod-openapi';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../db/client';
import { COMMANDE_STATUSES, LIVRAISON_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES, type CommandeStatus, type LivraisonStatus, type PaymentMode, type PaymentStatus } from '../db/schema';

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
    status: z.enum(COMMANDE_STATUSES),
    payment_mode: z.enum(PAYMENT_MODES),
    payment_status: z.enum(PAYMENT_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    items: z.array(CommandeItemSchema),
    subtotal: z.number(),
    delivery_fee: z.number(),
    total_price: z.number(),
    delivery_address: z.string(),
    notes: z.string().nullable(),
    livraison_id: z.string().nullable(),
  })
  .openapi('Commande');

export type CommandeJson = z.infer<typeof CommandeSchema>;
export type CommandeItemJson = z.infer<typeof CommandeItemSchema>;

/** A joined order row (order + restaurant + client + delivery), snake_case. */
export interface CommandeViewRow {
  id: string;
  client_id: string;
  client_name: string;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_owner_id: string;
  status: CommandeStatus;
  payment_mode: PaymentMode;
  payment_status: PaymentStatus;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  delivery_address: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
  livraison_id: string | null;
  livreur_id: string | null;
  livraison_status: LivraisonStatus | null;
}

interface ItemRow {
  commande_id: string;
  plat_id: string | null;
  plat_name: string;
  quantity: number;
  unit_price_cents: number;
  subtotal_cents: number;
}

export const COMMANDE_VIEW_SELECT = `SELECT c.id, c.client_id, u.name AS client_name, c.restaurant_id, r.name AS restaurant_name,
  r.owner_id AS restaurant_owner_id, c.status, c.payment_mode, c.payment_status, c.subtotal_cents, c.delivery_fee_cents,
  c.total_cents, c.delivery_address, c.notes, c.created_at, c.updated_at,
  l.id AS livraison_id, l.livreur_id, l.status AS livraison_status
FROM commandes c
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id
LEFT JOIN livraisons l ON l.commande_id = c.id`;

/**
 * The same `Commande` JSON built by SQLite itself (json_object / json_group_array):
 * lists are answered by joining these texts, without creating JS objects or
 * calling JSON.stringify. Money is `cents / 100.0`, which SQLite prints as the
 * shortest decimal like JS does (`10.0` for whole euros, the same number once parsed).
 * Must stay in sync with `toCommandeJson` (a test compares both).
 */
export const COMMANDE_JSON_SELECT = `SELECT json_object(
    'id', c.id, 'client_id', c.client_id, 'client_name', u.name, 'restaurant_id', c.restaurant_id,
    'restaurant_name', r.name, 'status', c.status, 'payment_mode', c.payment_mode, 'payment_status', c.payment_status,
    'created_at', c.created_at, 'updated_at', c.updated_at,
    'items', json((SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
        'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0))
      FROM (SELECT plat_id, plat_name, quantity, unit_price_cents, subtotal_cents FROM commande_items
            WHERE commande_id = c.id ORDER BY rowid) i)),
    'subtotal', c.subtotal_cents / 100.0, 'delivery_fee', c.delivery_fee_cents / 100.0, 'total_price', c.total_cents / 100.0,
    'delivery_address', c.delivery_address, 'notes', c.notes, 'livraison_id', l.id) AS json
FROM commandes c
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id
LEFT JOIN livraisons l ON l.commande_id = c.id`;

interface Statements {
  one: Statement<[string], CommandeViewRow>;
  oneText: Statement<[string], string>;
  items: Statement<[string], ItemRow>;
  lists: Map<string, Statement<unknown[], string>>;
}

const cache = new WeakMap<SqliteDatabase, Statements>();

function statementsFor(sqlite: SqliteDatabase): Statements {
  let s = cache.get(sqlite);
  if (!s) {
    s = {
      one: sqlite.prepare(`${COMMANDE_VIEW_SELECT} WHERE c.id = ?`),
      oneText: sqlite.prepare(`${COMMANDE_JSON_SELECT} WHERE c.id = ?`).pluck() as Statement<[string], string>,
      items: sqlite.prepare(
        `SELECT commande_id, plat_id, plat_name, quantity, unit_price_cents, subtotal_cents
         FROM commande_items WHERE commande_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
      ),
      lists: new Map(),
    };
    cache.set(sqlite, s);
  }
  return s;
}

export const toItemJson = (row: Pick<ItemRow, 'plat_id' | 'plat_name' | 'quantity' | 'unit_price_cents' | 'subtotal_cents'>): CommandeItemJson => ({
  plat_id: row.plat_id,
  plat_name: row.plat_name,
  quantity: row.quantity,
  price: row.unit_price_cents / 100,
  subtotal: row.subtotal_cents / 100,
});

export function toCommandeJson(row: CommandeViewRow, items: CommandeItemJson[]): CommandeJson {
  return {
    id: row.id,
    client_id: row.client_id,
    client_name: row.client_name,
    restaurant_id: row.restaurant_id,
    restaurant_name: row.restaurant_name,
    status: row.status,
    payment_mode: row.payment_mode,
    payment_status: row.payment_status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    items,
    subtotal: row.subtotal_cents / 100,
    delivery_fee: row.delivery_fee_cents / 100,
    total_price: row.total_cents / 100,
    delivery_address: row.delivery_address,
    notes: row.notes,
    livraison_id: row.livraison_id,
  };
}

/** The joined row of one order (for access checks), or undefined. */
export function findCommandeView(sqlite: SqliteDatabase, id: string): CommandeViewRow | undefined {
  return statementsFor(sqlite).one.get(id);
}

/** Orders with their items (two queries whatever the number of orders). */
export function withItems(sqlite: SqliteDatabase, rows: CommandeViewRow[]): CommandeJson[] {
  if (rows.length === 0) return [];
  const byOrder = new Map<string, CommandeItemJson[]>(rows.map((row) => [row.id, []]));
  for (const item of statementsFor(sqlite).items.all(JSON.stringify(rows.map((row) => row.id)))) {
    byOrder.get(item.commande_id)?.push(toItemJson(item));
  }
  return rows.map((row) => toCommandeJson(row, byOrder.get(row.id) ?? []));
}

/** The `Commande` JSON of one order, or undefined. */
export function loadCommandeJson(sqlite: SqliteDatabase, id: string): CommandeJson | undefined {
  const row = findCommandeView(sqlite, id);
  return row ? withItems(sqlite, [row])[0] : undefined;
}

export interface CommandeListFilters {
  clientId?: string;
  restaurantId?: string;
  status?: CommandeStatus;
  limit: number;
}

/** The `Commande` JSON text of one order (built by SQLite), or undefined. */
export function commandeText(sqlite: SqliteDatabase, id: string): string | undefined {
  return statementsFor(sqlite).oneText.get(id);
}

/**
 * Orders newest first, filtered, as a JSON array text (each filter combination
 * has its own prepared statement).
 */
export function listCommandesText(sqlite: SqliteDatabase, filters: CommandeListFilters): string {
  const s = statementsFor(sqlite);
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.clientId !== undefined) {
    clauses.push('c.client_id = ?');
    params.push(filters.clientId);
  }
  if (filters.restaurantId !== undefined) {
    clauses.push('c.restaurant_id = ?');
    params.push(filters.restaurantId);
  }
  if (filters.status !== undefined) {
    clauses.push('c.status = ?');
    params.push(filters.status);
  }
  const key = clauses.join(' AND ');
  let statement = s.lists.get(key);
  if (!statement) {
    statement = sqlite
      .prepare(`${COMMANDE_JSON_SELECT}${key ? ` WHERE ${key}` : ''} ORDER BY c.created_at DESC, c.rowid DESC LIMIT ?`)
      .pluck() as Statement<unknown[], string>;
    s.lists.set(key, statement);
  }
  return `[${statement.all(...params, filters.limit).join(',')}]`;
}

/** Orders newest first, filtered, as objects. */
export function listCommandes(sqlite: SqliteDatabase, filters: CommandeListFilters): CommandeJson[] {
  return JSON.parse(listCommandesText(sqlite, filters)) as CommandeJson[];
}
