/**
 * Issue 17, money you can audit: the platform's terms (commission, courier pay, delivery fee,
 * VAT), tips, promo codes, restaurant refunds and the ledger's vocabulary, with their French
 * messages and the pure computations both sides show. The API is the authority: it computes
 * every amount with these functions and stores integer cents; the screens only display.
 */
import { CHECKOUT_DELIVERY_FEE_CENTS } from './checkout';
import type { Fulfillment } from './restaurant-ops';
import { daysBetween, isIsoDate } from './zoned-time';

/** Rates are integer basis points inside (1500 = 15 %); percents on the wire. */
export const BPS = 10_000;

/** The money terms an order is placed under (snapshotted on the order: later changes do not rewrite it). */
export interface MoneyTerms {
  commission_bps: number;
  courier_base_cents: number;
  courier_per_km_cents: number;
  courier_min_cents: number;
  vat_food_bps: number;
  vat_delivery_bps: number;
}

/** What an order snapshots when placed: the platform's terms then, and who funds its discount. */
export interface OrderMoneyTerms extends MoneyTerms {
  discount_funded_by: PromoFunder | null;
}

/** The platform's money settings when an admin never changed them (the defaults). */
export const DEFAULT_MONEY_SETTINGS = {
  commission_bps: 1500,
  courier_base_cents: 300,
  courier_per_km_cents: 80,
  /** Whatever the distance, a delivery pays at least this. */
  courier_min_cents: 350,
  /** The spec's flat checkout fee. */
  delivery_fee_cents: CHECKOUT_DELIVERY_FEE_CENTS,
  vat_food_bps: 1000,
  /** Delivery and service. */
  vat_delivery_bps: 2000,
} as const;

/**
 * Those defaults as `GET` / `PUT /admin/settings` carry them: percents and euros, and the
 * kitchen's deadlines null (the server's configuration).
 */
export const DEFAULT_SETTINGS_BODY = {
  commission_rate: DEFAULT_MONEY_SETTINGS.commission_bps / 100,
  courier_base_pay: DEFAULT_MONEY_SETTINGS.courier_base_cents / 100,
  courier_pay_per_km: DEFAULT_MONEY_SETTINGS.courier_per_km_cents / 100,
  courier_min_pay: DEFAULT_MONEY_SETTINGS.courier_min_cents / 100,
  delivery_fee: DEFAULT_MONEY_SETTINGS.delivery_fee_cents / 100,
  vat_food_rate: DEFAULT_MONEY_SETTINGS.vat_food_bps / 100,
  vat_delivery_rate: DEFAULT_MONEY_SETTINGS.vat_delivery_bps / 100,
  accept_window_s: null,
  unpaid_ttl_s: null,
  courier_alert_s: null,
} as const;

/** What `PUT /admin/settings` accepts (euros, percents, seconds). */
export const SETTINGS_LIMITS = {
  commissionPercent: { min: 0, max: 50 },
  courierPayEuros: { min: 0, max: 50 },
  courierPerKmEuros: { min: 0, max: 10 },
  deliveryFeeEuros: { min: 0, max: 20 },
  vatPercent: { min: 0, max: 30 },
  /** The kitchen's deadlines (issue 14), in seconds. */
  acceptWindowS: { min: 60, max: 3600 },
  unpaidTtlS: { min: 60, max: 3600 },
  courierAlertS: { min: 60, max: 7200 },
} as const;

// ---------------------------------------------------------------------------
// Tips
// ---------------------------------------------------------------------------

/** The least a card payment may be (Stripe's minimum in euros): a smaller total is paid in cash. */
export const CARD_MIN_TOTAL_CENTS = 50;

/** The checkout's quick choices (euros); 'Autre' takes any amount up to `TIP_MAX_CENTS`. */
export const TIP_PRESETS_EUR = [1, 2, 3] as const;
export const TIP_MAX_CENTS = 2000;

// ---------------------------------------------------------------------------
// Promo codes
// ---------------------------------------------------------------------------

export const PROMO_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Who pays for a promo's discount: the platform (an admin's code) or the restaurant that created it. */
export const PROMO_FUNDERS = ['platform', 'restaurant'] as const;
export type PromoFunder = (typeof PROMO_FUNDERS)[number];

/** Codes are stored upper-case; 3 to 20 letters, digits, '-' or '_'. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
export const PROMO_LIMITS = {
  percent: { min: 1, max: 100 },
  fixedEuros: { min: 0.01, max: 100 },
  minSubtotalEuros: { max: 500 },
  maxUses: { min: 1, max: 1_000_000 },
  maxUsesPerClient: { min: 1, max: 100 },
} as const;

/** A code as typed by a client: trimmed, upper-case. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

export interface PromoTerms {
  kind: PromoKind;
  /** Basis points for `percent`, cents for `fixed`, 0 for `free_delivery`. */
  value: number;
}

/**
 * The discount (cents) a promo gives on an order: a percentage of the dishes (rounded down to the
 * cent), a fixed amount (never more than the dishes), or the delivery fee. Never negative.
 */
