/** Reading `GET /events` in tests: the frames of an SSE body as they arrive. */
import { expect } from 'vitest';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

export interface OpenStream {
  status: number;
  /** Every frame received so far (comments and `retry:` included). */
  frames: SseFrame[];
  /** Domain events so far (frames with an event type other than `ready`). */
  events(): { id: number; type: string; data: Record<string, unknown> }[];
  /** Resolves once `predicate` holds over the events (fails after `timeoutMs`). */
  until(predicate: (events: ReturnType<OpenStream['events']>) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

function parseFrame(raw: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of raw.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data): ?(.*)$/.exec(line);
    if (match) frame[match[1] as 'id' | 'event' | 'data'] = match[2];
  }
  return frame;
}

/** Opens the stream from `response` and keeps reading it in the background. */
export function readStream(response: Response): OpenStream {
  const frames: SseFrame[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let closing = false;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if (!closing) throw error;
    }
  })();
  const events = () =>
    frames
      .filter((f) => f.event && f.event !== 'ready')
      .map((f) => ({ id: Number(f.id), type: f.event!, data: JSON.parse(f.data ?? '{}') as Record<string, unknown> }));
  return {
    status: response.status,
    frames,
    events,
    ended,
    async until(predicate, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events())) {
        if (Date.now() > deadline) {
          expect.fail(`events not received in ${timeoutMs} ms; got ${JSON.stringify(events().map((e) => e.type))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      closing = true;
      await reader.cancel().catch(() => undefined);
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
