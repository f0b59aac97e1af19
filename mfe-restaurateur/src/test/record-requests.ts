import { http } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { server } from '../mocks/server';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** JSON body, or the multipart form, or undefined. */
  body: unknown;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Records the calls to `path` (an MSW path under the API base, e.g. '/plats/:id') and lets them
 * through to the area's mock API: the resolver returns nothing, so the next handler answers.
 */
export function recordRequests(method: Method, path: string): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  server.use(
    http[method](`${MOCK_API_URL}${path}`, async ({ request }) => {
      let body: unknown;
      const type = request.headers.get('Content-Type') ?? '';
      if (type.includes('application/json')) body = await request.clone().json().catch(() => undefined);
      else if (type.includes('multipart/form-data')) body = await request.clone().formData();
      calls.push({ method: request.method, url: new URL(request.url), body });
    }),
  );
  return calls;
}
