import { z } from '@hono/zod-openapi';
import { BUSY_MINUTES, SCHEDULE_LIMITS } from '@teranga/shared-ui/rules';
import type { Restaurant } from '../../db/schema';
import { OWNER_RUNS_RESTAURANT } from '../../domain/orders';
import { nextChangeAt, scheduleOf, scheduleState, type Schedule } from '../../domain/schedule';
import { query, type Db } from '../../db/client';
import { toEuros } from '../../lib/money';

export const OpeningRangeSchema = z
  .object({
    day: z.number().int().openapi({ description: '1 = lundi … 7 = dimanche', example: 1 }),
    open: z.string().openapi({ description: 'Heure locale HH:MM', example: '11:30' }),
    close: z.string().openapi({
      description: 'Heure locale HH:MM ; pas après l’ouverture : le lendemain (00:00 = minuit)',
      example: '14:30',
    }),
  })
  .openapi('OpeningRange');

export const ClosureSchema = z
  .object({
    from: z.string().openapi({ description: 'Premier jour fermé (AAAA-MM-JJ, local)', example: '2026-12-24' }),
    to: z.string().openapi({ description: 'Dernier jour fermé, inclus', example: '2026-12-26' }),
    reason: z.string().openapi({ example: 'Fêtes de fin d’année' }),
  })
  .openapi('Closure');

