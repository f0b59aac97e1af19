import { describe, expect, it } from 'vitest';
import { FORMAT_LABELS, frenchIssueMessage, TYPE_LABELS, UNKNOWN_KEYS_SHOWN } from '../lib/validation';
import { compileCatalogue } from './catalogue';
import { EN } from './en';
import { isTranslated, localize, localizeErrorBody, negotiate } from '.';

describe('negotiate', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['fr;q=0.4, en;q=0.6', 'en'],
    ['en;q=0.5, fr;q=0.5', 'en'],
    ['de, it', 'fr'],
    ['*', 'fr'],
    ['fr;q=0, *', 'en'],
    ['en;q=0, de', 'fr'],
    ['fr-CA;q=0, fr', 'fr'],
    // A malformed weight is ignored: the entry counts as q=1.
    ['en;q=2, fr', 'en'],
    ['%%%, en', 'en'],
    [`${'x-'.repeat(600)}en`, 'fr'],
  ])('%j → %s', (header, locale) => {
    expect(negotiate(header)).toBe(locale);
  });
});

describe('compileCatalogue', () => {
  const catalogue = compileCatalogue({
    'Plat non trouvé': 'Dish not found',
    'Le plat « {dish} » n’est plus disponible': '“{dish}” is no longer available',
    'Le champ « {field} »': 'The “{field}” field',
    'Le corps de la requête': 'The request body',
    '{@who} est obligatoire': '{@who} is required',
    'Au plus {max} plages par jour ({@day})': 'At most {max} ranges a day ({@day})',
    lundi: 'Monday',
    'Le minimum est de {€amount}': 'The minimum is {€amount}',
    'Le paiement a échoué : {~reason}': 'The payment failed: {~reason}',
    'Votre carte a été refusée.': 'Your card was declined.',
    'Champs : {keys}': 'Fields: {keys}',
    'Champs : {keys} et {n} autres': 'Fields: {keys} and {n} more',
  });

  it('translates exact messages and fills templates', () => {
    expect(catalogue.translate('Plat non trouvé')).toBe('Dish not found');
    expect(catalogue.translate('Le plat « Mafé » n’est plus disponible')).toBe('“Mafé” is no longer available');
    expect(catalogue.translate('Un message inconnu')).toBeNull();
  });

  it('translates the messages inside a message, and refuses the key when one has no translation', () => {
    expect(catalogue.translate('Le champ « email » est obligatoire')).toBe('The “email” field is required');
    expect(catalogue.translate('Le corps de la requête est obligatoire')).toBe('The request body is required');
    // Half English, half French would be worse than French.
    expect(catalogue.translate('Le code postal est obligatoire')).toBeNull();
    expect(catalogue.translate('Au plus 4 plages par jour (lundi)')).toBe('At most 4 ranges a day (Monday)');
    expect(catalogue.translate('Au plus 4 plages par jour (mardi)')).toBeNull();
  });

  it('keeps a text from elsewhere when it has no translation ({~…})', () => {
    expect(catalogue.translate('Le paiement a échoué : Votre carte a été refusée.')).toBe(
      'The payment failed: Your card was declined.',
    );
    expect(catalogue.translate('Le paiement a échoué : Your card has insufficient funds.')).toBe(
      'The payment failed: Your card has insufficient funds.',
    );
  });

  it('writes amounts the English way ({€…})', () => {
    expect(catalogue.translate('Le minimum est de 15,00 €')).toBe('The minimum is €15.00');
    expect(catalogue.translate('Le minimum est de 1 234,50\u00a0€')).toBe('The minimum is €1,234.50');
    expect(catalogue.translate('Le minimum est de 1 234,50\u202f€')).toBe('The minimum is €1,234.50');
    expect(catalogue.translate('Le minimum est de quinze euros')).toBeNull();
  });

  it('tries the most specific key first', () => {
    expect(catalogue.translate('Champs : « a », « b » et 3 autres')).toBe('Fields: « a », « b » and 3 more');
    expect(catalogue.translate('Champs : « a », « b »')).toBe('Fields: « a », « b »');
  });

  it('refuses a translation that uses a placeholder its key lacks', () => {
    expect(() => compileCatalogue({ 'Le plat « {dish} »': 'The dish “{name}”' })).toThrow(/\{name\}/);
    expect(() => compileCatalogue({ 'De {a} à {a}': 'From {a}' })).toThrow(/twice/);
  });

  it('the English catalogue compiles', () => {
    expect(() => compileCatalogue(EN)).not.toThrow();
  });
});