export function promoDiscountCents(promo: PromoTerms, subtotalCents: number, deliveryFeeCents: number): number {
  switch (promo.kind) {
    case 'percent':
      return Math.max(0, Math.floor((subtotalCents * promo.value) / BPS));
    case 'fixed':
      return Math.max(0, Math.min(promo.value, subtotalCents));
    case 'free_delivery':
      return Math.max(0, deliveryFeeCents);
  }
}

/** An order a client applies a code to (`POST /commandes`, `POST /promos/validate`), in cents. */
export interface PromoRequest {
  code: string;
  clientId: string;
  restaurantId: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  fulfillment: Fulfillment;
  now: Date;
}

/** A code's own terms, as far as an order goes (instants ISO, the minimum in cents). */
export interface PromoConditions {
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** A restaurant's code is valid there only; null: the platform's, valid everywhere. */
  restaurantId: string | null;
  kind: PromoKind;
  minSubtotalCents: number;
}

/**
 * Why a code's own terms refuse an order, in this order, or null: switched off, not started yet,
 * over (its end excluded), another restaurant's, a free delivery on a take-away order, the dishes
 * below its minimum. The checks that read the client's history come next: first order only, uses
 * per client, then the total uses.
 */
export function promoTermsRefusal(
  promo: PromoConditions,
  order: Pick<PromoRequest, 'restaurantId' | 'fulfillment' | 'subtotalCents' | 'now'>,
): string | null {
  const now = order.now.getTime();
  if (!promo.active) return MONEY_MESSAGES.promoInactive;
  if (promo.startsAt && now < Date.parse(promo.startsAt)) return MONEY_MESSAGES.promoNotStarted;
  if (promo.endsAt && now >= Date.parse(promo.endsAt)) return MONEY_MESSAGES.promoExpired;
  if (promo.restaurantId && promo.restaurantId !== order.restaurantId) return MONEY_MESSAGES.promoOtherRestaurant;
  if (promo.kind === 'free_delivery' && order.fulfillment === 'a_emporter') return MONEY_MESSAGES.promoTakeAway;
  if (order.subtotalCents < promo.minSubtotalCents) return MONEY_MESSAGES.promoBelowMinimum(promo.minSubtotalCents);
  return null;
}

// ---------------------------------------------------------------------------
// Refunds by the restaurant
// ---------------------------------------------------------------------------

/** A restaurateur may refund part of a delivered order for this long after its delivery. */
export const REFUND_WINDOW_HOURS = 48;
export const REFUND_REASON_MAX = 300;

// ---------------------------------------------------------------------------
// Courier pay, commission, VAT
// ---------------------------------------------------------------------------

export interface CourierPay {
  /** The base, minimum top-up included. */
  base_cents: number;
  distance_cents: number;
  total_cents: number;
}

/** A delivery's pay: base + per km of its distance (rounded to the cent), at least the minimum. */
export function courierPay(terms: MoneyTerms, distanceKm: number | null): CourierPay {
  const km = distanceKm != null && Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  const distance = Math.round(terms.courier_per_km_cents * km);
  const total = Math.max(terms.courier_min_cents, terms.courier_base_cents + distance);
  return { base_cents: total - distance, distance_cents: distance, total_cents: total };
}

/** The commission (cents, rounded to the nearest cent) on what the restaurant sold. */
export function commissionCents(salesCents: number, commissionBps: number): number {
  return Math.round((Math.max(0, salesCents) * commissionBps) / BPS);
}

export interface VatLine {
  rate_bps: number;
  /** Tax included. */
  gross_cents: number;
  net_cents: number;
  vat_cents: number;
}

/** Splits an amount tax included into its net and its VAT (the VAT rounded to the cent). */
export function vatOf(grossCents: number, rateBps: number): VatLine {
  const net = Math.round((grossCents * BPS) / (BPS + rateBps));
  return { rate_bps: rateBps, gross_cents: grossCents, net_cents: net, vat_cents: grossCents - net };
}

// ---------------------------------------------------------------------------
// The ledger's vocabulary
// ---------------------------------------------------------------------------

