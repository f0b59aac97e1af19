/**
 * Deliveries (livraisons): JSON shape (the order embedded), loaders, paged
 * list, history summary, the atomic "accept" and driver analytics. Status changes that also move the order (start, complete)
 * go through the order state machine (`order-status.ts`: `startDelivery`,
 * `completeDelivery`), so an order and its delivery never disagree.
 *
 *   en_attente ──accept──▶ acceptee ──start──▶ en_cours ──complete──▶ livree
 *        (order confirmee/en_preparation/prete)  (order prete → en_livraison)  (order → livree)
 */
import { z } from '@hono/zod-openapi';
import { ACCEPTED_ORDER_STATUSES, isAcceptedOrderStatus, SCHEDULED_OFFER_MINUTES } from '@teranga/shared-ui/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { query, type Db, type SqlQuery } from '../db/client';
import {
  DELIVERY_STATUSES,
  ORDER_STATUSES,
  commandes,
  livraisons,
  users,
  type DeliveryStatus,
  type OrderStatus,
} from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { COMMANDE_JSON, COMMANDE_JSON_PG, CommandeSchema } from './commande-json';
import { recordEvents, type EventInput } from './events';
import { MAX_PIN_ATTEMPTS } from './order-status';
import { readPage, type Page, type PageText } from './paging';

export const DELIVERY_ERRORS = {
  notFound: 'Livraison non trouvée',
  alreadyAccepted: 'Livraison déjà acceptée',
  alreadyBusy: 'Vous avez déjà une livraison en cours',
  /** The same rule, told to the admin assigning the delivery. */
  courierBusy: 'Ce livreur a déjà une livraison en cours',
  cancelled: 'Cette livraison a été annulée',
  orderNotConfirmed: 'Cette livraison n’est pas encore disponible',
  notOwnList: 'Vous ne pouvez consulter que vos propres livraisons',
  notSelf: 'Vous ne pouvez accepter une livraison que pour vous-même',
  livreurRequired: 'Le paramètre « livreur_id » est obligatoire pour un administrateur',
  livreurNotFound: 'Livreur non trouvé',
  livreurUnavailable: 'Ce livreur ne peut pas accepter de livraison (compte inactif ou non validé)',
  notActive: 'La livraison n’est pas en cours',
  invalidTransition: 'Transition de statut invalide',
} as const;

/** Order statuses in which a waiting delivery is offered to couriers, as SQL. */
const OFFERED_WHILE = ACCEPTED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
/** Delivery statuses that count as "the courier's current delivery" (one at a time). */
export const ACTIVE_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];

/** Who reads the phones of a delivery, as the OpenAPI document tells it. */
const PHONES_RULE =
  'Seulement pour le livreur (validé) à qui la livraison est attribuée, tant qu’elle est en cours (`acceptee` ou `en_cours`) : ' +
  'null partout ailleurs (livraisons disponibles, historique, après la livraison ou l’annulation, autres livreurs, administrateurs).';

