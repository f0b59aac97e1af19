import { http } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { server } from '../mocks/server';

export interface RecordedCall {
  url: URL;
  /** Raw request body ('' when none was sent). */
  body: string;
}

/**
 * Records the calls to one API route made from now on, then lets the mock API answer them
 * as usual (an MSW resolver that returns nothing falls through to the next handler).
 */
export function recordCalls(method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http[method](`${MOCK_API_URL}${path}`, async ({ request }) => {
      calls.push({ url: new URL(request.url), body: await request.clone().text() });
    }),
  );
  return calls;
}
