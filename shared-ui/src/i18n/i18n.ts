import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { STORAGE_KEYS } from '../config/constants';
import { readItem, writeItem } from '../lib/storage';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, isLocale, type Locale } from './locales';
import { coreFr } from './locales/core';
import { loadMessages } from './rule-messages';

/** A catalogue: nested keys, French or translated text. */
export type Bundle = { readonly [key: string]: string | Bundle };
/** Loads one namespace's catalogue in one language (a dynamic import: a language is downloaded when chosen). */
export type BundleLoader = () => Promise<Bundle>;

/**
 * The one i18next instance of the page. It lives in shared-ui, a Module Federation singleton, and
 * react-i18next (a singleton too) is bound to it: the shell and every remote translate through it.
 */
export const i18n = i18next.createInstance();

/** Per namespace, how to load each language other than French (French ships inline with its code). */
const loaders = new Map<string, Partial<Record<Locale, BundleLoader>>>([
  ['common', { en: () => import('./locales/en').then((m) => m.common) }],
]);

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  // A key missing in English shows the French text rather than a key; the catalogue tests keep it from happening.
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Only the public pages' part of `common` (locales/core.ts); the rest arrives with shared-ui's root (./common.ts).
  resources: { [DEFAULT_LOCALE]: { common: coreFr } },
  ns: ['common'],
  defaultNS: 'common',
  partialBundledLanguages: true,
  // French is inline: the first render is synchronous, and never shows keys.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnEmptyString: false,
  // Catalogues are loaded before a language is switched on (setLocale): nothing suspends.
  react: { useSuspense: false },
});

const pending = new Map<string, Promise<void>>();

async function loadBundle(ns: string, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, ns)) return;
  const loader = loaders.get(ns)?.[locale];
  if (!loader) return;
  const key = `${locale}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loader().then(
      (bundle) => {
        i18n.addResourceBundle(locale, ns, bundle, true, true);
      },
      (error: unknown) => {
        pending.delete(key); // a later switch may try again
        throw error;
      },
    );
    pending.set(key, loading);
  }
  await loading;
}

/**
 * A remote's (or the shell's) namespace: French inline, the other languages on demand. Resolves once
 * the current language's catalogue is there, so an area renders in one language from its first frame.
 */
export function registerNamespace(
  ns: string,
  fr: Bundle,
  others: Partial<Record<Locale, BundleLoader>>,
): Promise<void> {
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, ns)) i18n.addResourceBundle(DEFAULT_LOCALE, ns, fr);
  loaders.set(ns, { ...loaders.get(ns), ...others });
  return loadBundle(ns, currentLocale());
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The Intl tag of the current language, for every date, number and money format. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()];
}

/** The language chosen in this browser, if any. */
export function storedLocale(): Locale | null {
  const value = readItem(STORAGE_KEYS.locale);
  return isLocale(value) ? value : null;
}

type Persist = (locale: Locale) => unknown;
let persist: Persist | null = null;

/** How a choice reaches the signed-in user's profile (the shell sets it where the API client is loaded). */
export function configureLocalePersistence(fn: Persist | null): void {
  persist = fn;
}

/**
 * Switches the whole page: loads every registered namespace in `locale` first (no half-translated
 * frame), then changes the language, remembers it in this browser and, unless told otherwise,
 * on the profile.
 */
export async function setLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const remember = options.remember ?? true;
  await Promise.all([...[...loaders.keys()].map((ns) => loadBundle(ns, locale)), loadMessages(locale)]);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (remember) {
    writeItem(STORAGE_KEYS.locale, locale);
    void persist?.(locale);
  }
}

/** Called once before the first render: the language stored in this browser, its catalogues loaded. */
export async function startI18n(): Promise<Locale> {
  const locale = storedLocale() ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) {
    // An unreachable catalogue (offline, redeploy) leaves the page in French rather than blank.
    await setLocale(locale, { remember: false }).catch((error: unknown) => {
      console.error('[teranga] catalogue indisponible', locale, error);
    });
  } else if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return currentLocale();
}

/**
 * When a session opens (sign-in, sign-up): a language chosen in this browser is what the person is
 * reading now, so it wins and goes to the profile (`save`); without one, the profile's language
 * (chosen on another device) applies here.
 */
export async function adoptProfileLocale(profile: unknown, save: (locale: Locale) => Promise<unknown>): Promise<void> {
  const chosen = storedLocale();
  if (chosen) {
    if (chosen !== profile) await save(chosen);
  } else if (isLocale(profile) && profile !== currentLocale()) {
    await setLocale(profile);
  }
}
