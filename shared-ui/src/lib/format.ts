import { LIMITS } from '../config/constants';
import { intlLocale } from '../i18n/i18n';

// Intl formatters are expensive to build: each is created once per language, when first used, in
// the page's current language (i18n/i18n.ts), so a switch of language reformats every figure.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  name: string,
  build: (locale: string) => F,
): () => F {
  return () => {
    const locale = intlLocale();
    const key = `${locale}|${name}`;
    let format = formatters.get(key) as F | undefined;
    if (!format) {
      format = build(locale);
      formatters.set(key, format);
    }
    return format;
  };
}

const priceFormat = cached('price', (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }));
const kmFormat = cached(
  'km',
  (l) =>
    new Intl.NumberFormat(l, { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const minutesFormat = cached(
  'minutes',
  (l) => new Intl.NumberFormat(l, { style: 'unit', unit: 'minute', maximumFractionDigits: 0 }),
);
const ratingFormat = cached(
  'rating',
  (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percentFormat = cached(
  'percent',
  (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 }),
);
const numberFormat = cached('number', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }));
const dateLongFormat = cached(
  'dateLong',
  (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', year: 'numeric' }),
);
const dateShortFormat = cached(
  'dateShort',
  (l) => new Intl.DateTimeFormat(l, { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTimeFormat = cached(
  'dateTime',
  (l) =>
    new Intl.DateTimeFormat(l, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const timeFormat = cached('time', (l) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit' }));

/** Shown instead of a value the API did not provide or that cannot be parsed. */
export const MISSING_VALUE = '—';

type DateInput = string | number | Date | null | undefined;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 12.5 → '12,50 €'. Missing amounts read as 0 € so totals never show NaN. */
export function formatPrice(euros: number | string | null | undefined): string {
  return priceFormat().format(toNumber(euros) ?? 0);
}

/** A date formatter that shows MISSING_VALUE for a missing or unreadable date. */
const dateFormatter =
  (format: () => Intl.DateTimeFormat) =>
  (iso: DateInput): string => {
    const date = toDate(iso);
    return date ? format().format(date) : MISSING_VALUE;
  };

/** '2025-03-03T…' → '3 mars 2025'. */
export const formatDateLong = dateFormatter(dateLongFormat);

/** '2025-03-03T…' → '03/03/2025'. */
export const formatDateShort = dateFormatter(dateShortFormat);

/** '2025-03-03T14:05…' → '03/03/2025 14:05'. */
export const formatDateTime = dateFormatter(dateTimeFormat);

/** '2025-03-03T14:05…' → '14:05'. */
export const formatTime = dateFormatter(timeFormat);

/** 3.44 → '3,4 km'. */
export function formatKm(km: number | string | null | undefined): string {
  const n = toNumber(km);
  return n === null ? MISSING_VALUE : kmFormat().format(n);
}

/** 25.4 → '25 min'. */
export function formatMinutes(minutes: number | string | null | undefined): string {
  const n = toNumber(minutes);
  return n === null ? MISSING_VALUE : minutesFormat().format(n);
}

/** 4.56 → '4,6'. */
export function formatRating(rating: number | string | null | undefined): string {
  return ratingFormat().format(toNumber(rating) ?? 0);
}

/** A ratio in [0, 1] → '85 %'. */
export function formatPercent(ratio: number | string | null | undefined): string {
  return percentFormat().format(toNumber(ratio) ?? 0);
}

/** A plain number (up to 2 decimals) in the page's language: 1234.5 → '1 234,5' (French). */
export function formatNumber(value: number | string | null | undefined): string {
  return numberFormat().format(toNumber(value) ?? 0);
}

/** First 8 characters of an order/delivery id, as shown on cards ('#3f9a2c1b'). */
export function shortId(id: string | number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return String(id).slice(0, LIMITS.shortIdLength);
}

// Calendar dates (`YYYY-MM-DD`: a statement's days, in the zone the API counted them in) are not
// instants: read at midnight UTC and written in UTC, each stays the day it names on any device.
const calendarDate = (format: () => Intl.DateTimeFormat) => (date: string | null | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? format().format(new Date(`${date}T00:00:00Z`)) : MISSING_VALUE;

/** '2026-03-11' → '11/03/2026'. */
export const formatCalendarDate = calendarDate(
  cached(
    'calendarDate',
    (l) => new Intl.DateTimeFormat(l, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  ),
);

/** '2026-03-11' → 'mercredi 11 mars'. */
export const formatCalendarDay = calendarDate(
  cached(
    'calendarDay',
    (l) => new Intl.DateTimeFormat(l, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ),
);

/** '2026-03-09' → '9 mars'. */
export const formatCalendarDayMonth = calendarDate(
  cached('calendarDayMonth', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', timeZone: 'UTC' })),
);
