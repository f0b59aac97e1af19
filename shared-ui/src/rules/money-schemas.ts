import { z } from 'zod';
import {
  MONEY_MESSAGES,
  normalizePromoCode,
  PROMO_CODE_PATTERN,
  PROMO_KINDS,
  PROMO_LIMITS,
  REFUND_REASON_MAX,
  SETTINGS_LIMITS,
  TIP_MAX_CENTS,
} from './money';
import { promoFormInstant, readDecimal, type PromoDateInputs } from './promo-form';

// The zod side of ./money (why apart: see ./index.ts). Euros and percents on the wire, at most
// two decimals: the API turns them into integer cents and basis points.

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const bounded = (what: string, { min, max }: { min: number; max: number }, message?: string) => {
  const error = message ?? MONEY_MESSAGES.range(what, min, max);
  return z.number({ error }).min(min, { error }).max(max, { error }).refine(twoDecimals, { error });
};
const seconds = (what: string, { min, max }: { min: number; max: number }) => {
  const error = MONEY_MESSAGES.range(what, min, max);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** `tip` of `POST /commandes` (euros; 0 or absent: none). */
export const tipSchema = z
  .number({ error: MONEY_MESSAGES.tip })
  .min(0, { error: MONEY_MESSAGES.tip })
  .max(TIP_MAX_CENTS / 100, { error: MONEY_MESSAGES.tip })
  .refine(twoDecimals, { error: MONEY_MESSAGES.tip });

/** A promo code as typed (trimmed and upper-cased before the pattern is checked). */
export const promoCodeSchema = z
  .string({ error: MONEY_MESSAGES.promoCode })
  .transform(normalizePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: MONEY_MESSAGES.promoCode }));

/**
 * `PUT /admin/settings`: the whole set (a PUT replaces it). The deadlines may be null: the
 * server's configuration (`ORDER_ACCEPT_WINDOW_S`…) applies again.
 */
export const settingsBodySchema = z.strictObject({
  commission_rate: bounded('Le taux de commission', SETTINGS_LIMITS.commissionPercent),
  courier_base_pay: bounded('La base de la rémunération', SETTINGS_LIMITS.courierPayEuros),
  courier_pay_per_km: bounded('La rémunération par km', SETTINGS_LIMITS.courierPerKmEuros),
  courier_min_pay: bounded('La rémunération minimale', SETTINGS_LIMITS.courierPayEuros),
  delivery_fee: bounded('Les frais de livraison', SETTINGS_LIMITS.deliveryFeeEuros),
  vat_food_rate: bounded('La TVA sur les plats', SETTINGS_LIMITS.vatPercent),
  vat_delivery_rate: bounded('La TVA sur la livraison', SETTINGS_LIMITS.vatPercent),
  accept_window_s: seconds('Le délai d’acceptation', SETTINGS_LIMITS.acceptWindowS).nullable(),
  unpaid_ttl_s: seconds('Le délai de paiement', SETTINGS_LIMITS.unpaidTtlS).nullable(),
  courier_alert_s: seconds('Le délai d’alerte livreur', SETTINGS_LIMITS.courierAlertS).nullable(),
});
export type SettingsBody = z.infer<typeof settingsBodySchema>;

/** `PUT /admin/restaurants/{id}/commission`: a rate of its own, or null for the platform's. */
export const restaurantCommissionSchema = z.strictObject({
  commission_rate: bounded('Le taux de commission', SETTINGS_LIMITS.commissionPercent).nullable(),
});

const optionalCount = (limits: { min: number; max: number }, error: string) =>
  z.number({ error }).int({ error }).min(limits.min, { error }).max(limits.max, { error }).nullish();

