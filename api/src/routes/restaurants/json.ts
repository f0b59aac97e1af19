import { z } from '@hono/zod-openapi';
import type { Restaurant } from '../../db/schema';
import { OWNER_RUNS_RESTAURANT } from '../../domain/orders';
import { query, type Db } from '../../db/client';
import { toEuros } from '../../lib/money';

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
  })
  .openapi('Restaurant');

export type RestaurantJson = z.infer<typeof RestaurantSchema>;

/**
 * JSON of a restaurant row as stored: `is_open` is the restaurateur's switch only. Answers use
 * `readRestaurantJson` (or the raw statements below), whose `is_open` also requires an owner who
 * can run the restaurant; this one serves callers that already know the owner can.
 */
export function toRestaurantJson(row: Restaurant): RestaurantJson {
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
  r.paused_at, r.delivery_fee_cents, r.min_order_cents, r.address, r.lat, r.lng, r.created_at
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

/** One restaurant as readers see it (effective `is_open`), or null: the answer of every write route. */
export async function readRestaurantJson(db: Db, id: string): Promise<RestaurantJson | null> {
  const row = await db.row<RawRestaurantRow>(ONE_RESTAURANT, [id]);
  return row ? rawRestaurantToJson(row, rawCategories(row.categories)) : null;
}

export function rawRestaurantToJson(row: RawRestaurantRow, categories: string[]): RestaurantJson {
  return {
    id: row.id,
    owner_id: row.owner_id,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    categories,
    is_open: Boolean(row.is_open),
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
  };
}