export const LivraisonSchema = z
  .object({
    id: z.string(),
    commande_id: z.string(),
    livreur_id: z.string().nullable(),
    status: z.enum(DELIVERY_STATUSES),
    pickup_address: z.string(),
    delivery_address: z.string(),
    distance_km: z
      .number()
      .nullable()
      .openapi({ description: 'Distance routière estimée (km, 1 décimale), null si inconnue' }),
    estimated_time_minutes: z.number().int().nullable(),
    pickup_time: z.string().nullable().openapi({ description: 'Heure de prise en charge (passage en_cours)' }),
    delivery_time: z.string().nullable().openapi({ description: 'Heure de livraison (passage livree)' }),
    last_latitude: z.number().nullable(),
    last_longitude: z.number().nullable(),
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    commande_status: z.enum(ORDER_STATUSES).openapi({ description: 'Statut actuel de la commande' }),
    pin_locked: z
      .boolean()
      .openapi({ description: 'Trop de codes de livraison faux : seul un administrateur peut la terminer' }),
    client_phone: z
      .string()
      .nullable()
      .openapi({
        example: '06 12 34 56 78',
        description: `Téléphone du client, tel qu’il l’a saisi. ${PHONES_RULE}`,
      }),
    restaurant_phone: z
      .string()
      .nullable()
      .openapi({
        example: '01 42 00 00 00',
        description: `Téléphone du restaurant (celui de son restaurateur). ${PHONES_RULE}`,
      }),
    created_at: z.string(),
    updated_at: z.string(),
    // A union, not `.nullable()`: zod-to-openapi would emit `allOf: [$ref, {type: [object, null]}]`, which no client reads as nullable.
    commande: z.union([CommandeSchema, z.null()]).openapi({
      description:
        'La commande livrée, telle que `GET /commandes/{id}` la renvoie (null seulement si elle n’existe plus)',
    }),
  })
  .openapi('Livraison');

export type LivraisonJson = z.infer<typeof LivraisonSchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const DeliverySummarySchema = z
  .object({
    total: z.number().int().openapi({ description: 'Toutes les livraisons (tous statuts)' }),
    completed: z.number().int().openapi({ description: 'Dont livrées' }),
    completed_distance_km: z
      .number()
      .openapi({ description: 'Distance cumulée des livraisons livrées (km, 1 décimale)' }),
    by_status: z.object(
      Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, z.number().int()])) as Record<
        DeliveryStatus,
        z.ZodNumber
      >,
    ),
  })
  .openapi('LivraisonSummary');

export type DeliverySummary = z.infer<typeof DeliverySummarySchema>;

/**
 * When the phones of row `l` are shown: the delivery is under way (accepted or picked up). The
 * reader must also be its courier: `l.livreur_id = ?` for one delivery, the list's own filter on
 * `l.livreur_id` for a courier's page (`listLivraisonsPage`).
 */
const DELIVERY_UNDER_WAY = `l.status IN (${ACTIVE_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', ')}) AND c.status <> 'annulee'`;
/** The restaurant has no phone of its own: its restaurateur's (only read when shown). */
const RESTAURANT_PHONE = '(SELECT o.phone FROM users o WHERE o.id = r.owner_id)';

/**
 * The phone keys: `shownWhen` a SQL condition on the row, or null (never shown: null values, so
 * every answer has the same keys). The client is `u` of `LIVRAISON_FROM`.
 */
const phoneKeys = (shownWhen: string | null) =>
  shownWhen === null
    ? `'client_phone', NULL, 'restaurant_phone', NULL`
    : `'client_phone', CASE WHEN ${shownWhen} THEN u.phone END,
  'restaurant_phone', CASE WHEN ${shownWhen} THEN ${RESTAURANT_PHONE} END`;

/**
 * The `Livraison` JSON of row `l` built by the database, its order embedded with the
 * very expression of `GET /commandes/{id}` (`COMMANDE_JSON`): one statement per
 * answer, whatever the number of deliveries. Keys in the order of `LivraisonSchema`
 * (`json_build_object` keeps them in order on PostgreSQL, as `json_object` on SQLite).
 */
