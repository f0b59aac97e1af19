import { formatPrice, i18n, type CancelReason, type CancelledBy, type Commande } from '@teranga/shared-ui';
import '../../../i18n';
import { client } from '../../../locales/fr';

/**
 * Who ended the order, as its client reads it (UI wording only: the API never says it). An
 * order is cancelled by a refusal, a deadline or Teranga's team as often as by its client.
 */
const CANCELLED_BY_KEY = {
  restaurant: 'client:orders.cancellation.byRestaurant',
  systeme: 'client:orders.cancellation.bySystem',
  admin: 'common:labels.cancelReason.admin',
  client: 'client:orders.cancellation.byClient',
} as const satisfies Record<CancelledBy, string>;

/** Whose words `cancel_message` are. */
const MESSAGE_FROM_KEY = {
  restaurant: 'client:orders.cancellation.fromRestaurant',
  admin: 'client:orders.cancellation.fromTeam',
} as const satisfies Partial<Record<CancelledBy, string>>;

const messageFrom = (by: CancelledBy | null) =>
  i18n.t(by === 'restaurant' || by === 'admin' ? MESSAGE_FROM_KEY[by] : 'client:orders.cancellation.fromOther');

/** The French text (the spec's wording, which the tests read); the page says it in its language. */
export const REFUND_DELAY_TEXT = client.orders.cancellation.refundDelay;

/** Orders cancelled before the API recorded who did it: their reason still tells. */
const BY_REASON: Record<CancelReason, CancelledBy> = {
  rupture: 'restaurant',
  ferme: 'restaurant',
  surcharge: 'restaurant',
  hors_zone: 'restaurant',
  autre: 'restaurant',
  delai_depasse: 'systeme',
  paiement_expire: 'systeme',
  client: 'client',
  admin: 'admin',
};

export interface Cancellation {
  /** 'Refusée par le restaurant', 'Annulée automatiquement'…; null when the API does not know. */
  who: string | null;
  /** The shared label of the reason ('Rupture de stock'); null when it would only repeat `who`. */
  reason: string | null;
  /** The restaurant's or the team's own words, with whose they are. */
  message: { from: string; text: string } | null;
  /** 'Remboursement : 12,50 €' when money goes back; nothing is said of a payment kept. */
  refund: string | null;
  /** The refund goes back to a card: it takes days to show. */
  cardRefund: boolean;
}

/**
 * What a cancelled order's client is told of it, or null for an order not cancelled. Of one
 * cancelled before the API kept who and why, only the money is told: no guess at the rest.
 */
export function cancellation(
  commande: Pick<
    Commande,
    'status' | 'cancel_reason' | 'cancel_message' | 'cancelled_by' | 'refunded_amount' | 'payment_mode'
  >,
): Cancellation | null {
  if (commande.status !== 'annulee') return null;
  const { cancel_reason: reason, cancel_message: message } = commande;
  const by = commande.cancelled_by ?? (reason ? BY_REASON[reason] : null);
  const refund =
    commande.refunded_amount > 0
      ? i18n.t('client:orders.cancellation.refund', { amount: formatPrice(commande.refunded_amount) })
      : null;
  if (!by && !refund) return null;
  // The labels of 'client' and 'admin' name who cancelled, which `who` already says.
  const reasonLabel =
    reason && reason !== 'client' && reason !== 'admin' ? i18n.t(`common:labels.cancelReason.${reason}`) : null;
  return {
    who: by && i18n.t(CANCELLED_BY_KEY[by]),
    reason: reasonLabel,
    message: message?.trim() ? { from: messageFrom(by), text: message.trim() } : null,
    refund,
    cardRefund: refund !== null && commande.payment_mode === 'card',
  };
}
