import type { PromoKind } from '../rules/money';

// The French words of a promo's kind and state: the `common` catalogue's source (labels.promoKind,
// labels.promoState). Apart from promos.ts, which translates through the i18n instance: the
// catalogue must not import a module that imports it back.

export const PROMO_KIND_LABELS: Readonly<Record<PromoKind, string>> = {
  percent: 'Pourcentage des plats',
  fixed: 'Montant fixe',
  free_delivery: 'Livraison offerte',
};

export type PromoState = 'active' | 'scheduled' | 'expired' | 'exhausted' | 'inactive';

export const PROMO_STATE_LABELS: Readonly<Record<PromoState, string>> = {
  active: 'Actif',
  scheduled: 'Programmé',
  expired: 'Expiré',
  exhausted: 'Épuisé',
  inactive: 'Désactivé',
};