const livraisonJson = (phonesShownWhen: string | null) => ({
  sqlite: `json_object('id', l.id, 'commande_id', l.commande_id, 'livreur_id', l.livreur_id, 'status', l.status,
  'pickup_address', l.pickup_address, 'delivery_address', l.delivery_address, 'distance_km', l.distance_km,
  'estimated_time_minutes', l.estimated_time_minutes, 'pickup_time', l.pickup_time, 'delivery_time', l.delivery_time,
  'last_latitude', l.last_lat, 'last_longitude', l.last_lng, 'restaurant_id', r.id, 'restaurant_name', r.name,
  'commande_status', c.status, 'pin_locked', json(CASE WHEN l.pin_attempts >= ${MAX_PIN_ATTEMPTS} THEN 'true' ELSE 'false' END),
  ${phoneKeys(phonesShownWhen)},
  'created_at', l.created_at, 'updated_at', l.updated_at,
  'commande', ${COMMANDE_JSON})`,
  pg: `json_build_object('id', l.id, 'commande_id', l.commande_id, 'livreur_id', l.livreur_id, 'status', l.status,
  'pickup_address', l.pickup_address, 'delivery_address', l.delivery_address, 'distance_km', l.distance_km,
  'estimated_time_minutes', l.estimated_time_minutes, 'pickup_time', l.pickup_time, 'delivery_time', l.delivery_time,
  'last_latitude', l.last_lat, 'last_longitude', l.last_lng, 'restaurant_id', r.id, 'restaurant_name', r.name,
  'commande_status', c.status, 'pin_locked', l.pin_attempts >= ${MAX_PIN_ATTEMPTS},
  ${phoneKeys(phonesShownWhen)},
  'created_at', l.created_at, 'updated_at', l.updated_at,
  'commande', ${COMMANDE_JSON_PG})`,
});

/** Without phones: offers, admins, anyone but the delivery's courier. */
const LIVRAISON_JSON = livraisonJson(null);
/** A courier's own rows (the WHERE keeps `l.livreur_id` = the courier): phones while under way. */
const OWN_LIVRAISON_JSON = livraisonJson(DELIVERY_UNDER_WAY);
/** One delivery read by a courier: phones when it is theirs (2 parameters: the courier's id, twice) and under way. */
const COURIER_LIVRAISON_JSON = livraisonJson(`l.livreur_id = ? AND ${DELIVERY_UNDER_WAY}`);

/** The same text around both engines' JSON expression. */
const withJson = (build: (json: string) => string, json = LIVRAISON_JSON) =>
  query({ sqlite: build(json.sqlite), pg: build(json.pg) });

const LIVRAISON_FROM = `FROM livraisons l
JOIN commandes c ON c.id = l.commande_id
JOIN restaurants r ON r.id = c.restaurant_id
JOIN users u ON u.id = c.client_id`;

/** What the access rules of a delivery look at. */
export interface LivraisonAccess {
  id: string;
  commandeId: string;
  livreurId: string | null;
  status: DeliveryStatus;
  commandeStatus: OrderStatus;
}

const SUMMARY_SELECT = 'SELECT status, count(*) AS n, coalesce(sum(distance_km), 0) AS km FROM livraisons';

interface SummaryRow {
  status: DeliveryStatus;
  n: number;
  km: number;
}

// Quoted aliases: PostgreSQL folds unquoted names to lower case.
const ACCESS =
  query(`SELECT l.id, l.commande_id AS "commandeId", l.livreur_id AS "livreurId", l.status, c.status AS "commandeStatus"
FROM livraisons l JOIN commandes c ON c.id = l.commande_id
WHERE l.id = ?`);
const TEXT = withJson((json) => `SELECT ${json} ${LIVRAISON_FROM} WHERE l.id = ?`);
const COURIER_TEXT = withJson((json) => `SELECT ${json} ${LIVRAISON_FROM} WHERE l.id = ?`, COURIER_LIVRAISON_JSON);
// An order for later is offered from `SCHEDULED_OFFER_MINUTES` before it must leave (shared rule).
const AVAILABLE = query({
  sqlite: `SELECT ${LIVRAISON_JSON.sqlite} AS json ${LIVRAISON_FROM}
WHERE l.status = 'en_attente' AND c.status IN (${OFFERED_WHILE})
  AND (c.scheduled_for IS NULL OR c.ready_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${SCHEDULED_OFFER_MINUTES} minutes'))
ORDER BY l.created_at ASC, l.id ASC`,
  pg: `SELECT ${LIVRAISON_JSON.pg} AS json ${LIVRAISON_FROM}
WHERE l.status = 'en_attente' AND c.status IN (${OFFERED_WHILE})
  AND (c.scheduled_for IS NULL OR c.ready_at <= to_char((now() AT TIME ZONE 'utc') + interval '${SCHEDULED_OFFER_MINUTES} minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
ORDER BY l.created_at ASC, l.id ASC`,
});
const SUMMARY_OF = query(`${SUMMARY_SELECT} WHERE livreur_id = ? GROUP BY status`);
const SUMMARY_ALL = query(`${SUMMARY_SELECT} GROUP BY status`);
/** `GET /livraisons` pages, one statement per combination of filters (see `readPage`); a courier's own apart. */
const PAGES = new Map<string, SqlQuery>();
const OWN_PAGES = new Map<string, SqlQuery>();

