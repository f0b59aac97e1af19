import { isAxiosError } from 'axios';
import type { BadgeTone } from '../components/badge/badge';
import { getErrorDetail } from '../lib/api-client';
import { i18n } from '../i18n/i18n';
import { formatCalendarDate, formatNumber, formatPrice } from '../lib/format';
import { MONEY_MESSAGES } from '../rules/money';
import { EMPTY_PROMO_FORM, type PromoFormValues } from '../rules/promo-form';
import { localClock, localDate } from '../rules/zoned-time';
import type { Promo, ValidationErrorBody } from '../types';
import type { PromoState } from './promo-labels';

export { PROMO_KIND_LABELS, PROMO_STATE_LABELS, type PromoState } from './promo-labels';

// How the back offices word a promo code (the admin's 'Promotions', a restaurateur's): what it
// gives, on which conditions, when, how often it served and where it stands; and where the API's
// refusal of a new code goes on its form. Pure, with `now` and the time zone given; in the page's
// language (the `common` catalogue's `promo` and `labels`).

/** '10 % des plats', '3,00 € de réduction', 'Livraison offerte'. */
export function promoDiscountText({ kind, value }: Pick<Promo, 'kind' | 'value'>): string {
  if (kind === 'percent') return i18n.t('common:promo.percentOff', { value: formatNumber(value) });
  if (kind === 'fixed') return i18n.t('common:promo.amountOff', { amount: formatPrice(value) });
  return i18n.t('common:labels.promoKind.free_delivery');
}

/**
 * Its conditions, one phrase each; none: the code applies to any order. A first order is one on
 * Teranga for a platform code, at the restaurant for a restaurant's.
 */
export function promoConditionTexts(
  promo: Pick<Promo, 'min_subtotal' | 'first_order_only' | 'max_uses_per_client' | 'funded_by'>,
): string[] {
  const conditions: string[] = [];
  if (promo.min_subtotal > 0) {
    conditions.push(i18n.t('common:promo.minSubtotal', { amount: formatPrice(promo.min_subtotal) }));
  }
  if (promo.first_order_only) {
    conditions.push(
      i18n.t(promo.funded_by === 'restaurant' ? 'common:promo.firstOrderRestaurant' : 'common:promo.firstOrder'),
    );
  }
  if (promo.max_uses_per_client !== null) {
    const count = promo.max_uses_per_client;
    conditions.push(i18n.t('common:promo.perClient', { count, value: formatNumber(count) }));
  }
  return conditions;
}

/** An instant as read in `timeZone`: `JJ/MM/AAAA HH:MM`. */
function zonedDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${formatCalendarDate(localDate(at, timeZone))} ${localClock(at, timeZone)}`;
}

/** 'Du … au …', 'À partir du …', 'Jusqu’au …' (the end excluded), or 'Sans limite de date', in `timeZone`. */
export function promoValidityText(promo: Pick<Promo, 'starts_at' | 'ends_at'>, timeZone: string): string {
  const start = promo.starts_at && zonedDateTime(promo.starts_at, timeZone);
  const end = promo.ends_at && zonedDateTime(promo.ends_at, timeZone);
  if (start && end) return i18n.t('common:promo.validFromTo', { start, end });
  if (start) return i18n.t('common:promo.validFrom', { start });
  if (end) return i18n.t('common:promo.validUntil', { end });
  return i18n.t('common:promo.validAlways');
}

/** '42 / 500', or '42 / illimité' without a cap. */
export const promoUsesText = ({ uses, max_uses }: Pick<Promo, 'uses' | 'max_uses'>): string =>
  i18n.t('common:promo.uses', {
    uses: formatNumber(uses),
    max: max_uses === null ? i18n.t('common:promo.unlimited') : formatNumber(max_uses),
  });

export const PROMO_STATE_TONES: Readonly<Record<PromoState, BadgeTone>> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  exhausted: 'warning',
  inactive: 'neutral',
};

/** Whether a client could use the code at `now` (ms), and if not why: switched off, over, not started, used up. */
export function promoState(
  promo: Pick<Promo, 'is_active' | 'starts_at' | 'ends_at' | 'uses' | 'max_uses'>,
  now: number,
): PromoState {
  if (!promo.is_active) return 'inactive';
  // The API's end is excluded: the code stops at that instant.
  if (promo.ends_at && Date.parse(promo.ends_at) <= now) return 'expired';
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return 'scheduled';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'exhausted';
  return 'active';
}

export interface PromoFieldError {
  field: keyof PromoFormValues;
  message: string;
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(EMPTY_PROMO_FORM));

/**
 * The API's refusals of a new code that belong to a field of its form: a code already taken (409)
 * on the code, a field it refused (400 / 422 with `errors`) on that field. Anything else (null)
 * is for the screen to say.
 */
export function promoFieldErrors(error: unknown): PromoFieldError[] | null {
  if (!isAxiosError(error)) return null;
  const status = error.response?.status;
  if (status === 409) return [{ field: 'code', message: getErrorDetail(error, MONEY_MESSAGES.promoCodeTaken) }];
  if (status !== 400 && status !== 422) return null;
  const fields = (error.response?.data as Partial<ValidationErrorBody> | undefined)?.errors;
  const refused = (Array.isArray(fields) ? fields : [])
    .filter((item) => FORM_FIELDS.has(item.field))
    .map((item) => ({ field: item.field as keyof PromoFormValues, message: item.message }));
  return refused.length > 0 ? refused : null;
}
