/**
 * The API in the client's language (issue 18): `Accept-Language` picks French (the default) or
 * English, and every error answer's `detail` (and a validation answer's `errors[].message`) is
 * translated on its way out. The code keeps writing French: it is the contract and the key of the
 * catalogues (`catalogue.ts`, `en.ts`; how to add a message: docs/i18n.md).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';
import { compileCatalogue, englishQuotes, type Catalogue } from './catalogue';
import { EN } from './en';
import { DEFAULT_LOCALE, negotiate, type Locale } from './locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, negotiate, type Locale } from './locales';

type Translated = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Compiled once, when the API starts (a broken entry stops it: see `compileCatalogue`). */
const CATALOGUES: Record<Translated, Catalogue> = { en: compileCatalogue(EN) };

/** French quotes around a name (« Chez Fatou ») read as English ones (“Chez Fatou”). */
const FINISH: Record<Translated, (text: string) => string> = { en: englishQuotes };

/** `message` (French) in `locale`; a message the catalogue does not know stays French. */
export function localize(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const translated = CATALOGUES[locale].translate(message);
  return translated === null ? message : FINISH[locale](translated);
}

/** Whether `locale` has a translation of `message` (French always has it). */
export function isTranslated(message: string, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || CATALOGUES[locale].translate(message) !== null;
}

interface ErrorBody {
  detail?: unknown;
  errors?: unknown;
}

/** An error body (`{ detail }`, `{ detail, errors: [{ field, message }] }`) with its texts in `locale`. */
export function localizeErrorBody<T>(body: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { detail, errors } = body as ErrorBody;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof detail === 'string') out.detail = localize(detail, locale);
  if (Array.isArray(errors)) {
    out.errors = errors.map((error: unknown) =>
      error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
        ? { ...error, message: localize((error as { message: string }).message, locale) }
        : error,
    );
  }
  return out as T;
}

/** Adds `Accept-Language` to `Vary` (once), also on a response whose headers cannot change. */
function varyOnLanguage(c: Context): void {
  const vary = c.res.headers.get('vary') ?? '';
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(vary)) return;
  try {
    c.res.headers.append('Vary', 'Accept-Language');
  } catch {
    // Immutable headers (a fetched Response): copy it once.
    const copy = new Response(c.res.body, c.res);
    copy.headers.append('Vary', 'Accept-Language');
    c.res = undefined;
    c.res = copy;
  }
}

/**
 * A text answered to the client in the request's language (a success body's `message`), with
 * `Vary: Accept-Language` so that a cache keeps one answer per language.
 */
export function localized<E extends AppEnv>(c: Context<E>, message: string): string {
  c.header('Vary', 'Accept-Language', { append: true });
  return localize(message, (c as unknown as Context<AppEnv>).get('locale'));
}

/**
 * Sets `c.var.locale` from `Accept-Language`, then translates the error answer. Registered before
 * every other middleware, so that it sees every error: thrown ones (`app.onError`), unknown routes
 * (`app.notFound`), failed validations (`lib/validation.ts`) and the few bodies a route builds itself.
 *
 * Every error answer says `Vary: Accept-Language`, French ones too: a cache must not give a French
 * 404 to an English client. Success answers are not translated (their texts are data) and keep
 * their caching headers as they are.
 */
export function language(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const locale = negotiate(c.req.header('accept-language'));
    c.set('locale', locale);
    await next();
    if (c.res.status < 400) return;
    varyOnLanguage(c);
    if (locale === DEFAULT_LOCALE || !/\bjson\b/i.test(c.res.headers.get('content-type') ?? '')) return;

    const text = await c.res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const translated = body === undefined ? text : JSON.stringify(localizeErrorBody(body, locale));
    const { detail } = (body ?? {}) as ErrorBody;
    if (typeof detail === 'string' && !isTranslated(detail, locale)) {
      // Not an error of the answer (it stays French): a message the catalogue lacks, to add.
      c.get('deps')?.logger.warn({ reqId: c.get('requestId'), detail, locale }, 'untranslated message');
    }
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const status = c.res.status;
    // `undefined` first: Hono would otherwise copy the old response's headers over the new one.
    c.res = undefined;
    c.res = new Response(translated, { status, headers });
  };
}
