/**
 * The live event log: every change of the order lifecycle writes one row here, in the
 * transaction of the change, so an event exists if and only if its change was committed.
 * `GET /events` (routes/events) streams the rows each user may see; `live/hub.ts` reads the
 * table to fan them out, which is what makes several API processes on one database work.
 *
 * Visibility (`visibleTo`) is the one rule both the replay (`Last-Event-ID`) and the live
 * fan-out apply:
 * - admin: everything;
 * - client: the events of their own orders, and their courier's position once the order is
 *   on its way (`en_cours`), not before;
 * - restaurateur: the events of their restaurants' orders and deliveries, the courier's
 *   position while they come to pick the order up;
 * - courier (approved): their own deliveries; open offers as they appear, disappear and their
 *   order moves on, with no more than the offer list shows (another courier's acceptance reads
 *   `livraison.taken`, without who took it).
 */
import { EVENT_TYPES, TAKEN_EVENT, type EventType } from '@teranga/shared-ui/rules';
import { query, type Db } from '../db/client';
import { events, type DeliveryStatus, type OrderPaymentStatus, type OrderStatus, type Role } from '../db/schema';

// The types and their meaning are shared with the screens that follow them.
export { EVENT_TYPES, TAKEN_EVENT, type EventType };

export type StreamEventType = EventType | typeof TAKEN_EVENT;

/** Default retention of the log (`EVENTS_RETENTION_DAYS`). */
export const DEFAULT_EVENT_RETENTION_DAYS = 7;

/** The small payload of an event, sent in its `data` besides its ids. */
export interface EventPayload {
  status?: OrderStatus | DeliveryStatus;
  /** The delivery's status, for position events (who may see them depends on it). */
  livraison_status?: DeliveryStatus;
  payment_status?: OrderPaymentStatus;
  latitude?: number;
  longitude?: number;
  /** A cancellation's `cancel_reason`. */
  reason?: string;
  /** The estimated times, when accepting or delaying moves them (ISO). */
  ready_at?: string;
  estimated_delivery_at?: string;
}

export interface EventInput {
  type: EventType;
  commandeId: string;
  restaurantId: string;
  clientId: string;
  livraisonId?: string | null;
  livreurId?: string | null;
  payload?: EventPayload;
}

export type EventRow = typeof events.$inferSelect;

function toRow(input: EventInput, at: string) {
  return {
    type: input.type,
    commandeId: input.commandeId,
    restaurantId: input.restaurantId,
    clientId: input.clientId,
    livraisonId: input.livraisonId ?? null,
    livreurId: input.livreurId ?? null,
    payload: JSON.stringify(input.payload ?? {}),
    createdAt: at,
  };
}

/** Appends events inside the caller's transaction (drizzle). */
export async function recordEvents(
  tx: Pick<Db, 'insert' | 'exec' | 'engine'>,
  inputs: EventInput[],
  at: string,
): Promise<void> {
  if (inputs.length === 0) return;
  await commitInIdOrder(tx);
  await tx.insert(events).values(inputs.map((input) => toRow(input, at)));
}

/**
 * Readers tail the log by id (`id > position`), which is exact only if events become visible in
 * id order. SQLite's single writer gives that. On PostgreSQL two transactions may draw ids 10 and
 * 11 and commit 11 first: a reader would pass 10 for good. So the writers of events take one
 * transaction-level advisory lock just before drawing their ids and keep it until their commit
 * (released after the commit is visible): ids are drawn and made visible one transaction at a
 * time. The serialised part is only the end of each transaction (insert + commit); everything
 * before it still runs in parallel. Must run inside the caller's transaction.
 */
async function commitInIdOrder(tx: Pick<Db, 'exec' | 'engine'>): Promise<void> {
  if (tx.engine === 'pg') await tx.exec(EVENTS_ORDER_LOCK);
}

const EVENTS_ORDER_LOCK = query('SELECT pg_advisory_xact_lock(7251014)');

