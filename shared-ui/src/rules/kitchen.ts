// The kitchen's decisions and the order's deadlines (issue 14): what the API enforces and the
// screens offer, in one place.

/** Why a restaurant refuses an order (`POST /commandes/{id}/refuse`). */
export const REFUSAL_REASONS = ['rupture', 'ferme', 'surcharge', 'hors_zone', 'autre'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Every reason an order ends cancelled: the refusals, the deadlines, the client, an admin. */
export const CANCEL_REASONS = [...REFUSAL_REASONS, 'delai_depasse', 'paiement_expire', 'client', 'admin'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Who cancelled (`systeme`: a deadline). */
export const CANCELLED_BY = ['client', 'restaurant', 'admin', 'systeme'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  rupture: 'Rupture de stock',
  ferme: 'Restaurant fermé',
  surcharge: 'Trop de commandes en cours',
  hors_zone: 'Adresse hors de la zone de livraison',
  autre: 'Autre raison',
  delai_depasse: 'Le restaurant n’a pas répondu à temps',
  paiement_expire: 'Le paiement n’a pas été finalisé à temps',
  client: 'Annulée par le client',
  admin: 'Annulée par l’équipe Teranga',
};

/** Preparation time chosen when accepting (minutes). */
export const PREP_MINUTES = { min: 5, max: 120, default: 20 } as const;
/** The delays a kitchen may announce on an accepted order (minutes). */
export const DELAY_MINUTES = [5, 10, 15] as const;
export type DelayMinutes = (typeof DELAY_MINUTES)[number];
/** Longest free text of a refusal. */
export const REFUSAL_MESSAGE_MAX = 300;

/** Default deadlines (seconds), overridden by the API's environment. */
export const DEFAULT_DEADLINES = {
  /** `ORDER_ACCEPT_WINDOW_S`: a new order not accepted by then is cancelled (`delai_depasse`). */
  acceptWindowS: 480,
  /** `UNPAID_ORDER_TTL_S`: an unpaid card order is cancelled after it (`paiement_expire`). */
  unpaidTtlS: 900,
  /** `COURIER_SEARCH_ALERT_S`: a confirmed or ready order without a courier for this long is flagged. */
  courierSearchAlertS: 600,
} as const;

/** Misses (orders left unanswered to their deadline) that pause a restaurant, and over how long. */
export const AUTO_PAUSE = { misses: 3, windowMinutes: 30 } as const;

export const KITCHEN_MESSAGES = {
  autoPaused: 'Pause automatique : 3 commandes sans réponse',
  paymentPending: 'Paiement en cours',
  refusalMessageRequired: 'Précisez la raison du refus',
  refusalMessageTooLong: `Le message ne doit pas dépasser ${REFUSAL_MESSAGE_MAX} caractères`,
  prepMinutes: `Le temps de préparation doit être compris entre ${PREP_MINUTES.min} et ${PREP_MINUTES.max} minutes`,
  delayMinutes: `Le retard doit être de ${DELAY_MINUTES.join(', ')} minutes`,
  notAcceptable: 'Seule une commande en attente peut être acceptée ou refusée',
  notDelayable: 'Seule une commande confirmée ou prête peut être retardée',
  unpaid: 'La commande n’est pas encore payée',
} as const;
