import { z } from '@hono/zod-openapi';
import type { Restaurant } from '../../db/schema';
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
    is_open: z.boolean(),
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

/** Public JSON of a restaurant (money in euros). */
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
    delivery_fee: toEuros(row.deliveryFeeCents),
    min_order: toEuros(row.minOrderCents),
    location: { address: row.address, latitude: row.lat, longitude: row.lng },
    created_at: row.createdAt,
  };
}

/** Columns of the raw list statements, in the order of `toRestaurantJson`. */
export const RAW_RESTAURANT_COLUMNS =
  'id, owner_id, name, description, image_url, categories, is_open, rating, total_reviews, delivery_time, prep_minutes, paused_reason, delivery_fee_cents, min_order_cents, address, lat, lng, created_at';

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
  delivery_fee_cents: number;
  min_order_cents: number;
  address: string;
  lat: number | null;
  lng: number | null;
  created_at: string;
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
    delivery_fee: row.delivery_fee_cents / 100,
    min_order: row.min_order_cents / 100,
    location: { address: row.address, latitude: row.lat, longitude: row.lng },
    created_at: row.created_at,
  };
}