/** `POST /admin/promos` and `POST /restaurants/{id}/promos`. */
export const promoBodySchema = z
  .strictObject({
    code: promoCodeSchema,
    kind: z.enum(PROMO_KINDS, { error: MONEY_MESSAGES.promoKind }),
    /** Percent (integer) for `percent`, euros for `fixed`, 0 for `free_delivery`. */
    value: z.number({ error: MONEY_MESSAGES.amount }).min(0, { error: MONEY_MESSAGES.amount }).default(0),
    min_subtotal: bounded('Le minimum de commande', { min: 0, max: PROMO_LIMITS.minSubtotalEuros.max }).default(0),
    starts_at: z.iso.datetime({ offset: true, error: 'La date de début n’est pas valide' }).nullish(),
    ends_at: z.iso.datetime({ offset: true, error: 'La date de fin n’est pas valide' }).nullish(),
    max_uses: optionalCount(PROMO_LIMITS.maxUses, MONEY_MESSAGES.promoMaxUses),
    max_uses_per_client: optionalCount(PROMO_LIMITS.maxUsesPerClient, MONEY_MESSAGES.promoMaxUsesPerClient),
    first_order_only: z.boolean().default(false),
  })
  .superRefine((promo, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (promo.kind === 'percent') {
      const { min, max } = PROMO_LIMITS.percent;
      if (!Number.isInteger(promo.value) || promo.value < min || promo.value > max) issue(MONEY_MESSAGES.promoPercent);
    } else if (promo.kind === 'fixed') {
      const { min, max } = PROMO_LIMITS.fixedEuros;
      if (promo.value < min || promo.value > max || !twoDecimals(promo.value)) issue(MONEY_MESSAGES.promoFixed);
    } else if (promo.value !== 0) {
      issue(MONEY_MESSAGES.promoFreeDeliveryValue);
    }
    if (promo.starts_at && promo.ends_at && Date.parse(promo.ends_at) <= Date.parse(promo.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: MONEY_MESSAGES.promoDates });
    }
  });
export type PromoBody = z.infer<typeof promoBodySchema>;

/** A typed count: empty is no limit (null). */
const readCount = (text: string): number | null => (text.trim() === '' ? null : readDecimal(text, Number.NaN));

/**
 * A promo form's values (`PromoFormValues`, its dates typed as `dates` says) read into the body,
 * checked by `promoBodySchema` itself: the screens refuse what the API would, with its messages.
 */
export const promoFormSchema = (dates: PromoDateInputs) =>
  z
    .object({
      code: z.string(),
      kind: z.enum(PROMO_KINDS, { error: MONEY_MESSAGES.promoKind }),
      value: z.string(),
      min_subtotal: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      max_uses: z.string(),
      max_uses_per_client: z.string(),
      first_order_only: z.boolean(),
    })
    .transform((form): z.input<typeof promoBodySchema> => ({
      code: form.code,
      kind: form.kind,
      // A free delivery has no amount. Empty or unreadable: 0, which the kind's rule refuses in its own words.
      value: form.kind === 'free_delivery' ? 0 : readDecimal(form.value, 0) || 0,
      min_subtotal: readDecimal(form.min_subtotal, 0),
      starts_at: promoFormInstant(form.starts_at, 'start', dates),
      ends_at: promoFormInstant(form.ends_at, 'end', dates),
      max_uses: readCount(form.max_uses),
      max_uses_per_client: readCount(form.max_uses_per_client),
      first_order_only: form.first_order_only,
    }))
    .pipe(promoBodySchema);

/** `POST /commandes/{id}/refund`: a restaurant refunds part of a delivered order. */
export const restaurantRefundSchema = z.strictObject({
  amount_cents: z
    .number({ error: MONEY_MESSAGES.amount })
    .int({ error: MONEY_MESSAGES.amount })
    .min(1, { error: MONEY_MESSAGES.amount })
    .max(1_000_000, { error: MONEY_MESSAGES.amount }),
  reason: z
    .string({ error: MONEY_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, { error: MONEY_MESSAGES.refundReasonRequired })
    .max(REFUND_REASON_MAX, { error: MONEY_MESSAGES.refundReasonTooLong }),
});

/** `from` / `to` of the statements (local dates, `to` included). */
export const periodQuerySchema = z.object({
  from: z.iso.date({ error: MONEY_MESSAGES.periodInvalid }),
  to: z.iso.date({ error: MONEY_MESSAGES.periodInvalid }),
});
