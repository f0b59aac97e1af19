import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { LiveEvent } from '../live';
import { MOCK_API_URL } from '../mocks/mock-api';
import { sseFrame } from '../mocks/live-handlers';

export interface LiveEventsControl {
  /** Pushes an event to every open stream (ids follow on from 1). */
  send(event: Partial<LiveEvent> & Pick<LiveEvent, 'type'>): void;
  /** Ends the open streams, as a restarting API would. */
  close(): void;
  /** `Last-Event-ID` of each connection, in order (null for a fresh one). */
  readonly connections: (string | null)[];
}

/**
 * Makes the mock `GET /events` a stream the test drives: `send` an event and the screens get it
 * as from the API (the tab's connection is opened by the area harness).
 */
export function liveEvents(server: SetupServer): LiveEventsControl {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const connections: (string | null)[] = [];
  let nextId = 1;
  server.use(
    http.get(`${MOCK_API_URL}/events`, ({ request }) => {
      connections.push(request.headers.get('Last-Event-ID'));
      let own: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          own = controller;
          streams.add(controller);
        },
        cancel() {
          streams.delete(own);
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return {
    connections,
    send(event) {
      const id = nextId++;
      const data = { commande_id: null, livraison_id: null, at: new Date().toISOString(), ...event, id: undefined };
      for (const stream of streams) stream.enqueue(sseFrame(id, event.type, data));
    },
    close() {
      for (const stream of [...streams]) stream.close();
      streams.clear();
    },
  };
}
