// The French catalogues of every package, and their English, for the English walk (a11y.spec.ts):
// a French text the English catalogue translates must not be on an English page.
import { flattenCatalogue } from '../../shared-ui/src/i18n/catalogue-check';
import type { Bundle } from '../../shared-ui/src/i18n/i18n';
import { common as commonEn } from '../../shared-ui/src/i18n/locales/en';
import { common as commonFr } from '../../shared-ui/src/i18n/locales/fr';
import { shell as shellEn } from '../../shell/src/locales/en';
import { shell as shellFr } from '../../shell/src/locales/fr';
import { client as clientEn } from '../../mfe-client/src/locales/en';
import { client as clientFr } from '../../mfe-client/src/locales/fr';
import { restaurateur as restaurateurEn } from '../../mfe-restaurateur/src/locales/en';
import { restaurateur as restaurateurFr } from '../../mfe-restaurateur/src/locales/fr';
import { livreur as livreurEn } from '../../mfe-livreur/src/locales/en';
import { livreur as livreurFr } from '../../mfe-livreur/src/locales/fr';
import { admin as adminEn } from '../../mfe-admin/src/locales/en';
import { admin as adminFr } from '../../mfe-admin/src/locales/fr';

const PAIRS: [string, Bundle, Bundle][] = [
  ['common', commonFr, commonEn],
  ['shell', shellFr, shellEn],
  ['client', clientFr, clientEn],
  ['restaurateur', restaurateurFr, restaurateurEn],
  ['livreur', livreurFr, livreurEn],
  ['admin', adminFr, adminEn],
];

interface FrenchText {
  key: string;
  /** The longest literal part of the French value (variables and markup cut out). */
  text: string;
  words: number;
}

/** French texts whose English differs, each by its longest literal part (4 letters at least). */
export const FRENCH_TEXTS: FrenchText[] = PAIRS.flatMap(([ns, fr, en]) => {
  const english = flattenCatalogue(en);
  return [...flattenCatalogue(fr)]
    .filter(([key, value]) => english.get(key) !== value)
    .map(([key, value]) => {
      const text =
        value
          .split(/\{\{[^}]*\}\}|<[^>]*>/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0] ?? '';
      return { key: `${ns}:${key}`, text, words: text.split(/\s+/).length };
    })
    .filter(({ text }) => text.replace(/[^\p{L}]/gu, '').length >= 4);
});

/**
 * The French on an English page, given its texts (each text node, and the accessible names written in
 * attributes). A French word is flagged when it is a whole text (a button, a label, a heading); a
 * French phrase (several words) also inside a longer text. So user data — a French dish name, an
 * address, a review — does not count unless it is exactly a catalogue's label.
 */
export function frenchOn(texts: string[]): string[] {
  const found = new Set<string>();
  const whole = new Set(texts);
  for (const { key, text, words } of FRENCH_TEXTS) {
    if (whole.has(text)) found.add(`${key} « ${text} »`);
    else if (words >= 3 && texts.some((t) => t.includes(text))) found.add(`${key} « ${text} »`);
  }
  return [...found];
}
