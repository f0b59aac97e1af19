import type { PromoKind } from './money';
import { addDays, isClock, isIsoDate, localTimeToInstant, startOfLocalDate } from './zoned-time';

// A new promo code as its form is typed (the admin's platform codes, a restaurateur's own), read
// into the `POST …/promos` body by `promoFormSchema` (./money-schemas): text fields named as the
// body's keys, so each rule's message lands under the field it is about.

export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  /** Percent for `percent`, euros for `fixed` (a comma is fine); unused for `free_delivery`. */
  value: string;
  min_subtotal: string;
  /** As the form's date inputs give them (see `PromoDateInputs`); empty: no limit. */
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
 * How a promo form's dates are typed, in `timeZone`: whole days (`<input type="date">`, the end
 * day included: the code stops at the next midnight) or `datetime-local` values (`YYYY-MM-DDTHH:MM`).
 */
export interface PromoDateInputs {
  input: 'date' | 'datetime-local';
  timeZone: string;
}

/** A typed decimal (`5,50` or `5.50`); empty gives `empty`, anything else unreadable NaN. */
export function readDecimal(text: string, empty: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * A date of the form as the instant it names (ISO, UTC); empty: null (no limit). Text that names
 * no instant (not a date, or a time the clocks skip that day) goes as it is, for the body's
 * schema to refuse with its message.
 */
export function promoFormInstant(value: string, bound: 'start' | 'end', dates: PromoDateInputs): string | null {
  const text = value.trim();
  if (text === '') return null;
  let at: Date | null = null;
  if (dates.input === 'date') {
    if (isIsoDate(text)) at = startOfLocalDate(addDays(text, bound === 'end' ? 1 : 0), dates.timeZone);
  } else {
    const [date = '', time = ''] = text.split('T');
    const clock = time.slice(0, 5);
    if (isIsoDate(date) && isClock(clock)) at = localTimeToInstant(date, clock, dates.timeZone);
  }
  return at ? at.toISOString() : text;
}
