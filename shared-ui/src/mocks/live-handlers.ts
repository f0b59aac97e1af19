import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from './mock-api';

const encoder = new TextEncoder();

/** One event in the wire format of `GET /events`. */
export const sseFrame = (id: number, type: string, data: unknown) =>
  encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * `GET /events` as an open stream that sends nothing (until a test pushes events with
 * `liveEvents` from the testing kit): screens behave as with a quiet live connection.
 */
export function createIdleLiveHandler() {
  return http.get(`${MOCK_API_URL}/events`, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('retry: 2000\n\n'));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
}
