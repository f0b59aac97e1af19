import { z, type ZodError } from 'zod';
import type { Context } from 'hono';

/**
 * French validation messages.
 *
 * Installed once as zod's global `customError`, so every schema of the API
 * (and of later routes) produces French messages that name the field, e.g.
 * `Le champ « email » doit être une adresse email valide`.
 * A message given on the schema itself (`z.string().regex(re, { error: '…' })`
 * or `.refine(fn, '…')`) still wins and is used as is.
 */

type ErrorMapIssue = z.core.$ZodRawIssue;

/** What a value must be, by zod type (exported for the catalogue's tests: each needs its translation). */
export const TYPE_LABELS: Record<string, string> = {
  string: 'du texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  boolean: 'un booléen (true ou false)',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
  null: 'null',
  nan: 'un nombre',
};

export const FORMAT_LABELS: Record<string, string> = {
  email: 'une adresse email valide',
  url: 'une URL valide',
  uuid: 'un identifiant (UUID) valide',
  guid: 'un identifiant (UUID) valide',
  datetime: 'une date-heure ISO 8601 valide',
  date: 'une date (AAAA-MM-JJ) valide',
  time: 'une heure (HH:MM) valide',
  base64url: 'une chaîne base64url valide',
};

/** `items.0.quantity` -> `items[0].quantity` */
export function formatPath(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return '';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** How many unknown keys a message names, and how much of each (a key may be 100 KB long). */
export const UNKNOWN_KEYS_SHOWN = 10;
const UNKNOWN_KEY_CHARS = 64;

const plural = (n: number | bigint, word: string) => `${n} ${word}${Number(n) > 1 ? 's' : ''}`;

function subject(path: readonly PropertyKey[] | undefined): string {
  const field = formatPath(path);
  return field ? `Le champ « ${field} »` : 'Le corps de la requête';
}

function describeValues(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

/** Builds the French message for one zod issue (used as global error map). */
export function frenchIssueMessage(iss: ErrorMapIssue): string | undefined {
  const who = subject(iss.path);
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return `${who} est obligatoire`;
      if (iss.input === null) return `${who} ne peut pas être null`;
      const expected = TYPE_LABELS[String(iss.expected)] ?? String(iss.expected);
      return `${who} doit être ${expected}`;
    }
    case 'too_small': {
      const min = iss.minimum;
      if (iss.origin === 'string') {
        return Number(min) <= 1
          ? `${who} ne peut pas être vide`
          : `${who} doit contenir au moins ${plural(min, 'caractère')}`;
      }
      if (iss.origin === 'array' || iss.origin === 'set') {
        return `${who} doit contenir au moins ${plural(min, 'élément')}`;
      }
      return iss.inclusive
        ? `${who} doit être supérieur ou égal à ${min}`
        : `${who} doit être strictement supérieur à ${min}`;
    }
    case 'too_big': {
      const max = iss.maximum;
      if (iss.origin === 'string') return `${who} doit contenir au plus ${plural(max, 'caractère')}`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${who} doit contenir au plus ${plural(max, 'élément')}`;
      return iss.inclusive
        ? `${who} doit être inférieur ou égal à ${max}`
        : `${who} doit être strictement inférieur à ${max}`;
    }
    case 'invalid_format': {
      const label = FORMAT_LABELS[iss.format];
      return label ? `${who} doit être ${label}` : `${who} a un format invalide`;
    }
    case 'invalid_value':
      return `${who} doit valoir l'une des valeurs suivantes : ${describeValues(iss.values)}`;
    case 'unrecognized_keys': {
      // Named up to a few: a body of 60,000 unknown keys got a 709 KB answer echoing them all (issue 15, finding 10).
      const shown = iss.keys
        .slice(0, UNKNOWN_KEYS_SHOWN)
        .map((k: string) => `« ${formatPath([...(iss.path ?? []), k]).slice(0, UNKNOWN_KEY_CHARS)} »`)
        .join(', ');
      const more = iss.keys.length - UNKNOWN_KEYS_SHOWN;
      const keys = more > 0 ? `${shown} et ${plural(more, 'autre')}` : shown;
      return iss.keys.length > 1 ? `Champs non autorisés : ${keys}` : `Champ non autorisé : ${keys}`;
    }
    case 'not_multiple_of':
      return `${who} doit être un multiple de ${iss.divisor}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${who} a une valeur invalide`;
    case 'custom':
      return `${who} est invalide`;
    default:
      return undefined;
  }
}

let installed = false;
/** Installs the French error map (idempotent; done when this module loads). */
export function installFrenchErrorMap(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: frenchIssueMessage });
}
installFrenchErrorMap();

