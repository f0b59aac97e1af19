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

const TYPE_LABELS: Record<string, string> = {
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

const FORMAT_LABELS: Record<string, string> = {
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
      const keys = iss.keys.map((k: string) => `« ${formatPath([...(iss.path ?? []), k])} »`).join(', ');
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

/** Where a NUL character hides in validated input (a string, or a key), or null. */
function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only: uploaded files and dates are not text.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `defaultHook` of every OpenAPIHono router: a zod failure on params, query,
 * headers or body answers 400 `{ detail: "<message en français>", errors }`.
 *
 * Valid input holding a NUL character is refused the same way, whatever the route: PostgreSQL
 * cannot take it in text (a lookup or a write fails, which answered 500) and no text of the API
 * needs it, so both engines refuse it alike.
 */
export const validationHook = (
  result: { success: true; data: unknown } | { success: false; error: ZodError },
  c: Context,
) => {
  if (!result.success) {
    return c.json(validationErrorBody(result.error), 400);
  }
  const nul = nulPath(result.data);
  if (nul) {
    const field = formatPath(nul);
    const message = NUL_MESSAGE(field);
    return c.json({ detail: message, errors: [{ field, message }] }, 400);
  }
  return undefined;
};
