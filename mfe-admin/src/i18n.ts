import { currentLocale, registerNamespace } from '@teranga/shared-ui';

import { admin } from './locales/fr';

/** The admin area's namespace: French with the code, English downloaded when chosen. */
export const ADMIN_NS = 'admin';

export const adminReady = registerNamespace(ADMIN_NS, admin, {
  en: () => import('./locales/en').then((m) => m.admin),
});

/**
 * A record whose values are read from the catalogues each time one is read: labels kept as
 * constants (`RESTAURANT_STATE_LABELS[state]`) follow the page's language, with no copy to refresh.
 */
export function translatedRecord<K extends string, V extends string | null = string>(
  keys: readonly K[],
  text: (key: K) => V,
): Readonly<Record<K, V>> {
  const record = {} as Record<K, V>;
  for (const key of keys) Object.defineProperty(record, key, { get: () => text(key), enumerable: true });
  return record;
}

/** The current language's lower case: 'Payée' → 'payée' mid-sentence, whatever the language. */
export const lowerCase = (text: string) => text.toLocaleLowerCase(currentLocale());
