import {
  formatCalendarDate,
  formatPercent,
  formatPrice,
  localClock,
  localDate,
  type BadgeTone,
  type Promo,
} from '@teranga/shared-ui';

// How the 'Promotions' page words a code: its discount, its conditions and its validity in
// French, and its state now. Pure, with `now` and the restaurant's zone given.

/** '10 %', '5,00 €' or 'Livraison offerte'. */
export function discountLabel(promo: Pick<Promo, 'kind' | 'value'>): string {
  if (promo.kind === 'percent') return formatPercent(promo.value / 100);
  if (promo.kind === 'fixed') return formatPrice(promo.value);
  return 'Livraison offerte';
}

/** Its conditions, one phrase each; none: an empty list. */
export function conditionLabels(
  promo: Pick<Promo, 'min_subtotal' | 'max_uses_per_client' | 'first_order_only'>,
): string[] {
  const conditions: string[] = [];
  if (promo.min_subtotal > 0) conditions.push(`Dès ${formatPrice(promo.min_subtotal)} de plats`);
  if (promo.max_uses_per_client !== null) {
    conditions.push(`${promo.max_uses_per_client} fois par client`);
  }
  if (promo.first_order_only) conditions.push('Première commande au restaurant');
  return conditions;
}

/** An instant as the restaurant reads it: `JJ/MM/AAAA HH:MM` in its zone. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${formatCalendarDate(localDate(at, timeZone))} ${localClock(at, timeZone)}`;
}

/** 'Du … au …', 'À partir du …', 'Jusqu’au …' (the end excluded), or 'Sans limite de date'. */
export function validityLabel(promo: Pick<Promo, 'starts_at' | 'ends_at'>, timeZone: string): string {
  const start = promo.starts_at && zonedDateTime(promo.starts_at, timeZone);
  const end = promo.ends_at && zonedDateTime(promo.ends_at, timeZone);
  if (start && end) return `Du ${start} au ${end}`;
  if (start) return `À partir du ${start}`;
  if (end) return `Jusqu’au ${end}`;
  return 'Sans limite de date';
}

/** 'x / max', or 'x / illimité'. */
export const usesLabel = (promo: Pick<Promo, 'uses' | 'max_uses'>): string =>
  `${promo.uses} / ${promo.max_uses ?? 'illimité'}`;

export type PromoState = 'active' | 'scheduled' | 'expired' | 'exhausted' | 'inactive';

export const PROMO_STATE_LABELS: Record<PromoState, string> = {
  active: 'Actif',
  scheduled: 'Programmé',
  expired: 'Expiré',
  exhausted: 'Épuisé',
  inactive: 'Désactivé',
};

export const PROMO_STATE_TONES: Record<PromoState, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  exhausted: 'warning',
  inactive: 'neutral',
};

/** Whether a client could use the code at `now` (ms), and if not why. */
export function promoState(
  promo: Pick<Promo, 'is_active' | 'starts_at' | 'ends_at' | 'uses' | 'max_uses'>,
  now: number,
): PromoState {
  if (!promo.is_active) return 'inactive';
  if (promo.ends_at && Date.parse(promo.ends_at) <= now) return 'expired';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'exhausted';
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return 'scheduled';
  return 'active';
}
