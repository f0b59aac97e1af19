import { onTestFinished } from 'vitest';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { server } from '../mocks/server';

export interface ApiCall {
  method: string;
  /** Path under the API base, with its query string: `/livraisons?livreur_id=…&limit=5`. */
  url: string;
  path: string;
  query: URLSearchParams;
}

/** Every request the screens send to the mock API from now on, in order. */
export function recordApiCalls(): ApiCall[] {
  const calls: ApiCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(MOCK_API_URL)) return;
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(MOCK_API_URL).pathname.length);
    calls.push({ method: request.method, url: `${path}${url.search}`, path, query: url.searchParams });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}

/** The calls to `method path` (path without query string). */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