export const RestaurantSchema = z
  .object({
    id: z.string(),
    owner_id: z.string(),
    name: z.string(),
    description: z.string(),
    image_url: z
      .string()
      .nullable()
      .openapi({ description: 'Chemin relatif à l’API (/api/static/… ou /api/uploads/…)' }),
    categories: z.array(z.string()).openapi({ example: ['Sénégalais', 'Africain'] }),
    is_open: z.boolean().openapi({
      description:
        'Prend les commandes : ouvert par son restaurateur, et le compte de celui-ci actif, restaurateur et validé (sinon fermé, quoi qu’en dise le restaurateur)',
    }),
    rating: z.number(),
    total_reviews: z.number().int(),
    delivery_time: z.number().int().openapi({ description: 'Minutes' }),
    prep_minutes: z.number().int().openapi({
      description: 'Temps de préparation habituel (minutes) : celui d’une commande acceptée sans en préciser',
    }),
    paused_reason: z.string().nullable().openapi({
      description:
        'Fermé par la plateforme : `auto` (commandes laissées sans réponse), `admin` ; null sinon, et dès que le restaurateur rouvre',
    }),
    paused_at: z
      .string()
      .nullable()
      .openapi({ description: 'Depuis quand (ISO) le restaurant est en pause ; null sans pause' }),
    delivery_fee: z.number().openapi({ description: 'Euros' }),
    min_order: z.number().openapi({ description: 'Euros' }),
    location: z.object({
      address: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    created_at: z.string(),
    time_zone: z.string().openapi({ description: 'Fuseau IANA des horaires', example: 'Europe/Paris' }),
    opening_hours: z.array(OpeningRangeSchema).openapi({
      description: 'Plages hebdomadaires ; vide : pas d’horaires, l’interrupteur seul décide',
    }),
    closures: z.array(ClosureSchema).openapi({ description: 'Fermetures exceptionnelles (jours entiers, inclus)' }),
    busy_minutes: z
      .number()
      .int()
      .nullable()
      .openapi({
        description: `Mode affluence : minutes ajoutées à la préparation (${BUSY_MINUTES.join(', ')}) ; null sinon`,
      }),
    busy_until: z
      .string()
      .nullable()
      .openapi({ description: 'Fin (ISO) du mode affluence ; null sans mode affluence ou une fois passée' }),
    is_open_now: z.boolean().openapi({
      description:
        'Ouvert maintenant : `is_open` (interrupteur, pas de pause, propriétaire en règle) ET les horaires ET aucune fermeture exceptionnelle aujourd’hui',
    }),
    next_opening_at: z
      .string()
      .nullable()
      .openapi({
        description: `Prochaine ouverture (ISO), dans les ${SCHEDULE_LIMITS.lookAheadDays} jours ; null si ouvert maintenant, fermé par l’interrupteur ou une pause, ou sans ouverture dans ce délai`,
      }),
    closes_at: z.string().nullable().openapi({
      description:
        'Fin (ISO) de la période d’ouverture en cours (plages contiguës fusionnées) ; null si fermé, ou sans fin prévue (pas d’horaires ni de fermeture à venir)',
    }),
  })
  .openapi('Restaurant');

export type RestaurantJson = z.infer<typeof RestaurantSchema>;

/** Longest a restaurant's time-dependent fields are served before they are computed again. */
export const LIVE_FIELDS_MAX_AGE_MS = 60 * 60_000;

type LiveFields = Pick<RestaurantJson, 'busy_minutes' | 'busy_until' | 'is_open_now' | 'next_opening_at' | 'closes_at'>;

/** A restaurant's JSON and the instant (epoch ms) until which its time-dependent fields hold. */
export interface TimedRestaurantJson {
  json: RestaurantJson;
  validUntil: number;
}

/**
 * The fields that change with the clock, from the effective `is_open`, the schedule and busy mode
 * at `now`, with the first instant one of them changes (a closing, an opening, the end of busy
 * mode; at most `LIVE_FIELDS_MAX_AGE_MS` ahead, as openings past the look-ahead come into it).
 */
function liveFields(
  isOpen: boolean,
  schedule: Schedule,
  busy: { minutes: number | null; until: string | null },
  now: Date,
): { fields: LiveFields; validUntil: number } {
  const t = now.getTime();
  let validUntil = t + LIVE_FIELDS_MAX_AGE_MS;
  const busyEnd = busy.until === null ? NaN : Date.parse(busy.until);
  const busyOn = busy.minutes !== null && busyEnd > t;
  if (busyOn) validUntil = Math.min(validUntil, busyEnd);
  const base = {
    busy_minutes: busyOn ? busy.minutes : null,
    busy_until: busyOn ? new Date(busyEnd).toISOString() : null,
  };
  // Closed by the switch, a pause or the owner's account: no time of the schedule applies.
  if (!isOpen) return { fields: { ...base, is_open_now: false, next_opening_at: null, closes_at: null }, validUntil };
  const state = scheduleState(schedule, now);
  const change = nextChangeAt(state);
  if (change) validUntil = Math.min(validUntil, change.getTime());
  return {
    fields: {
      ...base,
      is_open_now: state.openNow,
      next_opening_at: state.nextOpeningAt?.toISOString() ?? null,
      closes_at: state.closesAt?.toISOString() ?? null,
    },
    validUntil,
  };
}

/**
 * JSON of a restaurant row as stored: `is_open` is the restaurateur's switch only. Answers use
 * `readRestaurantJson` (or the raw statements below), whose `is_open` also requires an owner who
 * can run the restaurant; this one serves callers that already know the owner can.
 */
export function toRestaurantJson(row: Restaurant, now: Date = new Date()): RestaurantJson {
  const schedule = scheduleOf(row);
  const { fields } = liveFields(row.isOpen, schedule, { minutes: row.busyMinutes, until: row.busyUntil }, now);
  return {
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    categories: row.categories,
    is_open: row.isOpen,
    rating: row.rating,
    total_reviews: row.totalReviews,
    delivery_time: row.deliveryTime,
    prep_minutes: row.prepMinutes,
    paused_reason: row.pausedReason,
    paused_at: row.pausedAt,
    delivery_fee: toEuros(row.deliveryFeeCents),
    min_order: toEuros(row.minOrderCents),
    location: { address: row.address, latitude: row.lat, longitude: row.lng },
    created_at: row.createdAt,
    time_zone: schedule.timeZone,
    opening_hours: [...schedule.openingHours],
    closures: [...schedule.closures],
    ...fields,
  };
}

/**
 * `is_open` as every reader sees it: the restaurateur's switch AND an owner who can run the
 * restaurant (`OWNER_RUNS_RESTAURANT`: a deactivated, demoted or unapproved owner's restaurant
 * takes no order, so it must not look open). Computed by the database, so the list caches follow a
 * change of the owner's row like any other write (both engines empty them on any table's change).
 */
export const EFFECTIVE_IS_OPEN = `(r.is_open AND ${OWNER_RUNS_RESTAURANT})`;

/**
 * `SELECT … FROM` the restaurants (`r`) joined to their owner (`owner`), columns in the order of
 * `toRestaurantJson`; append `WHERE` / `ORDER BY`.
 */
export const RAW_RESTAURANT_SELECT = `SELECT r.id, r.owner_id, r.name, r.description, r.image_url, r.categories,
  ${EFFECTIVE_IS_OPEN} AS is_open, r.rating, r.total_reviews, r.delivery_time, r.prep_minutes, r.paused_reason,
  r.paused_at, r.delivery_fee_cents, r.min_order_cents, r.address, r.lat, r.lng, r.created_at,
  r.time_zone, r.opening_hours, r.closures, r.busy_minutes, r.busy_until
  FROM restaurants r LEFT JOIN users owner ON owner.id = r.owner_id`;

const ONE_RESTAURANT = query(`${RAW_RESTAURANT_SELECT} WHERE r.id = ?`);

export interface RawRestaurantRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  image_url: string | null;
  /** JSON text */
  categories: string;
  /** 0/1 on SQLite, a boolean on PostgreSQL. */
  is_open: number | boolean;
  rating: number;
  total_reviews: number;
  delivery_time: number;
  prep_minutes: number;
  paused_reason: string | null;
  paused_at: string | null;
  delivery_fee_cents: number;
  min_order_cents: number;
  address: string;
  lat: number | null;
  lng: number | null;
  created_at: string;
  time_zone: string;
  /** JSON (text, or parsed): `OpeningRange[]`. */
  opening_hours: unknown;
  /** JSON (text, or parsed): `Closure[]`. */
  closures: unknown;
  busy_minutes: number | null;
  busy_until: string | null;
}

/** The categories of the raw column (JSON text on both engines); a corrupt value means none. */
export function rawCategories(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** One restaurant as readers see it (effective `is_open`) at `now`, or null: the answer of every write route. */
export async function readRestaurantJson(db: Db, id: string, now: Date = new Date()): Promise<RestaurantJson | null> {
  return (await readTimedRestaurantJson(db, id, now))?.json ?? null;
}

/** `readRestaurantJson` with the instant its time-dependent fields change (for the read caches). */
export async function readTimedRestaurantJson(db: Db, id: string, now: Date): Promise<TimedRestaurantJson | null> {
  const row = await db.row<RawRestaurantRow>(ONE_RESTAURANT, [id]);
  return row ? timedRestaurantJson(row, rawCategories(row.categories), now) : null;
}

export function rawRestaurantToJson(row: RawRestaurantRow, categories: string[], now: Date): RestaurantJson {
  return timedRestaurantJson(row, categories, now).json;
}

export function timedRestaurantJson(row: RawRestaurantRow, categories: string[], now: Date): TimedRestaurantJson {
  const schedule = scheduleOf({ timeZone: row.time_zone, openingHours: row.opening_hours, closures: row.closures });
  const isOpen = Boolean(row.is_open);
  const live = liveFields(isOpen, schedule, { minutes: row.busy_minutes, until: row.busy_until }, now);
  return {
    json: {
      id: row.id,
      owner_id: row.owner_id,
      name: row.name,
      description: row.description,
      image_url: row.image_url,
      categories,
      is_open: isOpen,
      rating: row.rating,
      total_reviews: row.total_reviews,
      delivery_time: row.delivery_time,
      prep_minutes: row.prep_minutes,
      paused_reason: row.paused_reason,
      paused_at: row.paused_at,
      delivery_fee: row.delivery_fee_cents / 100,
      min_order: row.min_order_cents / 100,
      location: { address: row.address, latitude: row.lat, longitude: row.lng },
      created_at: row.created_at,
      time_zone: schedule.timeZone,
      opening_hours: [...schedule.openingHours],
      closures: [...schedule.closures],
      ...live.fields,
    },
    validUntil: live.validUntil,
  };
}
