// Hand-built multipart bodies for the upload tests (issue 15, finding 1). FormData cannot make the
// bodies an attacker sends (176,000 fields, a file bigger than its declared length, a body that
// never ends), nor tell how much of a body the server read: these streams can.

// Short, as an attacker's: 176,000 one-byte fields then fit in 10 MB (53 bytes each).
export const BOUNDARY = 'x7Q';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const encoder = new TextEncoder();

/** A text field part. */
export const fieldPart = (name: string, value: string) =>
  encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** The head of a file part; its bytes and `\r\n` follow. */
export const fileHead = (name: string, filename: string, type: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );

export const CRLF = encoder.encode('\r\n');
export const CLOSING = encoder.encode(`--${BOUNDARY}--\r\n`);

/** A whole file part. */
export const filePart = (name: string, filename: string, type: string, bytes: Uint8Array) =>
  concat([fileHead(name, filename, type), bytes, CRLF]);

export function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, piece) => n + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

/**
 * A request body produced on demand from `pieces` in chunks of `chunkBytes` (as a socket hands
 * them over), counting what the reader pulled. `highWaterMark: 0`: nothing is produced ahead of a
 * read, so `pulled` is what the server asked for. `gate` (optional) is awaited before each chunk
 * once `holdAfter` bytes went out: a body still arriving.
 */
export function countedBody(
  pieces: () => Iterable<Uint8Array>,
  {
    chunkBytes = 64 * 1024,
    gate,
    holdAfter = 0,
  }: { chunkBytes?: number; gate?: Promise<void>; holdAfter?: number } = {},
) {
  const state = { pulled: 0, cancelled: false, done: false };
  let iterator: Iterator<Uint8Array> | undefined;
  let rest: Uint8Array | null = null;
  const next = (): Uint8Array | null => {
    iterator ??= pieces()[Symbol.iterator]();
    const chunk = new Uint8Array(chunkBytes);
    let filled = 0;
    while (filled < chunkBytes) {
      if (!rest || rest.byteLength === 0) {
        const step = iterator.next();
        if (step.done) break;
        rest = step.value;
        continue;
      }
      const take = Math.min(rest.byteLength, chunkBytes - filled);
      chunk.set(rest.subarray(0, take), filled);
      rest = rest.subarray(take);
      filled += take;
    }
    return filled === 0 ? null : chunk.subarray(0, filled);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (gate && state.pulled >= holdAfter) await gate;
        const chunk = next();
        if (!chunk) {
          state.done = true;
          controller.close();
          return;
        }
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** The total length of `pieces` (for a `Content-Length` header). */
export const lengthOf = (pieces: Iterable<Uint8Array>) => {
  let total = 0;
  for (const piece of pieces) total += piece.byteLength;
  return total;
};

/** `init` of a POST with a streamed multipart body (undici wants `duplex` for a stream). */
export const streamedPost = (
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  contentLength?: number,
): RequestInit =>
  ({
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      'content-type': MULTIPART_TYPE,
      ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
      ...headers,
    },
  }) as RequestInit;

/** The attack of finding 1: `count` one-byte fields (about 10 MB for 176,000). */
export function* manyFields(count: number): Generator<Uint8Array> {
  const one = fieldPart('a', 'x');
  for (let i = 0; i < count; i++) yield one;
  yield CLOSING;
}
