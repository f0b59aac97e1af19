/** zod field schemas shared by the catalogue and order routes (French messages). */
import { z } from '@hono/zod-openapi';
import { decodeCursor, INVALID_CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from './paging';

/** True when `value` has at most 2 decimals (12.5, 12.99; not 12.345). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An amount in euros: finite, within [min, max], ≤ 2 decimals. */
export function eurosField(
  field: string,
  options: { min?: number; max: number; positive?: boolean; positiveMessage?: string },
) {
  const { min = 0, max, positive = false } = options;
  return z
    .number()
    .refine((v) => Number.isFinite(v), { error: `Le champ « ${field} » doit être un nombre` })
    .refine((v) => (positive ? v > 0 : v >= min), {
      error:
        options.positiveMessage ??
        (positive
          ? `Le champ « ${field} » doit être strictement supérieur à 0`
          : `Le champ « ${field} » doit être supérieur ou égal à ${min}`),
      abort: true,
    })
    .refine((v) => v <= max, { error: `Le champ « ${field} » doit être inférieur ou égal à ${max}`, abort: true })
    .refine(hasAtMostTwoDecimals, { error: `Le champ « ${field} » doit avoir au plus 2 décimales` })
    .openapi({ type: 'number', description: 'Euros (au plus 2 décimales)', example: 12.5 });
}

const IMAGE_URL = /^(\/api\/(static|uploads)\/[A-Za-z0-9][A-Za-z0-9._\-/]*|https:\/\/[^\s"'<>]+)$/;

/**
 * Optional image URL: API-relative (`/api/static/…`, `/api/uploads/…`) or https.
 * Blank → null.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (IMAGE_URL.test(v) && !v.includes('..')), {
    error: 'Le champ « image_url » doit être une URL d’image valide (/api/uploads/… ou https://…)',
  })
  .openapi({ type: ['string', 'null'], example: '/api/uploads/3f2a….webp' });

/** A trimmed, non-empty string of at most `max` characters. */
export function requiredText(max: number, emptyMessage?: string) {
  return z
    .string()
    .trim()
    .min(1, emptyMessage ? { error: emptyMessage } : undefined)
    .max(max);
}

/** `limit` query parameter: integer within [1, max]. */
export function limitQuery(max: number) {
  return z.coerce
    .number({ error: `Le paramètre « limit » doit être un entier entre 1 et ${max}` })
    .int({ error: `Le paramètre « limit » doit être un entier entre 1 et ${max}` })
    .min(1, { error: `Le paramètre « limit » doit être un entier entre 1 et ${max}` })
    .max(max, { error: `Le paramètre « limit » doit être un entier entre 1 et ${max}` })
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: max });
}

/** `cursor` query parameter of a paged list, decoded; not one this API issued → 400. */
export const cursorQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const cursor = decodeCursor(value);
    if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
    return cursor ?? undefined;
  })
  .openapi({
    type: 'string',
    description: `Page suivante : la valeur de l’en-tête \`${NEXT_CURSOR_HEADER}\` de la page précédente, avec les mêmes filtres`,
  });

/** Response headers of a paged list (OpenAPI). */
export const nextCursorHeaders = {
  [NEXT_CURSOR_HEADER]: {
    description: 'Curseur opaque de la page suivante (absent sur la dernière page) : à renvoyer tel quel dans `cursor`',
    schema: { type: 'string' as const },
  },
};

/** `true`/`false` (or 1/0) query flag. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Valeur attendue : true ou false' })
  .transform((v) => v === 'true' || v === '1')
  .optional()
  .openapi({ type: 'string', enum: ['true', 'false'] });

/** Empty query values (`?search=`) mean "no filter". */
export const optionalQueryText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** `latitude`/`longitude` body fields. */
export const latitudeField = z.number().min(-90).max(90);
export const longitudeField = z.number().min(-180).max(180);

/** `{ id }` path parameter. Not checked as a uuid: an unknown id answers 404. */
export const IdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, example: '8d1c5f4e-2b7a-4c1e-9f55-0a6b3c2d1e0f' }),
});