/** The access row of one delivery, or undefined. */
export function findLivraisonAccess(db: Db, id: string): Promise<LivraisonAccess | undefined> {
  return db.row<LivraisonAccess>(ACCESS, [id]);
}

/**
 * The `Livraison` JSON text of one delivery, or undefined. `courierId`: the reader when they may see
 * the phones of their own delivery (an approved courier); the phones stay null unless the delivery
 * is assigned to them and under way.
 */
export function livraisonText(db: Db, id: string, courierId?: string): Promise<string | undefined> {
  return courierId === undefined
    ? db.value<string>(TEXT, [id])
    : db.value<string>(COURIER_TEXT, [courierId, courierId, id]);
}

export interface LivraisonFilters {
  livreurId?: string;
  status?: DeliveryStatus;
}

/**
 * One page of deliveries, newest first (optionally of one courier / in one status), as a JSON array
 * text. `courierId` as for `livraisonText`: the phones of active deliveries are only in a page of
 * that courier's own deliveries.
 */
export function listLivraisonsPage(
  db: Db,
  filters: LivraisonFilters,
  page: Page,
  courierId?: string,
): Promise<PageText> {
  const where = { 'l.livreur_id': filters.livreurId, 'l.status': filters.status };
  const own = courierId !== undefined && filters.livreurId === courierId;
  const json = own ? OWN_LIVRAISON_JSON : LIVRAISON_JSON;
  return readPage(db, own ? OWN_PAGES : PAGES, { json, from: LIVRAISON_FROM, alias: 'l', filters: where }, page);
}

/** Waiting deliveries of confirmed orders (confirmee / en_preparation / prete), oldest first, as a JSON array text. */
export async function listAvailableLivraisonsText(db: Db): Promise<string> {
  const rows = await db.rows<{ json: string }>(AVAILABLE);
  return `[${rows.map((row) => row.json).join(',')}]`;
}

export function isAvailable(delivery: Pick<LivraisonAccess, 'status' | 'commandeStatus'>): boolean {
  return delivery.status === 'en_attente' && isAcceptedOrderStatus(delivery.commandeStatus);
}

/** Counts over ALL the deliveries of `livreurId` (every courier's when undefined), one GROUP BY. */
export async function deliverySummary(db: Db, livreurId: string | undefined): Promise<DeliverySummary> {
  const rows =
    livreurId === undefined
      ? await db.rows<SummaryRow>(SUMMARY_ALL)
      : await db.rows<SummaryRow>(SUMMARY_OF, [livreurId]);
  const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  let total = 0;
  let completedKm = 0;
  for (const row of rows) {
    byStatus[row.status] = row.n;
    total += row.n;
    if (row.status === 'livree') completedKm = row.km;
  }
  return { total, completed: byStatus.livree, completed_distance_km: round1(completedKm), by_status: byStatus };
}

const ACCEPT = query(`UPDATE livraisons SET status = 'acceptee', livreur_id = ?, updated_at = ?
WHERE id = ?
  AND status = 'en_attente'
  AND NOT EXISTS (
    SELECT 1 FROM livraisons AS mine
    WHERE mine.livreur_id = ? AND mine.status IN ('acceptee', 'en_cours')
  )
  AND EXISTS (
    SELECT 1 FROM commandes
    WHERE commandes.id = livraisons.commande_id AND commandes.status IN (${OFFERED_WHILE})
  )`);

