/**
 * The languages of the API (issue 18): French, the spec's language and the default, and English.
 *
 * No import on purpose: drizzle-kit loads this file through `db/schema.ts` (the CHECK constraint of
 * `users.locale`), and the schema may import nothing else of the API.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'fr' satisfies Locale;

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** A header longer than this is read up to here: the entries after it are noise or an attack. */
const MAX_HEADER_CHARS = 1024;
const MAX_ENTRIES = 32;
const ENTRY = /^([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language of an answer, from `Accept-Language` (RFC 9110 §12.5.4): the supported language
 * with the highest weight (`en-GB` counts as `en`; entries of equal weight keep their order).
 * `*`, nothing supported, no header or a malformed one: French. An entry weighted `q=0` refuses
 * that language, so `fr;q=0, *` is English.
 */
export function negotiate(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, raw] of header.slice(0, MAX_HEADER_CHARS).split(',').slice(0, MAX_ENTRIES).entries()) {
    const [range = '', ...params] = raw.split(';').map((part) => part.trim());
    if (!ENTRY.test(range)) continue;
    let q = 1;
    for (const param of params) {
      const quality = QUALITY.exec(param.replace(/\s+/g, ''));
      if (quality) q = Number(quality[1]);
    }
    entries.push({ tag: range.toLowerCase(), q, index });
  }
  // Only a bare language refuses it: `fr-CA;q=0` still leaves `fr`.
  const refused = new Set(entries.filter((e) => e.q === 0).map((e) => e.tag));
  const ranked = entries.filter((e) => e.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === '*') return LOCALES.find((locale) => !refused.has(locale)) ?? DEFAULT_LOCALE;
    const primary = tag.split('-')[0]!;
    if (isLocale(primary) && !refused.has(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
