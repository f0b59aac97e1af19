/**
 * Keyset paging of the long lists (`GET /commandes`, `GET /livraisons`),
 * newest first. A page is the rows strictly after the cursor in
 * `(created_at DESC, id DESC)` order: rows created meanwhile sort before the
 * cursor, so they never shift or repeat the next pages (an OFFSET would), and
 * each page costs the same whatever its depth.
 *
 * The cursor is opaque to clients (base64url of `[created_at, id]` of the last
 * row sent); the body stays a JSON array and the next cursor travels in the
 * `X-Next-Cursor` response header, absent on the last page.
 */
import { query as sqlQuery, type Db, type SqlQuery } from '../db/client';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const INVALID_CURSOR_MESSAGE = 'Le paramètre « cursor » est invalide';

/** Position after which the next page starts. */
export interface Cursor {
  createdAt: string;
  id: string;
}

export interface Page {
  limit: number;
  after?: Cursor;
}

/** A page as a JSON array text, and the cursor of the following page (null on the last one). */
export interface PageText {
  json: string;
  nextCursor: string | null;
}

/** The page a list request asks for (its `limit` and `cursor` query parameters). */
export const requestedPage = (query: { limit?: number; cursor?: Cursor }): Page => ({
  limit: query.limit ?? DEFAULT_PAGE_SIZE,
  after: query.cursor,
});

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor, or null when the text is not one this API issued. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
    if (Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** One list query: the JSON text of a row (built by the database), its FROM and its filters. */
export interface PagedQuery {
  /** The expression of one row's JSON text, per engine (e.g. `COMMANDE_JSON` / `COMMANDE_JSON_PG`). */
  json: { sqlite: string; pg: string };
  /** `FROM … JOIN …`, the same on both engines. */
  from: string;
  /** Table alias holding `created_at` and `id`. */
  alias: string;
  /** Column → value, ANDed together, e.g. `{ 'c.client_id': id }`; `undefined` = no filter. */
  filters: Record<string, unknown>;
}

interface PageRow {
  json: string;
  created_at: string;
  id: string;
}

/**
 * Runs one page of `query`. `statements` caches this query's statements (one per filter
 * combination, declared once: keep one module-level Map per `PagedQuery` shape); `limit + 1`
 * rows are read to know whether a next page exists.
 */
export async function readPage(
  db: Db,
  statements: Map<string, SqlQuery>,
  query: PagedQuery,
  page: Page,
): Promise<PageText> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(query.filters)) {
    if (value === undefined) continue;
    clauses.push(`${column} = ?`);
    params.push(value);
  }
  const { alias } = query;
  if (page.after) {
    clauses.push(`(${alias}.created_at, ${alias}.id) < (?, ?)`);
    params.push(page.after.createdAt, page.after.id);
  }
  const where = clauses.join(' AND ');
  let statement = statements.get(where);
  if (!statement) {
    const text = (json: string) =>
      `SELECT ${json} AS json, ${alias}.created_at AS created_at, ${alias}.id AS id ${query.from}` +
      `${where ? ` WHERE ${where}` : ''} ORDER BY ${alias}.created_at DESC, ${alias}.id DESC LIMIT ?`;
    statement = sqlQuery({ sqlite: text(query.json.sqlite), pg: text(query.json.pg) });
    statements.set(where, statement);
  }
  const rows = await db.rows<PageRow>(statement, [...params, page.limit + 1]);
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const last = rows[rows.length - 1];
  return {
    json: `[${rows.map((row) => row.json).join(',')}]`,
    nextCursor: more && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}