/**
 * Assigns the delivery to `livreurId` with ONE conditional UPDATE inside a
 * transaction: it only matches while the delivery is still `en_attente`, its
 * order confirmed, and the courier has no other delivery `acceptee` /
 * `en_cours`. Of many couriers accepting at once exactly one UPDATE changes a
 * row; the others get a 409 explaining why: `Livraison déjà acceptée`,
 * `Vous avez déjà une livraison en cours`, …
 * `onAccepted` runs in the same transaction once the delivery is taken (an admin's assignment
 * writes its audit entry there).
 */
export async function acceptDelivery(
  db: Db,
  livraisonId: string,
  livreurId: string,
  now = new Date(),
  onAccepted?: (tx: Db) => Promise<void>,
  busyMessage: string = DELIVERY_ERRORS.alreadyBusy,
): Promise<void> {
  const at = now.toISOString();
  await db.tx(async (tx) => {
    // Two offers accepted at once by one courier are two different rows: on PostgreSQL (READ
    // COMMITTED) neither UPDATE would see the other's uncommitted one in its NOT EXISTS. Holding
    // the courier's row serialises their acceptances, as SQLite's IMMEDIATE transaction does.
    await tx.lockRows(users, [livreurId]);
    if ((await tx.exec(ACCEPT, [livreurId, at, livraisonId, livreurId])) === 1) {
      await recordDeliveryEvent(tx, livraisonId, 'livraison.accepted', { status: 'acceptee' }, at);
      await onAccepted?.(tx);
      return;
    }

    // Nothing changed: say why (same transaction, so the answer is consistent).
    const current = await livraisonState(tx, livraisonId);
    if (!current) throw notFound(DELIVERY_ERRORS.notFound);
    if (current.status === 'annulee') throw conflict(DELIVERY_ERRORS.cancelled);
    if (current.status !== 'en_attente') throw conflict(DELIVERY_ERRORS.alreadyAccepted);
    const [busy] = await tx
      .select({ id: livraisons.id })
      .from(livraisons)
      .where(and(eq(livraisons.livreurId, livreurId), inArray(livraisons.status, [...ACTIVE_DELIVERY_STATUSES])))
      .limit(1);
    if (busy) throw conflict(busyMessage);
    throw conflict(DELIVERY_ERRORS.orderNotConfirmed);
  });
}

/** Records an event of delivery `livraisonId` (read in `tx`, as the change just left it). */
async function recordDeliveryEvent(
  tx: Db,
  livraisonId: string,
  type: EventInput['type'],
  payload: EventInput['payload'],
  at: string,
): Promise<void> {
  const [row] = await tx
    .select({
      commandeId: livraisons.commandeId,
      livreurId: livraisons.livreurId,
      restaurantId: commandes.restaurantId,
      clientId: commandes.clientId,
    })
    .from(livraisons)
    .innerJoin(commandes, eq(commandes.id, livraisons.commandeId))
    .where(eq(livraisons.id, livraisonId))
    .limit(1);
  if (row) await recordEvents(tx, [{ type, livraisonId, ...row, payload }], at);
}

/** Status and courier of one livraison: why a conditional UPDATE changed nothing. */
async function livraisonState(db: Db, livraisonId: string) {
  const [state] = await db
    .select({ status: livraisons.status, livreurId: livraisons.livreurId })
    .from(livraisons)
    .where(eq(livraisons.id, livraisonId))
    .limit(1);
  return state;
}

/**
 * Records the courier's position on their own active delivery (acceptee /
 * en_cours): one conditional UPDATE. 404 when it is not theirs, 409 when it
 * is not active.
 */
