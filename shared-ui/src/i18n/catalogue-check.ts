import type { Bundle } from './i18n';

/** Every leaf of a catalogue, as `a.b.c` → text. */
export function flattenCatalogue(bundle: Bundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a translation of the French catalogue: a key on one side only, an empty text,
 * or interpolations that differ (`{{count}}` in French but not in English would drop a figure).
 */
export function catalogueProblems(fr: Bundle, translation: Bundle, language: string): string[] {
  const source = flattenCatalogue(fr);
  const target = flattenCatalogue(translation);
  const problems: string[] = [];
  for (const [key, text] of source) {
    const translated = target.get(key);
    if (translated === undefined) problems.push(`${language}: clé absente « ${key} »`);
    else if (translated.trim() === '') problems.push(`${language}: texte vide « ${key} »`);
    else if (placeholders(text).join() !== placeholders(translated).join())
      problems.push(`${language}: variables différentes « ${key} »`);
  }
  for (const key of target.keys()) if (!source.has(key)) problems.push(`fr: clé absente « ${key} »`);
  return problems;
}

/**
 * The French texts of `fr` still on screen in English: those the English catalogue translates
 * differently, found in `text` (a page's text). A value with a variable is matched by its longest
 * literal part. Short texts (under 4 letters: "Email", "Total"…) are left out, they are often the
 * same word in both languages.
 */
export function frenchLeftovers(text: string, fr: Bundle, en: Bundle): string[] {
  const english = flattenCatalogue(en);
  const found: string[] = [];
  for (const [key, value] of flattenCatalogue(fr)) {
    if (english.get(key) === value) continue;
    const literal = value
      .split(/\{\{[^}]*\}\}/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (!literal || literal.replace(/[^\p{L}]/gu, '').length < 4) continue;
    if (text.includes(literal)) found.push(`${key}: « ${literal} »`);
  }
  return found;
}