describe('localize', () => {
  it('leaves French as it is and turns French quotes into English ones', () => {
    expect(localize('Le plat « Mafé » n’est plus disponible', 'fr')).toBe('Le plat « Mafé » n’est plus disponible');
    expect(localize('Le plat « Mafé » n’est plus disponible', 'en')).toBe('“Mafé” is no longer available');
    expect(localize('Champs non autorisés : « a », « b » et 2 autres', 'en')).toBe(
      'Fields not allowed: “a”, “b” and 2 more',
    );
    expect(localize('Un message que personne ne connaît', 'en')).toBe('Un message que personne ne connaît');
  });

  it('translates a validation body, detail and field messages', () => {
    const body = {
      detail: 'Le champ « email » est obligatoire',
      errors: [
        { field: 'email', message: 'Le champ « email » est obligatoire' },
        { field: 'phone', message: 'Le numéro de téléphone est invalide' },
      ],
    };
    expect(localizeErrorBody(body, 'en')).toEqual({
      detail: 'The “email” field is required',
      errors: [
        { field: 'email', message: 'The “email” field is required' },
        { field: 'phone', message: 'The phone number is invalid' },
      ],
    });
    expect(localizeErrorBody(body, 'fr')).toBe(body);
  });
});

/** Words that only French has (letters by Unicode: `\b` does not see « être »): an English answer holding one was not (fully) translated. */
const FRENCH =
  /«|»|(^|[^\p{L}])(le|la|les|du|des|doit|être|est|champ|corps|requête|obligatoire|peut|caractères?|éléments?|autres?|valeurs?|suivantes)(?=$|[^\p{L}])/iu;

describe('the validation messages of lib/validation.ts, in English', () => {
  // Every branch of the French error map, with and without a field, so each has its key.
  const issues: Record<string, unknown>[] = [];
  for (const path of [[], ['email'], ['items', 0, 'quantity']]) {
    issues.push({ code: 'invalid_type', expected: 'string', input: undefined, path });
    issues.push({ code: 'invalid_type', expected: 'string', input: null, path });
    for (const expected of Object.keys(TYPE_LABELS)) issues.push({ code: 'invalid_type', expected, input: 1, path });
    for (const origin of ['string', 'array', 'number']) {
      for (const bound of [1, 2, 12]) {
        for (const inclusive of [true, false]) {
          issues.push({ code: 'too_small', origin, minimum: bound, inclusive, path });
          issues.push({ code: 'too_big', origin, maximum: bound, inclusive, path });
        }
      }
    }
    for (const format of [...Object.keys(FORMAT_LABELS), 'regex'])
      issues.push({ code: 'invalid_format', format, path });
    issues.push({ code: 'invalid_value', values: ['fr', 'en'], path });
    issues.push({ code: 'invalid_value', values: [1, true], path });
    for (const count of [1, 2, UNKNOWN_KEYS_SHOWN, UNKNOWN_KEYS_SHOWN + 1, UNKNOWN_KEYS_SHOWN + 5]) {
      const keys = Array.from({ length: count }, (_, i) => `extra${i}`);
      issues.push({ code: 'unrecognized_keys', keys, path });
    }
    issues.push({ code: 'not_multiple_of', divisor: 5, path });
    for (const code of ['invalid_union', 'invalid_key', 'invalid_element', 'custom']) issues.push({ code, path });
  }

  it.each(issues.map((issue) => [frenchIssueMessage(issue as never)!]))('%s', (french) => {
    expect(isTranslated(french, 'en')).toBe(true);
    expect(localize(french, 'en')).not.toMatch(FRENCH);
  });
});
