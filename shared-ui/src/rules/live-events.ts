/** The live events of the order lifecycle (`GET /events`): written by the API, followed by every area. */

/** What the API's log records, one row per change. */
export const EVENT_TYPES = [
  'commande.created',
  'commande.paid',
  'commande.status',
  'commande.cancelled',
  'commande.refunded',
  'livraison.offered',
  'livraison.accepted',
  'livraison.started',
  'livraison.position',
  'livraison.completed',
  'livraison.cancelled',
  'livraison.locked',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What another courier receives when an offer is accepted: the offer is gone, nothing more. */
export const TAKEN_EVENT = 'livraison.taken';

/** Every type a stream carries: the log's, `livraison.taken`, and `resync` (missed events are gone: reload all). */
export const LIVE_EVENT_TYPES = [...EVENT_TYPES, TAKEN_EVENT, 'resync'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What changes an order or its delivery as screens show them: status, payment, courier, lock.
 * Not the courier's position (every few seconds: a screen without a map would reload for nothing)
 * nor the offers, which concern the couriers' offer list only.
 */
export const ORDER_CHANGE_EVENTS = EVENT_TYPES.filter(
  (type) => type !== 'livraison.position' && type !== 'livraison.offered',
);

/** Open offers appearing, disappearing or their order moving on (e.g. now ready), as a courier sees them. */
export const OFFER_EVENTS = ['livraison.offered', 'livraison.cancelled', TAKEN_EVENT, 'commande.status'] as const;
