import { problem } from '@teranga/shared-ui/mocks';

/** As on the API: pages of at most 100, 100 by default. */
const MAX_PAGE = 100;
const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Where a row sits in a list sorted newest first. */
interface Position {
  created_at: string;
  id: string;
}

/** Newest first; the id breaks ties, so a page boundary never splits two rows of the same instant. */
const newestFirst = (a: Position, b: Position) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

// The API's cursor is opaque to the front; this mock encodes the last row of the page.
const encodeCursor = ({ created_at, id }: Position) => btoa(JSON.stringify([created_at, id]));

function decodeCursor(text: string): Position | null {
  try {
    const [created_at, id] = JSON.parse(atob(text)) as unknown[];
    return typeof created_at === 'string' && typeof id === 'string' ? { created_at, id } : null;
  } catch {
    return null;
  }
}

/**
 * One page of `rows` as the API pages its lists (`limit`, `cursor`, newest first), with the
 * `X-Next-Cursor` header when more follow; or the API's 400 for a bad `limit` or `cursor`.
 */
export function cursorPage<T extends Position>(
  rows: readonly T[],
  query: URLSearchParams,
): { items: T[]; headers: Headers } | Response {
  const limitText = query.get('limit');
  const limit = limitText === null ? MAX_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    return problem(400, `Le paramètre « limit » doit être un entier entre 1 et ${MAX_PAGE}`);
  }
  const cursorText = query.get('cursor');
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursorText && !cursor) return problem(400, 'Le paramètre « cursor » est invalide');
  const sorted = rows.filter((row) => !cursor || newestFirst(cursor, row) < 0).sort(newestFirst);
  const items = sorted.slice(0, limit);
  // Exposed through CORS, as the API does, or a browser would hide it from the front.
  const headers = new Headers({ 'Access-Control-Expose-Headers': NEXT_CURSOR_HEADER });
  if (sorted.length > limit) headers.set(NEXT_CURSOR_HEADER, encodeCursor(items.at(-1)!));
  return { items, headers };
}
