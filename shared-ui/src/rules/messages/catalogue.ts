/**
 * A translation catalogue of the messages of the API and of the shared rules:
 * `{ 'French message': 'its translation' }`. One module for both sides: the API translates its
 * answers with it (api/src/i18n), the fronts the rules' messages they show themselves (a form's
 * zod error, a rule's notice: shared-ui/src/i18n/rule-messages.ts).
 *
 * The French text is the key because it is the contract (the spec's words, the tests', the
 * fronts'): code keeps throwing `notFound('Restaurant non trouvé')`, and the answer is translated
 * on its way out. A key holds placeholders where the French is built from values:
 *
 * - `{name}`: any text, copied as is (an id, a dish's name, a number);
 * - `{@name}`: a message of its own, translated by the same catalogue (the subject of a validation
 *   message, a weekday); when it has no translation the key does not apply;
 * - `{~name}`: a text from elsewhere (a payment provider's reason), translated when the catalogue
 *   knows it and kept as it is otherwise;
 * - `{€name}`: an amount as French writes it (`12,50 €`), written back in English (`€12.50`).
 *
 * Keys without placeholders are looked up first; then the keys with placeholders, the one with the
 * most fixed text first. A message no key matches is answered in French.
 */

export type Messages = Readonly<Record<string, string>>;

export interface Catalogue {
  /** The translation of `message`, or null when no key matches it. */
  translate(message: string): string | null;
}

const PLACEHOLDER = /\{([@~€]?)([A-Za-z][A-Za-z0-9_]*)\}/g;
/** How deep `{@…}` placeholders may nest (a subject inside a message inside a message). */
const MAX_DEPTH = 3;

interface Template {
  pattern: RegExp;
  slots: { kind: '' | '@' | '~' | '€'; name: string }[];
  translation: string;
  /** Characters of fixed text: the more, the more specific. */
  weight: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => ({ kind: m[1], name: m[2]! }));

/** `12,50 €`, `1 234,50 €` (any space, the narrow no-break one of `Intl` included). */
const FRENCH_AMOUNT = /^(-|−)?(\d{1,3}(?:[\s\u00a0\u202f]?\d{3})*),(\d{2})[\s\u00a0\u202f]?€$/;
const englishEuros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

function translateAmount(text: string): string | null {
  const match = FRENCH_AMOUNT.exec(text.trim());
  if (!match) return null;
  const value = Number(`${match[2]!.replace(/\D/g, '')}.${match[3]}`);
  return englishEuros.format(match[1] ? -value : value);
}

/**
 * Compiles `messages` once. Throws on a translation that uses a placeholder its key lacks (it
 * would have nothing to show), so a broken entry fails at start and in the tests, not in an answer.
 */
export function compileCatalogue(messages: Messages): Catalogue {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, translation] of Object.entries(messages)) {
    const slots = placeholdersOf(key) as Template['slots'];
    const names = new Set(slots.map((slot) => slot.name));
    for (const used of placeholdersOf(translation)) {
      if (!names.has(used.name))
        throw new Error(`i18n: « ${translation} » uses {${used.name}}, absent from « ${key} »`);
    }
    if (slots.length === 0) {
      exact.set(key, translation);
      continue;
    }
    if (names.size !== slots.length) throw new Error(`i18n: « ${key} » names a placeholder twice`);
    const fixed = key.split(PLACEHOLDER).filter((_, i) => i % 3 === 0);
    templates.push({
      pattern: new RegExp(`^${fixed.map(escapeRegExp).join('([\\s\\S]*?)')}$`),
      slots,
      translation,
      weight: fixed.join('').length,
    });
  }
  templates.sort((a, b) => b.weight - a.weight);

  function translate(message: string, depth: number): string | null {
    const known = exact.get(message);
    if (known !== undefined) return known;
    if (depth >= MAX_DEPTH) return null;
    candidates: for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = new Map<string, string>();
      for (const [i, slot] of template.slots.entries()) {
        const text = match[i + 1]!;
        const value =
          slot.kind === '@'
            ? translate(text, depth + 1)
            : slot.kind === '~'
              ? (translate(text, depth + 1) ?? text)
              : slot.kind === '€'
                ? translateAmount(text)
                : text;
        if (value === null) continue candidates;
        values.set(slot.name, value);
      }
      return template.translation.replace(PLACEHOLDER, (_, _kind: string, name: string) => values.get(name) ?? '');
    }
    return null;
  }

  return { translate: (message) => translate(message, 0) };
}

/** French quotes around a name (« Chez Fatou ») read as English ones (“Chez Fatou”). */
export const englishQuotes = (text: string): string =>
  text.replace(/«[\s\u00a0\u202f]*/g, '“').replace(/[\s\u00a0\u202f]*»/g, '”');
