import { isAxiosError } from 'axios';
import { z } from 'zod';
import {
  MONEY_MESSAGES,
  PROMO_KINDS,
  PROMO_LIMITS,
  getErrorDetail,
  isClock,
  isIsoDate,
  localTimeToInstant,
  type PromoKind,
} from '@teranga/shared-ui';
import { promoBodySchema } from '@teranga/shared-ui/rules';

// 'Nouveau code' as typed (text fields, a date-time of the restaurant), read into the API's body
// through the shared schema the API validates with: each field keeps its name, so every rule's
// message lands under the field it is about.

export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  /** Percent for `percent`, euros for `fixed` (a comma is fine); unused for `free_delivery`. */
  value: string;
  min_subtotal: string;
  /** `datetime-local` values (`YYYY-MM-DDTHH:MM`), in the restaurant's time zone; empty: no limit. */
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_client: string;
  first_order_only: boolean;
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  max_uses_per_client: '',
  first_order_only: false,
};

const NOT_AN_INSTANT = 'date invalide';

/** A typed decimal (`5,50` or `5.50`); empty gives `empty`, anything else unreadable NaN. */
export function readDecimal(text: string, empty: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A typed count: empty is no limit (null). */
const readCount = (text: string): number | null => (text.trim() === '' ? null : readDecimal(text, Number.NaN));

/**
 * A `datetime-local` value as the instant it names in `timeZone` (ISO, UTC); empty: null. A
 * time the clocks skip that day cannot be an instant: the schema then says the date is invalid.
 */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (value === '') return null;
  const [date = '', time = ''] = value.split('T');
  const clock = time.slice(0, 5);
  const at = isIsoDate(date) && isClock(clock) ? localTimeToInstant(date, clock, timeZone) : null;
  return at ? at.toISOString() : NOT_AN_INSTANT;
}

/** The form's values read into `PromoPayload`, checked by `promoBodySchema`. */
export const promoFormSchema = (timeZone: string) =>
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
      // Empty or unreadable: 0, which the kind's own rule refuses with its own words.
      value: form.kind === 'free_delivery' ? 0 : readDecimal(form.value, 0) || 0,
      min_subtotal: readDecimal(form.min_subtotal, 0),
      starts_at: localInputToIso(form.starts_at, timeZone),
      ends_at: localInputToIso(form.ends_at, timeZone),
      max_uses: readCount(form.max_uses),
      max_uses_per_client: readCount(form.max_uses_per_client),
      first_order_only: form.first_order_only,
    }))
    .pipe(promoBodySchema);

/** The field each of the API's refusals is about (its `detail` is the schema's own message). */
const FIELD_OF_DETAIL = new Map<string, keyof PromoFormValues>([
  [MONEY_MESSAGES.promoCodeTaken, 'code'],
  [MONEY_MESSAGES.promoCode, 'code'],
  [MONEY_MESSAGES.promoKind, 'kind'],
  [MONEY_MESSAGES.promoPercent, 'value'],
  [MONEY_MESSAGES.promoFixed, 'value'],
  [MONEY_MESSAGES.promoFreeDeliveryValue, 'value'],
  [MONEY_MESSAGES.amount, 'value'],
  [MONEY_MESSAGES.promoMinSubtotal, 'min_subtotal'],
  [MONEY_MESSAGES.range('Le minimum de commande', 0, PROMO_LIMITS.minSubtotalEuros.max), 'min_subtotal'],
  [MONEY_MESSAGES.promoDates, 'ends_at'],
  [MONEY_MESSAGES.promoMaxUses, 'max_uses'],
  [MONEY_MESSAGES.promoMaxUsesPerClient, 'max_uses_per_client'],
]);

export interface PromoSaveError {
  /** Where to show it; null: under the form. */
  field: keyof PromoFormValues | null;
  message: string;
}

/**
 * Where a refused creation is shown: a code already taken (409) under the code, a field the API
 * refused (400, 422) under that field, anything else under the form.
 */
export function promoSaveError(error: Error, fallback: string): PromoSaveError {
  const message = getErrorDetail(error, fallback);
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 409) return { field: 'code', message };
  if (status === 400 || status === 422) return { field: FIELD_OF_DETAIL.get(message) ?? null, message };
  return { field: null, message };
}
