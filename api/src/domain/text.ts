/**
 * Text normalisation for case- and accent-insensitive matching
 * ('senegalais' finds 'Sénégalais', 'boeuf' finds 'Bœuf').
 */
const DIACRITICS = /\p{Diacritic}/gu;
const LIGATURES = /[œæŒÆ]/g;
const LIGATURE_MAP: Record<string, string> = { œ: 'oe', æ: 'ae', Œ: 'oe', Æ: 'ae' };
const SPACES = /\s+/g;

/** Lower-case, without accents or ligatures, whitespace collapsed. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(LIGATURES, (ch) => LIGATURE_MAP[ch] ?? ch)
    .toLowerCase()
    .replace(SPACES, ' ')
    .trim();
}

/** Search terms of a query: every term must be found (AND). */
export function searchTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized ? normalized.split(' ') : [];
}

/** French collation (accents and case ignored), for sorting labels. */
export const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