export interface FieldError {
  field: string;
  message: string;
}

/** Validation failure body: `{ detail, errors: [{field, message}] }`. */
export function validationErrorBody(error: ZodError): { detail: string; errors: FieldError[] } {
  const errors = error.issues.map((issue) => ({ field: formatPath(issue.path), message: issue.message }));
  return { detail: errors[0]?.message ?? 'Requête invalide', errors };
}

/** The answer to a text holding a NUL character (U+0000), naming the field (`items[0].name`). */
export const NUL_MESSAGE = (field: string) =>
  `${field ? `Le champ « ${field} »` : 'Le corps de la requête'} contient un caractère nul, qui n’est pas accepté`;

/** The answer to a text holding a bidi override or isolate character, naming the field. */
export const BIDI_MESSAGE = (field: string) =>
  `${field ? `Le champ « ${field} »` : 'Le corps de la requête'} contient un caractère de contrôle du sens de l’écriture (U+202A à U+202E, U+2066 à U+2069), qui n’est pas accepté`;

/**
 * Bidi embeddings, overrides and isolates: in a name or an address they reorder what others read
 * (a name made to read as another restaurant's, an address that reads backwards to the
 * courier). No text of the API needs them: the Unicode algorithm orders Arabic or Hebrew by itself.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A password is compared, never shown: a bidi character there spoofs nothing, and refusing it at
 * login would lock out an account that already has one (new passwords refuse them by their own rule).
 */
const SECRET_KEY = /password$/;

/** Where a character matching `forbidden` hides in validated input (a string, or a key), or null. */
function forbiddenPath(
  value: unknown,
  forbidden: RegExp,
  skipSecrets: boolean,
  path: PropertyKey[] = [],
): PropertyKey[] | null {
  if (typeof value === 'string') return forbidden.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = forbiddenPath(item, forbidden, skipSecrets, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only: uploaded files and dates are not text.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (forbidden.test(key)) return [...path, key];
      if (skipSecrets && SECRET_KEY.test(key)) continue;
      const found = forbiddenPath(item, forbidden, skipSecrets, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const NUL = /\u0000/;

/**
 * `defaultHook` of every OpenAPIHono router: a zod failure on params, query,
 * headers or body answers 400 `{ detail: "<message en français>", errors }`.
 *
 * Valid input holding a NUL character is refused the same way, whatever the route: PostgreSQL
 * cannot take it in text (a lookup or a write fails, which answered 500) and no text of the API
 * needs it, so both engines refuse it alike. So are bidi override and isolate characters (issue 15,
 * finding 10), once here rather than on each name and address field: every text of the API is shown
 * to someone (names, addresses, notes, descriptions), and none needs them.
 */
export const validationHook = (
  result: { success: true; data: unknown } | { success: false; error: ZodError },
  c: Context,
) => {
  if (!result.success) {
    return c.json(validationErrorBody(result.error), 400);
  }
  const nul = forbiddenPath(result.data, NUL, false);
  const bidi = nul ? null : forbiddenPath(result.data, BIDI_CONTROLS, true);
  if (nul || bidi) {
    const field = formatPath(nul ?? bidi ?? []);
    const message = nul ? NUL_MESSAGE(field) : BIDI_MESSAGE(field);
    return c.json({ detail: message, errors: [{ field, message }] }, 400);
  }
  return undefined;
};
