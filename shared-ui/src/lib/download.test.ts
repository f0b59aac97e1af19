import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSession } from '../stores/session';
import { makeLoginResult } from '../test/fixtures';
import { configureApi, getErrorDetail } from './api-client';
import { downloadFromApi } from './download';

const BASE = 'http://localhost:8000/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

beforeEach(() => {
  configureApi({ baseURL: BASE });
  useSession.getState().signIn(makeLoginResult({ access_token: 'token-1' }));
});

describe('downloadFromApi', () => {
  it('fetches the file with the session’s token and the query, then saves it under the given name', async () => {
    const seen: { auth: string | null; query: string }[] = [];
    server.use(
      http.get(`${BASE}/livraisons/earnings`, ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), query: new URL(request.url).search });
        return new HttpResponse('\uFEFFCommande;Net\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:teranga/1');
    URL.revokeObjectURL = vi.fn();
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });

    await downloadFromApi('/livraisons/earnings', { from: '2026-03-01', to: '2026-03-31', format: 'csv' }, 'g.csv');

    expect(seen).toEqual([{ auth: 'Bearer token-1', query: '?from=2026-03-01&to=2026-03-31&format=csv' }]);
    expect(clicks).toEqual([{ href: 'blob:teranga/1', download: 'g.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('turns an error answer back into JSON, so its French detail can be shown', async () => {
    server.use(
      http.get(`${BASE}/livraisons/earnings`, () =>
        HttpResponse.json({ detail: 'La période ne peut pas dépasser 366 jours' }, { status: 400 }),
      ),
    );
    const failure = await downloadFromApi('/livraisons/earnings', { from: 'x', to: 'y' }, 'g.csv').catch(
      (error: unknown) => error,
    );
    expect(getErrorDetail(failure, 'Téléchargement impossible')).toBe('La période ne peut pas dépasser 366 jours');
  });
});
