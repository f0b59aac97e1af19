import { onTestFinished } from 'vitest';
import type { SetupServer } from 'msw/node';
import { MOCK_API_URL } from '../mocks/mock-api';

export interface RecordedRequest {
  method: string;
  /** Path under the API base, without the query string: `/livraisons/abc`. */
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The JSON body, the multipart form, the raw text, or undefined when none was sent. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Every request the screens send to the mock API from now on, in order, while the mock API
 * still answers them. Filter with `method` and `path` (a path under the API base, exact, or
 * a RegExp) to keep only one route's calls.
 */
export function recordRequests(
  server: SetupServer,
  filter: { method?: string; path?: string | RegExp } = {},
): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  const base = new URL(MOCK_API_URL).pathname;
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(MOCK_API_URL)) return;
    const url = new URL(request.url);
    const path = url.pathname.slice(base.length);
    if (filter.method && request.method !== filter.method.toUpperCase()) return;
    if (
      filter.path !== undefined &&
      !(typeof filter.path === 'string' ? path === filter.path : filter.path.test(path))
    ) {
      return;
    }
    const call: RecordedRequest = { method: request.method, path, url, query: url.searchParams, body: undefined };
    calls.push(call);
    // The body is read from a clone so the handler still gets the original.
    void readBody(request.clone()).then((body) => {
      call.body = body;
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}
