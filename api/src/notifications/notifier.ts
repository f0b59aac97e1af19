/**
 * What the API tells people about their orders, outside the screens (issue 14): e-mail and Web
 * Push, each channel as the user allows it. Called after the commit of the change it tells about,
 * never inside a transaction, and never awaited by the request: a notification that fails is
 * logged, the order's change stands.
 */

/** The moments of an order someone is told about. */
export type OrderNotice =
  /** To the client: accepted, with the estimated time. */
  | 'accepted'
  /** To the client: refused by the restaurant, with the reason and the refund. */
  | 'refused'
  /** To the client: the courier left with it, with the delivery code. */
  | 'out_for_delivery'
  /** To the client. */
  | 'delivered'
  /** To the client: cancelled by a deadline (unanswered or unpaid), with the refund. */
  | 'cancelled_deadline'
  /** To the client: cancelled by Teranga's team, with their reason and what is refunded. */
  | 'cancelled_admin'
  /** To the courier an admin gave the delivery to. */
  | 'courier_assigned'
  /** To the courier who had accepted the delivery of an order that is now cancelled. */
  | 'courier_cancelled'
  /** To the restaurateur, when no kitchen screen of theirs has been open for a minute. */
  | 'new_order';

export interface Notifier {
  /** Tells whoever `notice` concerns about order `commandeId`; resolves once sent (tests), never rejects. */
  order(notice: OrderNotice, commandeId: string): Promise<void>;
}

/** Tells nobody (the default until the notifications are wired, and for tests that do not look). */
export const silentNotifier: Notifier = { order: async () => {} };
