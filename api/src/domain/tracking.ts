/**
 * Order tracking (`GET /commandes/{id}/suivi`): where the order is, where its courier is, and
 * when it should arrive. The estimates come from what the API knows, in one pure function
 * (`estimateTimes`) tested with a fixed clock:
 *
 * - travel = road distance restaurant → address × 4 min/km (the delivery's own estimate, else 20 min);
 * - preparation = the restaurant's announced time minus the travel, at least 10 min;
 * - before pick-up: ready = confirmed (else placed) + preparation, or when it became `prete`;
 *   pick-up = the latest of ready, now and the courier's arrival; delivery = pick-up + travel;
 * - on the way: from the courier's last position (else from the pick-up time) to the address;
 * - delivered: the delivery time; cancelled: none.
 * An estimate never lies in the past: a late order reads "in a minute", not "ten minutes ago".
 */
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  DELIVERY_STATUSES,
  commandes,
  livraisons,
  restaurants,
  users,
  type DeliveryStatus,
  type OrderStatus,
} from '../db/schema';
import { CommandeSchema, type CommandeJson } from './commande-json';
import { MINUTES_PER_KM, locate, roadDistanceKm, type LatLng } from './geo';
import { MAX_PIN_ATTEMPTS } from './order-status';

const MINUTE = 60_000;
const DEFAULT_TRAVEL_MINUTES = 20;
const MIN_PREPARATION_MINUTES = 10;

