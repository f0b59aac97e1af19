import { HttpResponse } from 'msw';
import type { ZodError } from 'zod';
import type { ValidationErrorBody } from '@teranga/shared-ui';

/** The API's 400 for a body its schema refuses: the first message as `detail`, and every field's. */
export function invalidBody(error: ZodError) {
  const errors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return HttpResponse.json<ValidationErrorBody>(
    { detail: errors[0]?.message ?? 'Requête invalide', errors },
    { status: 400 },
  );
}

/** The request's JSON body, or null when it is not JSON (the schema then refuses it). */
export const jsonOf = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** Euros or percents on the wire ↔ integer cents or basis points inside, at the API's two decimals. */
export const toHundredths = (value: number) => Math.round(value * 100);
// `|| 0`: a sum of nothing credited is 0, never -0 (which would read '-0,00 €').
export const fromHundredths = (value: number) => value / 100 || 0;
