// Restaurant operations (issue 16): opening hours, orders for later, take-away, dish options and
// reviews. The shapes and limits the API stores and enforces and the screens offer, in one place.
// The zod bodies are in ./restaurant-ops-schemas (why apart: see ./index.ts).

/** How an order reaches its client (`livraison` by default; `a_emporter`: no fee, no courier). */
export const FULFILLMENTS = ['livraison', 'a_emporter'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

export const FULFILLMENT_LABELS: Record<Fulfillment, string> = {
  livraison: 'Livraison',
  a_emporter: 'À emporter',
};

/** A weekly opening range: `day` 1 = Monday … 7 = Sunday; `close` ≤ `open` means it passes midnight. */
export interface OpeningRange {
  day: number;
  /** Local time `HH:MM` in the restaurant's time zone. */
  open: string;
  /** Local time `HH:MM`; `00:00` closes at midnight. */
  close: string;
}

/** An exceptional closure, whole local days from `from` to `to` (both included, `YYYY-MM-DD`). */
export interface Closure {
  from: string;
  to: string;
  reason: string;
}

/** The time zone of a restaurant that has not chosen one. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Busy mode: minutes added to preparation until a chosen time. */
export const BUSY_MINUTES = [10, 20, 30] as const;
export type BusyMinutes = (typeof BUSY_MINUTES)[number];

/** Orders for later: 15-minute slots, today or tomorrow (in the restaurant's time zone). */
export const SLOT_MINUTES = 15;
export const SLOT_DAYS_AHEAD = 1;

/** A dish option as stored on the dish (`price_delta_cents` inside, `price_delta` in euros on the wire). */
export interface StoredOption {
  id: string;
  name: string;
  price_delta_cents: number;
  is_available: boolean;
}

/** A dish option group as stored on the dish: the client picks between `min` and `max` options. */
export interface StoredOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: StoredOption[];
}

/** An option chosen on an order line: a snapshot (names and prices as they were when ordered). */
export interface ChosenOption {
  option_id: string;
  group_name: string;
  name: string;
  price_delta_cents: number;
}

/** Reviews: a 1–5 rating of the restaurant, a comment, a thumbs up or down for the courier. */
export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** A review can be edited for this many days after it was first written. */
export const REVIEW_EDIT_DAYS = 7;
export const COURIER_RATINGS = ['up', 'down'] as const;
export type CourierRating = (typeof COURIER_RATINGS)[number];
