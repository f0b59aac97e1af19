import { z } from 'zod';
import { isAxiosError } from 'axios';
import {
  DEFAULT_TIME_ZONE,
  MONEY_MESSAGES,
  PROMO_KINDS,
  addDays,
  getErrorDetail,
  isIsoDate,
  startOfLocalDate,
  type PromoKind,
  type PromoPayload,
  type ValidationErrorBody,
} from '@teranga/shared-ui';
import { promoBodySchema } from '@teranga/shared-ui/rules';
import { readNumber } from '../../../components/typed-number';

/** The form as typed: the body's keys, the dates as days of Paris (the end included). */
export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  min_subtotal: string;
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

/**
 * The first instant of `date` (+ `days`) in Paris; empty → null (no limit). Text that is no date
 * goes as it is, for the shared schema to refuse with its message.
 */
function dayStart(date: string, days = 0): string | null {
  const trimmed = date.trim();
  if (trimmed === '') return null;
  return isIsoDate(trimmed) ? startOfLocalDate(addDays(trimmed, days), DEFAULT_TIME_ZONE).toISOString() : trimmed;
}

/** Empty: no limit. */
const countOf = (text: string) => (text.trim() === '' ? null : readNumber(text));

/**
 * The form read into the `POST /admin/promos` body, checked by the API's own schema (its
 * messages land on the fields, named as the body's keys). The end day is included: the code
 * stops at the next midnight (the API's end is excluded).
 */
export const promoFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    value: z.string(),
    min_subtotal: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    max_uses: z.string(),
    max_uses_per_client: z.string(),
    first_order_only: z.boolean(),
  })
  .transform((values): PromoPayload => ({
    code: values.code,
    kind: values.kind,
    // A free delivery has no amount: the API wants 0.
    value: values.kind === 'free_delivery' ? 0 : readNumber(values.value),
    min_subtotal: values.min_subtotal.trim() === '' ? 0 : readNumber(values.min_subtotal),
    starts_at: dayStart(values.starts_at),
    ends_at: dayStart(values.ends_at, 1),
    max_uses: countOf(values.max_uses),
    max_uses_per_client: countOf(values.max_uses_per_client),
    first_order_only: values.first_order_only,
  }))
  .pipe(promoBodySchema);

export interface PromoFieldError {
  field: keyof PromoFormValues;
  message: string;
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(EMPTY_PROMO_FORM));

/**
 * The API's refusals that belong to a field: a code already taken (409) on the code, a field it
 * refused (400 / 422 with `errors`) on that field. Anything else is the screen's toast (null).
 */
export function promoFieldErrors(error: unknown): PromoFieldError[] | null {
  if (!isAxiosError(error)) return null;
  const status = error.response?.status;
  if (status === 409) return [{ field: 'code', message: getErrorDetail(error, MONEY_MESSAGES.promoCodeTaken) }];
  if (status !== 400 && status !== 422) return null;
  const fields = (error.response?.data as Partial<ValidationErrorBody> | undefined)?.errors;
  const mapped = (Array.isArray(fields) ? fields : [])
    .filter((item) => FORM_FIELDS.has(item.field))
    .map((item) => ({ field: item.field as keyof PromoFormValues, message: item.message }));
  return mapped.length > 0 ? mapped : null;
}
