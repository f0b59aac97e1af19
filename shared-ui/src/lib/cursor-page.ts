import { api } from './api-client';

/** One page of a list the API pages with a cursor. */
export interface CursorPage<T> {
  items: T[];
  /** The answer's `X-Next-Cursor`, where the next page starts; absent on the last page. */
  nextCursor?: string;
}

/**
 * `GET path?params` for one page of a cursor-paged list (`cursor` among the params for the
 * pages after the first). `nextCursor` is what `useInfiniteQuery`'s `getNextPageParam` returns.
 */
export async function getCursorPage<T>(path: string, params: object, signal?: AbortSignal): Promise<CursorPage<T>> {
  const { data, headers } = await api.get<T[]>(path, { params, signal });
  const next: unknown = headers['x-next-cursor'];
  return { items: data, nextCursor: typeof next === 'string' && next ? next : undefined };
}
