/**
 * Deliveries (livraisons): JSON shape, loaders, the atomic "accept" and
 * driver analytics. Status changes that also move the order (start, complete)
 * go through the order state machine (`order-status.ts`: `startDelivery`,
 * `completeDelivery`), so an order and its delivery never disagree.
 *
 *   en_attente ──accept──▶ acceptee ──start──▶ en_cours ──complete──▶ livree
 *        (order confirmee/en_preparation/prete)  (order prete → en_livraison)  (order → livree)
 */
import { z } from '@hono/zod-openapi';
import type { Statement } from 'better-sqlite3';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, SqliteDatabase } from '../db/client';
import {
  COMMANDE_STATUSES,
  LIVRAISON_STATUSES,
  commandes,
  livraisons,
  restaurants,
  type CommandeStatus,
  type Livraison,
  type LivraisonStatus,
} from '../db/schema';
import { conflict, notFound } from '../lib/errors';

export const DELIVERY_ERRORS = {
  notFound: 'Livraison non trouvée',
  alreadyAccepted: 'Livraison déjà acceptée',
  alreadyBusy: 'Vous avez déjà une livraison en cours',
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

/** Order statuses in which a waiting delivery is offered to couriers. */
export const AVAILABLE_ORDER_STATUSES: readonly CommandeStatus[] = ['confirmee', 'en_preparation', 'prete'];
/** Delivery statuses that count as "the courier's current delivery" (one at a time). */
export const ACTIVE_DELIVERY_STATUSES: readonly LivraisonStatus[] = ['acceptee', 'en_cours'];

export const LivraisonSchema = z
  .object({
    id: z.string(),
    commande_id: z.string(),
    livreur_id: z.string().nullable(),
    status: z.enum(LIVRAISON_STATUSES),
    pickup_address: z.string(),
    delivery_address: z.string(),
    distance_km: z.number().nullable().openapi({ description: 'Distance routière estimée (km, 1 décimale), null si inconnue' }),
    estimated_time_minutes: z.number().int().nullable(),
    pickup_time: z.string().nullable().openapi({ description: 'Heure de prise en charge (passage en_cours)' }),
    delivery_time: z.string().nullable().openapi({ description: 'Heure de livraison (passage livree)' }),
    last_latitude: z.number().nullable(),
    last_longitude: z.number().nullable(),
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    commande_status: z.enum(COMMANDE_STATUSES).openapi({ description: 'Statut actuel de la commande' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Livraison');

export type LivraisonJson = z.infer<typeof LivraisonSchema>;

interface LivraisonView {
  livraison: Livraison;
  restaurantId: string;
  restaurantName: string;
  commandeStatus: CommandeStatus;
}

export function toLivraisonJson(view: LivraisonView): LivraisonJson {
  const l = view.livraison;
  return {
    id: l.id,
    commande_id: l.commandeId,
    livreur_id: l.livreurId,
    status: l.status,
    pickup_address: l.pickupAddress,
    delivery_address: l.deliveryAddress,
    distance_km: l.distanceKm,
    estimated_time_minutes: l.estimatedTimeMinutes,
    pickup_time: l.pickupTime,
    delivery_time: l.deliveryTime,
    last_latitude: l.lastLat,
    last_longitude: l.lastLng,
    restaurant_id: view.restaurantId,
    restaurant_name: view.restaurantName,
    commande_status: view.commandeStatus,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
  };
}

function selectViews(db: AppDatabase) {
  return db
    .select({
      livraison: livraisons,
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      commandeStatus: commandes.status,
    })
    .from(livraisons)
    .innerJoin(commandes, eq(commandes.id, livraisons.commandeId))
    .innerJoin(restaurants, eq(restaurants.id, commandes.restaurantId));
}

// The two hot reads (`GET /livraisons/available`, `GET /livraisons/{id}` and the
// access checks) use plain SQL prepared once per connection instead of building
// a drizzle query on every request. Same joins as `selectViews`.
const VIEW_FROM = `FROM livraisons l
JOIN commandes c ON c.id = l.commande_id
JOIN restaurants r ON r.id = c.restaurant_id`;

/** A `LivraisonView` as one flat row (column names are the `Livraison` keys). */
type LivraisonViewRow = Livraison & Omit<LivraisonView, 'livraison'>;

interface Statements {
  view: Statement<[string], LivraisonViewRow>;
  available: Statement<[], LivraisonJson>;
}

const statements = new WeakMap<SqliteDatabase, Statements>();

function statementsFor(sqlite: SqliteDatabase): Statements {
  let s = statements.get(sqlite);
  if (!s) {
    s = {
      view: sqlite.prepare(`SELECT l.id, l.commande_id AS commandeId, l.livreur_id AS livreurId, l.status,
  l.pickup_address AS pickupAddress, l.delivery_address AS deliveryAddress, l.distance_km AS distanceKm,
  l.estimated_time_minutes AS estimatedTimeMinutes, l.pickup_time AS pickupTime, l.delivery_time AS deliveryTime,
  l.last_lat AS lastLat, l.last_lng AS lastLng, l.created_at AS createdAt, l.updated_at AS updatedAt,
  r.id AS restaurantId, r.name AS restaurantName, c.status AS commandeStatus
${VIEW_FROM}
WHERE l.id = ?`),
      // Columns named and ordered as `LivraisonJson` (`toLivraisonJson`): rows are returned as they are.
      available: sqlite.prepare(`SELECT l.id, l.commande_id, l.livreur_id, l.status, l.pickup_address, l.delivery_address,
  l.distance_km, l.estimated_time_minutes, l.pickup_time, l.delivery_time,
  l.last_lat AS last_latitude, l.last_lng AS last_longitude,
  r.id AS restaurant_id, r.name AS restaurant_name, c.status AS commande_status, l.created_at, l.updated_at
${VIEW_FROM}
WHERE l.status = 'en_attente' AND c.status IN (${AVAILABLE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})
ORDER BY l.created_at ASC, l.id ASC`),
    };
    statements.set(sqlite, s);
  }
  return s;
}

export function findLivraisonView(sqlite: SqliteDatabase, id: string): LivraisonView | undefined {
  const row = statementsFor(sqlite).view.get(id);
  if (!row) return undefined;
  const { restaurantId, restaurantName, commandeStatus, ...livraison } = row;
  return { livraison, restaurantId, restaurantName, commandeStatus };
}

export interface LivraisonFilters {
  livreurId?: string;
  status?: LivraisonStatus;
  limit: number;
}

/** Deliveries, newest first (optionally of one courier / in one status). */
export function listLivraisons(db: AppDatabase, filters: LivraisonFilters): LivraisonJson[] {
  const conditions: SQL[] = [];
  if (filters.livreurId) conditions.push(eq(livraisons.livreurId, filters.livreurId));
  if (filters.status) conditions.push(eq(livraisons.status, filters.status));
  return selectViews(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(livraisons.createdAt), desc(livraisons.id))
    .limit(filters.limit)
    .all()
    .map(toLivraisonJson);
}

/** Waiting deliveries of confirmed orders (confirmee / en_preparation / prete), oldest first. */
export function listAvailableLivraisons(sqlite: SqliteDatabase): LivraisonJson[] {
  return statementsFor(sqlite).available.all();
}

export function isAvailable(view: LivraisonView): boolean {
  return view.livraison.status === 'en_attente' && AVAILABLE_ORDER_STATUSES.includes(view.commandeStatus);
}

/**
 * Assigns the delivery to `livreurId` with ONE conditional UPDATE inside an
 * IMMEDIATE transaction: it only matches while the delivery is still
 * `en_attente`, its order confirmed, and the courier has no other delivery
 * `acceptee` / `en_cours`. Of many couriers accepting at once exactly one
 * UPDATE changes a row; the others get a 409 explaining why:
 * `Livraison déjà acceptée`, `Vous avez déjà une livraison en cours`, …
 */
export function acceptDelivery(
  db: AppDatabase,
  sqlite: SqliteDatabase,
  livraisonId: string,
  livreurId: string,
  now = new Date(),
): LivraisonJson {
  const at = now.toISOString();
  db.transaction(
    (tx) => {
      const result = tx.run(sql`
        UPDATE livraisons SET status = 'acceptee', livreur_id = ${livreurId}, updated_at = ${at}
        WHERE id = ${livraisonId}
          AND status = 'en_attente'
          AND NOT EXISTS (
            SELECT 1 FROM livraisons AS mine
            WHERE mine.livreur_id = ${livreurId} AND mine.status IN ('acceptee', 'en_cours')
          )
          AND EXISTS (
            SELECT 1 FROM commandes
            WHERE commandes.id = livraisons.commande_id AND commandes.status IN ('confirmee', 'en_preparation', 'prete')
          )`);
      if (result.changes === 1) return;

      // Nothing changed: say why (same transaction, so the answer is consistent).
      const current = tx.select({ status: livraisons.status }).from(livraisons).where(eq(livraisons.id, livraisonId)).get();
      if (!current) throw notFound(DELIVERY_ERRORS.notFound);
      if (current.status === 'annulee') throw conflict(DELIVERY_ERRORS.cancelled);
      if (current.status !== 'en_attente') throw conflict(DELIVERY_ERRORS.alreadyAccepted);
      const busy = tx
        .select({ id: livraisons.id })
        .from(livraisons)
        .where(and(eq(livraisons.livreurId, livreurId), inArray(livraisons.status, [...ACTIVE_DELIVERY_STATUSES])))
        .get();
      if (busy) throw conflict(DELIVERY_ERRORS.alreadyBusy);
      throw conflict(DELIVERY_ERRORS.orderNotConfirmed);
    },
    { behavior: 'immediate' },
  );
  return toLivraisonJson(findLivraisonView(sqlite, livraisonId)!);
}

/**
 * Records the courier's position on their own active delivery (acceptee /
 * en_cours): one conditional UPDATE. 404 when it is not theirs, 409 when it
 * is not active.
 */
export function updateLocation(
  db: AppDatabase,
  livraisonId: string,
  livreurId: string,
  position: { latitude: number; longitude: number },
  now = new Date(),
): void {
  const changed = db
    .update(livraisons)
    .set({ lastLat: position.latitude, lastLng: position.longitude, updatedAt: now.toISOString() })
    .where(
      and(
        eq(livraisons.id, livraisonId),
        eq(livraisons.livreurId, livreurId),
        inArray(livraisons.status, [...ACTIVE_DELIVERY_STATUSES]),
      ),
    )
    .run();
  if (changed.changes === 1) return;
  const current = db
    .select({ livreurId: livraisons.livreurId })
    .from(livraisons)
    .where(eq(livraisons.id, livraisonId))
    .get();
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
      total_deliveries: z.number().int().openapi({ description: 'Livraisons attribuées créées pendant la période (tous statuts)' }),
      completed_deliveries: z.number().int().openapi({ description: 'Dont livrées' }),
      total_distance_km: z.number().openapi({ description: 'Distance cumulée des livraisons livrées (km, 1 décimale)' }),
      avg_delivery_time_minutes: z
        .number()
        .openapi({ description: 'Moyenne de delivery_time − pickup_time des livraisons livrées (minutes, 1 décimale ; 0 sans donnée)' }),
    }),
  })
  .openapi('DriverAnalytics');

export type DriverAnalytics = z.infer<typeof DriverAnalyticsSchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;

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
export function driverAnalytics(db: AppDatabase, livreurId: string, days: number, now = new Date()): DriverAnalytics {
  const since = periodStart(days, now);
  const row = db
    .select({
      total: sql<number>`count(*)`,
      completed: sql<number>`coalesce(sum(CASE WHEN ${livraisons.status} = 'livree' THEN 1 ELSE 0 END), 0)`,
      distance: sql<number>`coalesce(sum(CASE WHEN ${livraisons.status} = 'livree' THEN ${livraisons.distanceKm} END), 0)`,
      avgMinutes: sql<number | null>`avg(CASE WHEN ${livraisons.status} = 'livree'
        AND ${livraisons.pickupTime} IS NOT NULL AND ${livraisons.deliveryTime} IS NOT NULL
        THEN (julianday(${livraisons.deliveryTime}) - julianday(${livraisons.pickupTime})) * 1440 END)`,
    })
    .from(livraisons)
    .where(and(eq(livraisons.livreurId, livreurId), sql`${livraisons.createdAt} >= ${since}`))
    .get();
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
