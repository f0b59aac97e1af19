import type { TypedResponse } from 'hono';
import { NEXT_CURSOR_HEADER, type PageText } from '../domain/paging';

/**
 * A 200 answer whose body is already-serialised JSON (the bytes `c.json` would
 * send, e.g. built by SQLite or kept in a read cache), typed as the JSON
 * response of the route.
 */
export function jsonText<T>(
  c: { body(data: string, status: 200, headers: Record<string, string>): Response },
  text: string,
  headers: Record<string, string> = {},
) {
  return c.body(text, 200, { 'Content-Type': 'application/json', ...headers }) as unknown as TypedResponse<
    T,
    200,
    'json'
  >;
}

/** A page of a list (`domain/paging.ts`): the JSON array, and `X-Next-Cursor` when more rows exist. */
export function jsonPage<T>(c: Parameters<typeof jsonText>[0], page: PageText) {
  return jsonText<T[]>(c, page.json, page.nextCursor === null ? {} : { [NEXT_CURSOR_HEADER]: page.nextCursor });
}
