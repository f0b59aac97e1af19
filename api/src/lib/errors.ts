/** The statuses an expected error answers with. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * An expected API error: answered as `{ "detail": message }` with `status`.
 * Throw it from any handler, middleware or domain function; the app's `onError` renders it.
 * A plain Error, not Hono's HTTPException, so the domain layer stays free of the web framework.
 */
export class ApiError extends Error {
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ApiErrorStatus,
    detail: string,
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.detail = detail;
    this.headers = headers;
  }
}

/** Default French messages per status (also used for hono's own HTTPExceptions). */
export const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  409: 'Conflit avec l’état actuel de la ressource',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non supporté',
  422: 'Requête impossible à traiter',
  429: 'Trop de requêtes',
  500: 'Erreur interne du serveur',
};

export const badRequest = (detail = STATUS_MESSAGES[400]!) => new ApiError(400, detail);
export const unauthorized = (detail = STATUS_MESSAGES[401]!) =>
  new ApiError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail = STATUS_MESSAGES[403]!) => new ApiError(403, detail);
export const notFound = (detail = STATUS_MESSAGES[404]!) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const unprocessable = (detail: string) => new ApiError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, detail, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * True when `error` (or its `cause`, drizzle wraps driver errors in
 * DrizzleQueryError) is a SQLite UNIQUE / PRIMARY KEY constraint violation.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    // SQLite's codes, and PostgreSQL's unique_violation (a primary key is a unique index there).
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `write`; a UNIQUE violation becomes 409 `message`. The pre-checks give the
 * usual answer, this one covers the concurrent write that slips between check and insert.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
