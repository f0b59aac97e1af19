import {
  formatDateTime,
  formatNumber,
  formatPrice,
  type BadgeTone,
  type Promo,
  type PromoKind,
} from '@teranga/shared-ui';

export const PROMO_KIND_LABELS: Readonly<Record<PromoKind, string>> = {
  percent: 'Pourcentage des plats',
  fixed: 'Montant fixe',
  free_delivery: 'Livraison offerte',
};

/** '10 % des plats', '3,00 € de réduction', 'Livraison offerte'. */
export function discountText({ kind, value }: Pick<Promo, 'kind' | 'value'>): string {
  if (kind === 'percent') return `${formatNumber(value)} % des plats`;
  if (kind === 'fixed') return `${formatPrice(value)} de réduction`;
  return PROMO_KIND_LABELS.free_delivery;
}

/** Its conditions, one line each; none: the code applies to any order. */
export function conditionLines(promo: Promo): string[] {
  const lines: string[] = [];
  if (promo.min_subtotal > 0) lines.push(`Dès ${formatPrice(promo.min_subtotal)} de plats`);
  if (promo.starts_at) lines.push(`À partir du ${formatDateTime(promo.starts_at)}`);
  // The API's end is excluded: the code stops at that instant.
  if (promo.ends_at) lines.push(`Jusqu’au ${formatDateTime(promo.ends_at)}`);
  if (promo.first_order_only) lines.push('Première commande seulement');
  if (promo.max_uses_per_client !== null) {
    lines.push(`${formatNumber(promo.max_uses_per_client)} fois par client au plus`);
  }
  return lines;
}

/** Who pays the discount: the platform, or the restaurant that created the code. */
export const fundedByText = (promo: Pick<Promo, 'funded_by' | 'restaurant_name'>) =>
  promo.funded_by === 'platform' ? 'Plateforme' : `Restaurant « ${promo.restaurant_name ?? '—'} »`;

/** '42 / 500', or '42' without a cap. */
export const usesText = ({ uses, max_uses }: Pick<Promo, 'uses' | 'max_uses'>) =>
  max_uses === null ? formatNumber(uses) : `${formatNumber(uses)} / ${formatNumber(max_uses)}`;

export interface PromoState {
  label: string;
  tone: BadgeTone;
  /** Whether it can still be switched off. */
  active: boolean;
}

/** Where the code stands at `now`: switched off, not started yet, over, used up, or in use. */
export function promoState(promo: Promo, now: number): PromoState {
  if (!promo.is_active) return { label: 'Désactivé', tone: 'neutral', active: false };
  if (promo.ends_at && Date.parse(promo.ends_at) <= now) return { label: 'Expiré', tone: 'warning', active: true };
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return { label: 'À venir', tone: 'info', active: true };
  if (promo.max_uses !== null && promo.uses >= promo.max_uses)
    return { label: 'Épuisé', tone: 'warning', active: true };
  return { label: 'Actif', tone: 'success', active: true };
}