/** What one balanced transaction records. */
export const LEDGER_TRANSACTION_KINDS = ['payment', 'delivery', 'refund', 'cancellation'] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** What one line of a transaction is: the statements' columns. */
export const LEDGER_ENTRY_KINDS = [
  'payment',
  'cash_collected',
  'sale',
  'commission',
  'promo',
  'delivery_fee',
  'tip',
  'courier_base',
  'courier_distance',
  'refund',
  'retained',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The platform's own accounts; restaurants' and couriers' are `restaurant:<id>` and `courier:<id>`. */
export const LEDGER_ACCOUNTS = {
  /** Card money the payment provider holds for the platform. */
  provider: 'provider',
  /** Card payments received for orders not yet delivered (the client's money, held). */
  escrow: 'escrow',
  commission: 'platform:commission',
  deliveryFees: 'platform:delivery_fees',
  courierPay: 'platform:courier_pay',
  promos: 'platform:promos',
  refunds: 'platform:refunds',
  /** What a paid order cancelled with a partial refund keeps. */
  retained: 'platform:retained',
} as const;
export const restaurantAccount = (id: string) => `restaurant:${id}`;
export const courierAccount = (id: string) => `courier:${id}`;

// ---------------------------------------------------------------------------
// Periods of the statements
// ---------------------------------------------------------------------------

/** The longest period a statement covers (days, both ends included). */
export const PERIOD_MAX_DAYS = 366;

/** Why a period (`YYYY-MM-DD`, both included) is refused, or null: not two dates, the end first, too long. */
export function periodProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return MONEY_MESSAGES.periodInvalid;
  const days = daysBetween(from, to);
  if (days < 0) return MONEY_MESSAGES.periodInvalid;
  if (days + 1 > PERIOD_MAX_DAYS) return MONEY_MESSAGES.periodTooLong;
  return null;
}

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

const eur = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export const MONEY_MESSAGES = {
  tip: `Le pourboire doit être un montant de 0 à ${eur(TIP_MAX_CENTS)}, au centime près`,
  tipTakeAway: 'Le pourboire va au livreur : une commande à emporter n’en a pas',
  receiptTipNote: 'Pourboire intégralement reversé au livreur, non soumis à la TVA',
  cardMinimum: `Le paiement par carte demande un total d’au moins ${eur(CARD_MIN_TOTAL_CENTS)} : choisissez les espèces`,
  amount: 'Le montant doit être un nombre positif, au centime près',
  rate: 'Le taux doit être un pourcentage, au centième près',
  range: (what: string, min: number, max: number) => `${what} doit être compris entre ${min} et ${max}`,
  promoCode: 'Le code doit faire 3 à 20 caractères : lettres, chiffres, « - » ou « _ »',
  promoKind: 'Le type de réduction doit être « percent », « fixed » ou « free_delivery »',
  promoPercent: `La réduction doit être un pourcentage entier de ${PROMO_LIMITS.percent.min} à ${PROMO_LIMITS.percent.max}`,
  promoFixed: `Le montant de la réduction doit être de ${eur(1)} à ${eur(PROMO_LIMITS.fixedEuros.max * 100)}`,
  promoFreeDeliveryValue: 'Une livraison offerte n’a pas de montant : envoyez 0',
  promoDates: 'La fin de validité doit être après le début',
  promoMaxUses: `Le nombre d’utilisations doit être un entier de ${PROMO_LIMITS.maxUses.min} à ${PROMO_LIMITS.maxUses.max}`,
  promoMaxUsesPerClient: `Le nombre d’utilisations par client doit être un entier de ${PROMO_LIMITS.maxUsesPerClient.min} à ${PROMO_LIMITS.maxUsesPerClient.max}`,
  promoMinSubtotal: `Le minimum de commande doit être de 0 à ${PROMO_LIMITS.minSubtotalEuros.max} €`,
  promoCodeTaken: 'Ce code existe déjà',
  promoNotFound: 'Code promo inconnu',
  promoUnknown: 'Ce code promo n’existe pas',
  promoInactive: 'Ce code promo n’est plus actif',
  promoNotStarted: 'Ce code promo n’est pas encore valable',
  promoExpired: 'Ce code promo a expiré',
  promoOtherRestaurant: 'Ce code promo n’est pas valable dans ce restaurant',
  promoBelowMinimum: (cents: number) => `Ce code promo demande au moins ${eur(cents)} de plats`,
  promoExhausted: 'Ce code promo a atteint son nombre d’utilisations',
  promoPerClient: 'Vous avez déjà utilisé ce code promo autant de fois que permis',
  promoFirstOrder: 'Ce code promo est réservé à une première commande',
  promoTakeAway: 'Ce code offre la livraison : il ne s’applique pas à une commande à emporter',
  refundReasonRequired: 'Indiquez le motif du remboursement',
  refundReasonTooLong: `Le motif ne doit pas dépasser ${REFUND_REASON_MAX} caractères`,
  refundNotDelivered: 'Seule une commande livrée peut être remboursée par le restaurant',
  refundTooLate: `Le remboursement est possible pendant ${REFUND_WINDOW_HOURS} heures après la livraison`,
  refundCash: 'Une commande réglée en espèces ne se rembourse pas en ligne',
  /** More than was paid minus what was already refunded (`refundableCents` is what is left). */
  refundTooMuch: (refundableCents: number) =>
    `Le remboursement dépasse ce qui reste à rembourser sur cette commande (${eur(refundableCents)})`,
  periodInvalid: 'La période doit être donnée par deux dates AAAA-MM-JJ, la fin après le début',
  periodTooLong: `La période ne peut pas dépasser ${PERIOD_MAX_DAYS} jours`,
  receiptNotReady: 'Le reçu est disponible une fois la commande livrée ou récupérée',
} as const;