export async function updateLocation(
  db: Db,
  livraisonId: string,
  livreurId: string,
  position: { latitude: number; longitude: number },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const moved = await db.tx(async (tx) => {
    const [changed] = await tx
      .update(livraisons)
      .set({ lastLat: position.latitude, lastLng: position.longitude, updatedAt: at })
      .where(
        and(
          eq(livraisons.id, livraisonId),
          eq(livraisons.livreurId, livreurId),
          inArray(livraisons.status, [...ACTIVE_DELIVERY_STATUSES]),
        ),
      )
      .returning({ status: livraisons.status });
    if (!changed) return false;
    const { latitude, longitude } = position;
    const payload = { livraison_status: changed.status, latitude, longitude };
    await recordDeliveryEvent(tx, livraisonId, 'livraison.position', payload, at);
    return true;
  });
  if (moved) return;
  const current = await livraisonState(db, livraisonId);
  if (!current || current.livreurId !== livreurId) throw notFound(DELIVERY_ERRORS.notFound);
  throw conflict(DELIVERY_ERRORS.notActive);
}

// ---------------------------------------------------------------------------
// Driver analytics
// ---------------------------------------------------------------------------

export const DriverAnalyticsSchema = z
  .object({
    period_days: z.number().int(),
    summary: z.object({
      total_deliveries: z
        .number()
        .int()
        .openapi({ description: 'Livraisons attribuées créées pendant la période (tous statuts)' }),
      completed_deliveries: z.number().int().openapi({ description: 'Dont livrées' }),
      total_distance_km: z
        .number()
        .openapi({ description: 'Distance cumulée des livraisons livrées (km, 1 décimale)' }),
      avg_delivery_time_minutes: z.number().openapi({
        description:
          'Moyenne de delivery_time − pickup_time des livraisons livrées (minutes, 1 décimale ; 0 sans donnée)',
      }),
    }),
  })
  .openapi('DriverAnalytics');

export type DriverAnalytics = z.infer<typeof DriverAnalyticsSchema>;

/** Start (ISO) of a period of the last `days` calendar days (UTC), today included — as restaurant analytics. */
export function periodStart(days: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Deliveries assigned to `livreurId` created within the period (the last
 * `days` calendar days, UTC, today included). Distance and average time count
 * completed (`livree`) ones only; the average uses those with both pickup and
 * delivery times.
 */
export async function driverAnalytics(
  db: Db,
  livreurId: string,
  days: number,
  now = new Date(),
): Promise<DriverAnalytics> {
  const since = periodStart(days, now);
  // Times are ISO-8601 texts on both engines.
  const minutes =
    db.engine === 'pg'
      ? sql`(extract(epoch from ${livraisons.deliveryTime}::timestamptz) - extract(epoch from ${livraisons.pickupTime}::timestamptz)) / 60`
      : sql`(julianday(${livraisons.deliveryTime}) - julianday(${livraisons.pickupTime})) * 1440`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`,
      completed: sql<number>`coalesce(sum(CASE WHEN ${livraisons.status} = 'livree' THEN 1 ELSE 0 END), 0)`,
      distance: sql<number>`coalesce(sum(CASE WHEN ${livraisons.status} = 'livree' THEN ${livraisons.distanceKm} END), 0)`,
      avgMinutes: sql<number | null>`avg(CASE WHEN ${livraisons.status} = 'livree'
        AND ${livraisons.pickupTime} IS NOT NULL AND ${livraisons.deliveryTime} IS NOT NULL
        THEN ${minutes} END)`,
    })
    .from(livraisons)
    .where(and(eq(livraisons.livreurId, livreurId), sql`${livraisons.createdAt} >= ${since}`));
  return {
    period_days: days,
    summary: {
      total_deliveries: row?.total ?? 0,
      completed_deliveries: row?.completed ?? 0,
      total_distance_km: round1(row?.distance ?? 0),
      avg_delivery_time_minutes: round1(row?.avgMinutes ?? 0),
    },
  };
}
