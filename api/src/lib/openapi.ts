import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../types';
import { STATUS_MESSAGES } from './errors';
import { validationHook } from './validation';

/**
 * A router for one resource, mounted by `createApp` with `app.route()`.
 * Its routes (declared with `createRoute`) are validated by zod and failures
 * answer 400 `{ detail }` in French through the shared `defaultHook`.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** `{ "detail": "message en français" }` */
export const ErrorSchema = z
  .object({ detail: z.string().openapi({ example: 'Ressource introuvable' }) })
  .openapi('Error');

const ValidationErrorSchema = z
  .object({
    detail: z.string().openapi({ example: 'Le champ « name » ne peut pas être vide' }),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .openapi('ValidationError');

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * OpenAPI `responses` entries for error statuses, e.g.
 * `responses: { 200: ok(UserSchema, '…'), ...errorResponses(401, 403) }`.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  const out = {} as Record<S, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }>;
  for (const status of statuses) {
    out[status] = {
      description: STATUS_MESSAGES[status] ?? 'Erreur',
      content: {
        'application/json': {
          schema: status === 400 ? (ValidationErrorSchema as unknown as typeof ErrorSchema) : ErrorSchema,
        },
      },
    };
  }
  return out;
}

/** A JSON response entry. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } } as const;
}

/** `security` of routes behind `requireAuth`. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

/**
 * `security` of public routes: said explicitly, so a route that forgets to
 * choose fails `npm run lint:openapi` (redocly's `security-defined`).
 */
export const publicSecurity: { bearerAuth: string[] }[] = [];
