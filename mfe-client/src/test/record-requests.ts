import { onTestFinished } from 'vitest';
import { server } from '../mocks/server';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The calls the page makes to `method pathname` (pathname relative to the API base, e.g.
 * '/restaurants'), in order, while still answered by the mock API.
 */
export function recordRequests(method: string, pathname: string): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !url.pathname.endsWith(`/api${pathname}`)) return;
    const text = await request.clone().text();
    calls.push({ method, url, body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}
