/** The languages of the interface. French is the product's language and every catalogue's source. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/**
 * The Intl tag behind each language. English is British English: the marketplace is in France,
 * its English-speaking users expect day-first dates, 24-hour times and euros ("€12.50").
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

/** Each language named in itself: what a language switch offers. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { fr: 'Français', en: 'English' };

/**
 * What the switch says to reach each language, in that language: a reader who does not read the
 * current one must still find their way out. Not in the catalogues, which translate; these never are.
 */
export const LOCALE_SWITCH_LABELS: Readonly<Record<Locale, string>> = {
  fr: 'Passer en français',
  en: 'Switch to English',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