const PlaceSchema = z.object({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const SuiviSchema = z
  .object({
    commande: CommandeSchema,
    restaurant: PlaceSchema.extend({ id: z.string(), name: z.string() }),
    destination: PlaceSchema,
    livraison: z.union([
      z
        .object({
          id: z.string(),
          status: z.enum(DELIVERY_STATUSES),
          livreur_first_name: z
            .string()
            .nullable()
            .openapi({ description: 'Prénom du livreur une fois la livraison acceptée' }),
          last_latitude: z.number().nullable(),
          last_longitude: z.number().nullable(),
          pickup_time: z.string().nullable(),
          delivery_time: z.string().nullable(),
          distance_km: z.number().nullable(),
          pin_locked: z.boolean(),
        })
        .openapi('SuiviLivraison'),
      z.null(),
    ]),
    estimated_delivery_at: z
      .string()
      .nullable()
      .openapi({ description: 'Livraison estimée (ISO) ; l’heure réelle une fois livrée ; null si annulée' }),
    courier_arrival_at: z.string().nullable().openapi({
      description: 'Arrivée estimée du livreur au restaurant, tant qu’il y va (livraison acceptée et position connue)',
    }),
  })
  .openapi('Suivi');

export type SuiviJson = z.infer<typeof SuiviSchema>;

export interface EstimateInput {
  status: OrderStatus;
  createdAt: string;
  statusTimes: Partial<Record<OrderStatus, string>>;
  /** The restaurant's announced delivery time (minutes). */
  announcedMinutes: number;
  /** When the kitchen said it would be ready (accepted with a preparation time, pushed by delays). */
  readyAt?: string | null;
  restaurant: LatLng | null;
  destination: LatLng | null;
  livraison: {
    status: DeliveryStatus;
    estimatedTimeMinutes: number | null;
    pickupTime: string | null;
    deliveryTime: string | null;
    courier: LatLng | null;
  } | null;
}

const minutesFor = (from: LatLng | null, to: LatLng | null) =>
  from && to ? roadDistanceKm(from, to) * MINUTES_PER_KM : null;

/** When the order should be delivered, and when its courier should reach the restaurant (see the module comment). */
export function estimateTimes(
  input: EstimateInput,
  now: Date,
): { deliveryAt: Date | null; courierArrivalAt: Date | null } {
  const { status, statusTimes, livraison } = input;
  const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
  const notBeforeNow = (date: Date) => new Date(Math.max(date.getTime(), now.getTime() + MINUTE));
  if (status === 'annulee') return { deliveryAt: null, courierArrivalAt: null };
  if (status === 'livree') {
    return { deliveryAt: at(livraison?.deliveryTime) ?? at(statusTimes.livree) ?? now, courierArrivalAt: null };
  }

  const travel =
    minutesFor(input.restaurant, input.destination) ??
    (livraison?.estimatedTimeMinutes != null ? livraison.estimatedTimeMinutes : DEFAULT_TRAVEL_MINUTES);
  const add = (date: Date, minutes: number) => new Date(date.getTime() + Math.round(minutes) * MINUTE);

  if (status === 'en_livraison') {
    const fromCourier = minutesFor(livraison?.courier ?? null, input.destination);
    const eta =
      fromCourier != null
        ? add(now, fromCourier)
        : add(at(livraison?.pickupTime) ?? at(statusTimes.en_livraison) ?? now, travel);
    return { deliveryAt: notBeforeNow(eta), courierArrivalAt: null };
  }

  const preparation = Math.max(MIN_PREPARATION_MINUTES, input.announcedMinutes - travel);
  const started = at(statusTimes.confirmee) ?? at(input.createdAt) ?? now;
  const ready = at(statusTimes.prete) ?? at(input.readyAt) ?? add(started, preparation);
  const toRestaurant = livraison?.status === 'acceptee' ? minutesFor(livraison.courier, input.restaurant) : null;
  const courierArrivalAt = toRestaurant != null ? add(now, toRestaurant) : null;
  const pickup = new Date(Math.max(ready.getTime(), now.getTime(), courierArrivalAt?.getTime() ?? 0));
  return { deliveryAt: notBeforeNow(add(pickup, travel)), courierArrivalAt };
}

/** The tracking answer of order `commande` (already checked visible, with or without its pin). */
export async function loadSuivi(db: Db, commande: CommandeJson, now = new Date()): Promise<SuiviJson> {
  const [order] = await db
    .select({
      createdAt: commandes.createdAt,
      statusTimes: commandes.statusTimes,
      deliveryLat: commandes.deliveryLat,
      deliveryLng: commandes.deliveryLng,
      restaurantName: restaurants.name,
      restaurantAddress: restaurants.address,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
      announcedMinutes: restaurants.deliveryTime,
    })
    .from(commandes)
    .innerJoin(restaurants, eq(restaurants.id, commandes.restaurantId))
    .where(eq(commandes.id, commande.id))
    .limit(1);
  const [delivery] = await db
    .select({ livraison: livraisons, courierName: users.name })
    .from(livraisons)
    .leftJoin(users, eq(users.id, livraisons.livreurId))
    .where(eq(livraisons.commandeId, commande.id))
    .limit(1);
  if (!order) throw new Error(`loadSuivi: commande ${commande.id} introuvable`);
  const l = delivery?.livraison;
  const restaurantPlace = locate(order.restaurantAddress, order.restaurantLat, order.restaurantLng);
  const destination = locate(commande.delivery_address, order.deliveryLat, order.deliveryLng);
  const courier = l && l.lastLat != null && l.lastLng != null ? { lat: l.lastLat, lng: l.lastLng } : null;
  const { deliveryAt, courierArrivalAt } = estimateTimes(
    {
      status: commande.status,
      createdAt: order.createdAt,
      statusTimes: order.statusTimes ?? {},
      announcedMinutes: order.announcedMinutes,
      readyAt: commande.ready_at,
      restaurant: restaurantPlace,
      destination,
      livraison: l ? { ...l, courier } : null,
    },
    now,
  );
  return {
    commande,
    restaurant: {
      id: commande.restaurant_id,
      name: order.restaurantName,
      address: order.restaurantAddress,
      latitude: restaurantPlace?.lat ?? null,
      longitude: restaurantPlace?.lng ?? null,
    },
    destination: {
      address: commande.delivery_address,
      latitude: destination?.lat ?? null,
      longitude: destination?.lng ?? null,
    },
    livraison: l
      ? {
          id: l.id,
          status: l.status,
          // The first name only: the client needs to recognise the courier, not to know them.
          livreur_first_name: delivery?.courierName?.trim().split(/\s+/)[0] ?? null,
          last_latitude: l.lastLat,
          last_longitude: l.lastLng,
          pickup_time: l.pickupTime,
          delivery_time: l.deliveryTime,
          distance_km: l.distanceKm,
          pin_locked: l.pinAttempts >= MAX_PIN_ATTEMPTS,
        }
      : null,
    estimated_delivery_at: deliveryAt?.toISOString() ?? null,
    courier_arrival_at: courierArrivalAt?.toISOString() ?? null,
  };
}
