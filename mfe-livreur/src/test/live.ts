import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { LiveEvent } from '@teranga/shared-ui/area';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { liveEvents } from '@teranga/shared-ui/testing';
import { server } from '../mocks/server';

/**
 * The API's event stream, driven by the test (call before rendering). `connected()` resolves
 * once the screen's connection is open, so that no event sent after it is lost.
 */
export function liveStream() {
  const stream = liveEvents(server);
  return {
    send: (event: Partial<LiveEvent> & Pick<LiveEvent, 'type'>) => stream.send(event),
    connected: () => waitFor(() => expect(stream.connections.length).toBeGreaterThan(0)),
  };
}

/** The event stream unavailable (503 on every try): the screens fall back on polling. */
export function liveStreamDown(): void {
  server.use(http.get(`${MOCK_API_URL}/events`, () => new HttpResponse(null, { status: 503 })));
}