// No id: AUTOINCREMENT on SQLite, an identity column on PostgreSQL.
const INSERT_EVENT = query(
  `INSERT INTO events (type, commande_id, restaurant_id, client_id, livraison_id, livreur_id, payload, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** The same as `recordEvents` for one event through a prepared statement: the order placement's hot path. */
export async function insertEvent(tx: Pick<Db, 'exec' | 'engine'>, input: EventInput, at: string): Promise<void> {
  const row = toRow(input, at);
  await commitInIdOrder(tx);
  await tx.exec(INSERT_EVENT, [
    row.type,
    row.commandeId,
    row.restaurantId,
    row.clientId,
    row.livraisonId,
    row.livreurId,
    row.payload,
    row.createdAt,
  ]);
}

/** Who is listening, as far as visibility goes. */
export interface Viewer {
  id: string;
  role: Role;
  /** Restaurants a restaurateur owns. */
  restaurantIds: ReadonlySet<string>;
}

/** One event as it is sent to one viewer: `id:`, `event:` and the JSON of `data:`. */
export interface StreamEvent {
  id: number;
  /** `ready` (the starting position) and `resync` (missed events no longer in the log) are the stream's own. */
  type: StreamEventType | 'ready' | 'resync';
  data: string;
}

const OFFER_TYPES: ReadonlySet<string> = new Set(['livraison.offered', 'livraison.cancelled']);

function typeFor(viewer: Viewer, row: EventRow, payload: EventPayload): StreamEventType | null {
  const type = row.type as EventType;
  switch (viewer.role) {
    case 'admin':
      return type;
    case 'client':
      if (row.clientId !== viewer.id) return null;
      if (type === 'livraison.position' && payload.livraison_status !== 'en_cours') return null;
      return type;
    case 'restaurateur':
      if (!row.restaurantId || !viewer.restaurantIds.has(row.restaurantId)) return null;
      if (type === 'livraison.position' && payload.livraison_status !== 'acceptee') return null;
      return type;
    case 'livreur':
      if (row.livreurId === viewer.id) return type;
      // An open offer appears, disappears (cancelled while nobody had taken it), or its order
      // moves on (the offer list shows the order's status): no more than the list shows.
      if (row.livreurId === null && OFFER_TYPES.has(type)) return type;
      if (row.livreurId === null && row.livraisonId !== null && type === 'commande.status') return type;
      if (type === 'livraison.accepted') return TAKEN_EVENT;
      return null;
    default:
      return null;
  }
}

/** The event as `viewer` receives it, or null when they may not see it. */
export function visibleTo(viewer: Viewer, row: EventRow): StreamEvent | null {
  const payload = JSON.parse(row.payload) as EventPayload;
  const type = typeFor(viewer, row, payload);
  if (!type) return null;
  const data =
    type === TAKEN_EVENT
      ? { type, commande_id: row.commandeId, livraison_id: row.livraisonId, at: row.createdAt }
      : {
          type,
          commande_id: row.commandeId,
          livraison_id: row.livraisonId,
          restaurant_id: row.restaurantId,
          ...(viewer.role === 'livreur' && row.livreurId !== viewer.id ? {} : { livreur_id: row.livreurId }),
          ...payload,
          at: row.createdAt,
        };
  return { id: row.id, type, data: JSON.stringify(data) };
}

// Read every tick of the live hub: a raw statement prepared once, the columns named as drizzle names them.
const EVENTS_AFTER = query(`SELECT id, type, commande_id AS "commandeId", livraison_id AS "livraisonId",
  restaurant_id AS "restaurantId", client_id AS "clientId", livreur_id AS "livreurId", payload, created_at AS "createdAt"
FROM events WHERE id > ? ORDER BY id LIMIT ?`);
const LAST_ID = query('SELECT coalesce(max(id), 0) FROM events');
const FIRST_ID = query('SELECT min(id) FROM events');
const PRUNE = query('DELETE FROM events WHERE created_at < ?');

/** Events after `afterId`, oldest first, at most `limit`. */
export function readEventsAfter(db: Db, afterId: number, limit: number): Promise<EventRow[]> {
  return db.rows<EventRow>(EVENTS_AFTER, [afterId, limit]);
}

/** The id of the newest event (0 when the log is empty). */
export async function lastEventId(db: Db): Promise<number> {
  return (await db.value<number>(LAST_ID)) ?? 0;
}

/** The id of the oldest event kept (null when the log is empty). */
export async function firstEventId(db: Db): Promise<number | null> {
  return (await db.value<number | null>(FIRST_ID)) ?? null;
}

/** Deletes the events older than `retentionDays`; returns how many. Idempotent: any process may run it. */
export function pruneEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  return db.exec(PRUNE, [before]);
}
