import { describe, expect, it } from 'vitest';
import {
  BOUNDARY,
  CLOSING,
  concat,
  countedBody,
  fieldPart,
  fileHead,
  filePart,
  manyFields,
  MULTIPART_TYPE,
} from '../test/multipart-bodies';
import { ApiError } from './errors';
import { MAX_UPLOADS_IN_FLIGHT, MULTIPART_LIMITS, MULTIPART_MESSAGES, receiveFile, withUploadSlot } from './multipart';

// The bounded multipart reader of the upload routes (issue 15, finding 1), on its own; the routes'
// answers are in routes/auth/documents.test.ts and routes/upload/upload.test.ts.

const RULE = {
  field: 'file',
  maxBytes: 1000,
  messages: { notMultipart: 'pas multipart', missingFile: 'pas de fichier', tooLarge: 'trop gros' },
};

const request = (body: ReadableStream<Uint8Array> | Uint8Array, type = MULTIPART_TYPE) =>
  new Request('http://test/', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit);

/** The ApiError `receiveFile` throws, as `[status, detail]`. */
async function refusal(req: Request, rule = RULE): Promise<[number, string]> {
  try {
    await receiveFile(req, rule);
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.detail];
    throw error;
  }
  throw new Error('accepted');
}

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill);

describe('receiveFile', () => {
  it('returns the file part, its name and declared type, beside a few ignored text fields', async () => {
    const file = bytes(1000);
    const body = concat([
      fieldPart('a', '1'),
      filePart('file', 'photo.png', 'image/png', file),
      fieldPart('b', '2'),
      CLOSING,
    ]);
    const received = await receiveFile(request(body), RULE);
    expect(received.filename).toBe('photo.png');
    expect(received.declaredType).toBe('image/png');
    expect(received.bytes.equals(Buffer.from(file))).toBe(true);
    // Chunk borders anywhere (here every 7 bytes) change nothing.
    const chunked = await receiveFile(request(countedBody(() => [body], { chunkBytes: 7 }).stream), RULE);
    expect(chunked.bytes.equals(Buffer.from(file))).toBe(true);
  });

  it('refuses what is not multipart (415), has no boundary or is cut short (400), has no file part (400)', async () => {
    const body = concat([filePart('file', 'a', 'image/png', bytes(3)), CLOSING]);
    expect(await refusal(request(body, 'application/json'))).toEqual([415, 'pas multipart']);
    expect(await refusal(request(body, 'multipart/form-data'))).toEqual([400, MULTIPART_MESSAGES.malformed]);
    expect(await refusal(request(body.subarray(0, body.length - 10)))).toEqual([400, MULTIPART_MESSAGES.malformed]);
    expect(await refusal(request(concat([fieldPart('file', 'texte'), CLOSING])))).toEqual([400, 'pas de fichier']);
    expect(await refusal(request(concat([filePart('image', 'a', 'image/png', bytes(3)), CLOSING])))).toEqual([
      400,
      'pas de fichier',
    ]);
  });

  it('stops at the field cap: one chunk read out of 9 MB', async () => {
    const { stream, state } = countedBody(() => manyFields(176_000));
    expect(await refusal(request(stream))).toEqual([400, MULTIPART_MESSAGES.tooManyParts]);
    expect(state.pulled).toBe(64 * 1024);
    expect(state.cancelled).toBe(true);
    // The cap itself passes: the file and 4 fields.
    const fields = Array.from({ length: MULTIPART_LIMITS.fields }, (_, i) => fieldPart(`f${i}`, 'x'));
    const ok = concat([...fields, filePart('file', 'a', 'image/png', bytes(3)), CLOSING]);
    expect((await receiveFile(request(ok), RULE)).bytes.length).toBe(3);
    const oneMore = concat([...fields, fieldPart('g', 'x'), filePart('file', 'a', 'image/png', bytes(3)), CLOSING]);
    expect(await refusal(request(oneMore))).toEqual([400, MULTIPART_MESSAGES.tooManyParts]);
  });

  it('caps parts that are neither fields nor files (no Content-Disposition)', async () => {
    const anonymous = new TextEncoder().encode(`--${BOUNDARY}\r\nX-Nothing: 1\r\n\r\nx\r\n`);
    const parts = Array.from({ length: 10 }, () => anonymous);
    const body = concat([filePart('file', 'a', 'image/png', bytes(3)), ...parts, CLOSING]);
    expect(await refusal(request(body))).toEqual([400, MULTIPART_MESSAGES.tooManyParts]);
  });

  it('refuses a second file part and a long field (400)', async () => {
    const two = concat([
      filePart('file', 'a', 'image/png', bytes(3)),
      filePart('file', 'b', 'image/png', bytes(3)),
      CLOSING,
    ]);
    expect(await refusal(request(two))).toEqual([400, MULTIPART_MESSAGES.oneFile('file')]);
    const long = concat([
      fieldPart('a', 'x'.repeat(MULTIPART_LIMITS.fieldBytes + 1)),
      filePart('file', 'a', 'image/png', bytes(3)),
      CLOSING,
    ]);
    expect(await refusal(request(long))).toEqual([400, MULTIPART_MESSAGES.fieldTooLong]);
    const longName = concat([fieldPart('n'.repeat(200), 'x'), filePart('file', 'a', 'image/png', bytes(3)), CLOSING]);
    expect(await refusal(request(longName))).toEqual([400, MULTIPART_MESSAGES.fieldTooLong]);
  });

  it('takes a file of exactly the maximum; one byte more is 413, read no further than the cap', async () => {
    const exact = concat([filePart('file', 'a', 'image/png', bytes(1000)), CLOSING]);
    expect((await receiveFile(request(exact), RULE)).bytes.length).toBe(1000);
    const over = concat([filePart('file', 'a', 'image/png', bytes(1001)), CLOSING]);
    expect(await refusal(request(over))).toEqual([413, 'trop gros']);

    const rule = { ...RULE, maxBytes: 256 * 1024 };
    function* endless() {
      yield fileHead('file', 'a', 'image/png');
      for (;;) yield bytes(64 * 1024);
    }
    const { stream, state } = countedBody(endless);
    expect(await refusal(request(stream), rule)).toEqual([413, 'trop gros']);
    expect(state.pulled).toBeLessThanOrEqual(rule.maxBytes + 64 * 1024);
  });

  it('bounds the body beyond the file too (a huge preamble or epilogue)', async () => {
    function* epilogue() {
      yield filePart('file', 'a', 'image/png', bytes(10));
      yield CLOSING;
      for (;;) yield bytes(64 * 1024, 32);
    }
    const { stream, state } = countedBody(epilogue);
    expect(await refusal(request(stream))).toEqual([413, 'trop gros']);
    expect(state.pulled).toBeLessThanOrEqual(RULE.maxBytes + MULTIPART_LIMITS.formOverheadBytes + 64 * 1024);
  });

  it('answers 400 when the body breaks off (client gone)', async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('aborted'));
        sent = true;
        controller.enqueue(fileHead('file', 'a', 'image/png'));
      },
    });
    expect(await refusal(request(stream))).toEqual([400, MULTIPART_MESSAGES.interrupted]);
  });
});

describe('withUploadSlot', () => {
  it('lets a user run 2 uploads at once per app, answers 429 to the third, frees slots on failure', async () => {
    const app = {};
    const otherApp = {};
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => withUploadSlot(app, 'u1', () => gate));

    const third = withUploadSlot(app, 'u1', async () => 'ran');
    await expect(third).rejects.toMatchObject({ status: 429, detail: MULTIPART_MESSAGES.busy });
    await expect(third).rejects.toHaveProperty('headers', { 'Retry-After': '5' });
    expect(await withUploadSlot(app, 'u2', async () => 'other user')).toBe('other user');
    expect(await withUploadSlot(otherApp, 'u1', async () => 'other app')).toBe('other app');

    release();
    await Promise.all(running);
    await expect(withUploadSlot(app, 'u1', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withUploadSlot(app, 'u1', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withUploadSlot(app, 'u1', async () => 'free again')).toBe('free again');
  });
});
