/**
 * What the e-mails and pushes of both languages share: amounts, times and links, each amount and
 * time written the way its reader's language writes it (issue 18).
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** Restaurants and clients are in France: times are told on Paris's clock, whatever the server's. */
const ORDER_TIME_ZONE = 'Europe/Paris';
const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

const eurosFormats = new Map<Locale, Intl.NumberFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatOf<F>(cache: Map<Locale, F>, locale: Locale, make: (tag: string) => F): F {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = make(TAGS[locale])));
  return format;
}

/** 2350 → « 23,50 € » (fr-FR, non-breaking space), « €23.50 » in English. */
export const formatEuros = (cents: number, locale: Locale = DEFAULT_LOCALE) =>
  formatOf(eurosFormats, locale, (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' })).format(
    cents / 100,
  );

/** An ISO time → « 19:45 », Paris time. */
export const formatClock = (iso: string, locale: Locale = DEFAULT_LOCALE) =>
  formatOf(
    timeFormats,
    locale,
    (tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: ORDER_TIME_ZONE }),
  ).format(new Date(iso));

const dayOf = (date: Date, locale: Locale) =>
  formatOf(
    dayFormats,
    locale,
    (tag) =>
      new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: ORDER_TIME_ZONE }),
  ).format(date);

/**
 * An ISO time → « 19:45 » the same Paris day as `now`, else « mardi 25 novembre à 19:45 »
 * (« Tuesday 25 November at 19:45 »).
 */
export const formatDayClock = (iso: string, now = new Date(), locale: Locale = DEFAULT_LOCALE) => {
  const day = dayOf(new Date(iso), locale);
  if (day === dayOf(now, locale)) return formatClock(iso, locale);
  return `${day} ${locale === 'en' ? 'at' : 'à'} ${formatClock(iso, locale)}`;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** `{appUrl}/login` without a doubled slash. */
export function loginUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/login`;
}

/** The client's order page. */
export const clientOrderUrl = (appUrl: string, id: string) => `${appUrl.replace(/\/+$/, '')}/client/orders/${id}`;
/** The courier's current delivery. */
export const courierDeliveryUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/livreur/active`;
/** The courier's dashboard. */
export const courierHomeUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/livreur/dashboard`;
/** The restaurateur's orders (the kitchen screen). */
export const kitchenUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/restaurateur/orders`;
