import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { SetupServer } from 'msw/node';
import { MOCK_API_URL, problem } from '../mocks/mock-api';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A server error without a French `detail`: the screen falls back on its own message. */
export const serverError = () => HttpResponse.json({}, { status: 500 });

/**
 * From now on `server` answers `method path` (an MSW path under the API base, e.g.
 * `/plats/:id`) with `response` (a bare 500 by default); `once` for the next call only.
 */
export function answer(
  server: SetupServer,
  method: HttpMethod,
  path: string,
  response: HttpResponseResolver = serverError,
  options?: { once?: boolean },
): void {
  server.use(http[method](`${MOCK_API_URL}${path}`, response, options));
}

/**
 * The two ways a write is refused, as `it.each` rows `[case, response, text shown]`: with the
 * API's French `detail`, which the screen shows as is, or without one, leaving its `fallback`.
 */
export const refusals = (status: number, detail: string, fallback: string) =>
  [
    ['the server message', () => problem(status, detail), detail],
    ['the fallback', serverError, fallback],
  ] as const;
