/**
 * Uploads: one file from a `multipart/form-data` body, read as a stream with limits, and a cap on
 * the uploads each user has in flight.
 *
 * Why not `c.req.parseBody()` / `formData()`: they build every part of the body before the route
 * sees any, so a 10 MB body of 176,000 one-byte fields blocked the event loop for half a second
 * per request (issue 15, finding 1). Here busboy parses the body as it arrives and the read stops
 * at the first broken limit: one file part, named as the route expects (another file part → 400),
 * at most a few small text fields (ignored), the file's bytes counted against the route's maximum
 * (413 as soon as it is passed, whatever `Content-Length` said), and the whole body against the
 * file's maximum plus a little room for the form itself. The work done for a request is therefore
 * proportional to the bytes of its one file.
 */
import busboy from 'busboy';
import { ApiError, badRequest, tooManyRequests } from './errors';

export const MULTIPART_LIMITS = {
  /** Parts of any kind: the file and the text fields. */
  parts: 5,
  /** Text fields beside the file (some clients add one); their values are not used. */
  fields: 4,
  /** Bytes of a text field's value, and of a field name. */
  fieldBytes: 1024,
  fieldNameBytes: 100,
  /** Bytes of the body beyond the file: boundaries, part headers, the small fields. */
  formOverheadBytes: 64 * 1024,
} as const;

export const MULTIPART_MESSAGES = {
  malformed: 'Formulaire multipart invalide',
  tooManyParts: 'Trop de champs dans le formulaire : seul le fichier est attendu',
  fieldTooLong: 'Un champ du formulaire est trop long',
  oneFile: (field: string) => `Un seul fichier est attendu (champ « ${field} »)`,
  interrupted: 'Envoi interrompu avant la fin du fichier',
  busy: 'Trop d’envois en cours : attendez la fin des précédents',
} as const;

const MULTIPART = /^multipart\/form-data/i;

/** What a route accepts, and its own words for the usual refusals. */
export interface FileFieldRule {
  /** The name of the one file part. */
  field: string;
  /** Bytes of the file; one more is 413. */
  maxBytes: number;
  messages: {
    /** 415: the body is not multipart/form-data. */
    notMultipart: string;
    /** 400: no file part named `field`. */
    missingFile: string;
    /** 413: the file is larger than `maxBytes`. */
    tooLarge: string;
  };
}

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the client gave (never used as a path). */
  filename: string | null;
  /** The type the client declared (routes sniff the bytes instead). */
  declaredType: string;
}

/**
 * The file part `rule.field` of `request`'s multipart body, read with the limits above. Throws
 * an `ApiError` for every refusal (415, 400, 413), having stopped reading: the rest of the body
 * is left to the server, which discards it after the answer.
 */
export async function receiveFile(request: Request, rule: FileFieldRule): Promise<ReceivedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(contentType)) throw new ApiError(415, rule.messages.notMultipart);
  const body = request.body;
  if (!body) throw badRequest(rule.messages.missingFile);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        fields: MULTIPART_LIMITS.fields,
        // busboy announces `partsLimit` on reaching the count, so one more than allowed.
        parts: MULTIPART_LIMITS.parts + 1,
        fieldSize: MULTIPART_LIMITS.fieldBytes,
        // Same: `limit` fires when the file reaches the size, so the maximum itself passes.
        fileSize: rule.maxBytes + 1,
      },
    });
  } catch {
    // No boundary, or a content type busboy cannot read.
    throw badRequest(MULTIPART_MESSAGES.malformed);
  }

  // The first refusal wins; the loop below stops reading once it is set.
  let refusal: ApiError | null = null;
  const refuse = (error: ApiError) => {
    refusal ??= error;
  };
  const tooLarge = () => new ApiError(413, rule.messages.tooLarge);

  const chunks: Buffer[] = [];
  let fileBytes = 0;
  let file: { filename: string | null; declaredType: string } | null = null;

  parser.on('file', (name, stream, info) => {
    // Destroyed with an error when the parser is (a refusal): without a listener, that would throw.
    stream.on('error', () => {});
    if (name !== rule.field) {
      // The first file part is under another name (a second one is `filesLimit`): the field the
      // route needs is missing.
      refuse(badRequest(rule.messages.missingFile));
      stream.resume();
      return;
    }
    file = { filename: info.filename || null, declaredType: info.mimeType };
    stream.on('data', (chunk: Buffer) => {
      fileBytes += chunk.length;
      if (fileBytes > rule.maxBytes) refuse(tooLarge());
      else chunks.push(chunk);
    });
    stream.on('limit', () => refuse(tooLarge()));
  });
  parser.on('field', (name, _value, info) => {
    // busboy truncates values but not the names of multipart fields (only the 16 KB header cap).
    if (info.valueTruncated || Buffer.byteLength(name) > MULTIPART_LIMITS.fieldNameBytes) {
      refuse(badRequest(MULTIPART_MESSAGES.fieldTooLong));
    }
  });
  parser.on('filesLimit', () => refuse(badRequest(MULTIPART_MESSAGES.oneFile(rule.field))));
  parser.on('fieldsLimit', () => refuse(badRequest(MULTIPART_MESSAGES.tooManyParts)));
  parser.on('partsLimit', () => refuse(badRequest(MULTIPART_MESSAGES.tooManyParts)));

  // Settles when the parser has seen the whole form, or fails (a form cut short, a broken header).
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  finished.catch(() => {}); // awaited below only when the body was read to its end

  const reader = body.getReader();
  const budget = rule.maxBytes + MULTIPART_LIMITS.formOverheadBytes;
  let received = 0;
  try {
    for (;;) {
      let step: Awaited<ReturnType<typeof reader.read>>;
      try {
        step = await reader.read();
      } catch {
        // The client went away (or the server gave up on it) in the middle of the body.
        throw badRequest(MULTIPART_MESSAGES.interrupted);
      }
      if (step.done) break;
      received += step.value.byteLength;
      // Counted here, not from Content-Length: a body may be chunked, or longer than it said.
      if (received > budget) refuse(tooLarge());
      if (refusal) throw refusal;
      // busboy reads Buffers; this one shares the chunk's memory.
      const chunk = Buffer.from(step.value.buffer, step.value.byteOffset, step.value.byteLength);
      // Parsed synchronously: the limit events above fire inside this call.
      if (!parser.write(chunk)) await drained(parser);
      if (refusal) throw refusal;
    }
    parser.end();
    try {
      await finished;
    } catch {
      throw refusal ?? badRequest(MULTIPART_MESSAGES.malformed);
    }
    if (refusal) throw refusal;
  } catch (error) {
    // Stop reading, free what was kept; the server drains what the client still sends.
    reader.cancel().catch(() => {});
    parser.destroy();
    chunks.length = 0;
    throw error;
  }

  // `file` is assigned in a listener: TypeScript cannot see it, hence the explicit type.
  const kept = file as { filename: string | null; declaredType: string } | null;
  if (!kept) throw badRequest(rule.messages.missingFile);
  return { bytes: Buffer.concat(chunks, fileBytes), ...kept };
}

/** Resolves when busboy wants more (its buffer emptied) or stopped. */
function drained(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      parser.off('error', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
    parser.on('error', done);
  });
}

/** At most this many uploads of one user are received and processed at once, per process. */
export const MAX_UPLOADS_IN_FLIGHT = 2;
/** Retry-After of the 429: an upload of a few MB takes a few seconds. */
export const UPLOAD_RETRY_AFTER_S = 5;

// Per app (keyed by its `deps`), never per module: two apps in one process (tests) share nothing.
const inFlightByApp = new WeakMap<object, Map<string, number>>();

/**
 * Runs `upload` (reading the body included) in one of the user's upload slots; when both are
 * taken, 429 at once, before a byte of the body is read. Without it one account could keep many
 * 10 MB bodies and image decodes in memory at the same time. A slot is per process: with several
 * processes a user may have that many per process, which still bounds each process.
 */
export async function withUploadSlot<T>(app: object, userId: string, upload: () => Promise<T>): Promise<T> {
  let inFlight = inFlightByApp.get(app);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByApp.set(app, inFlight);
  }
  const taken = inFlight.get(userId) ?? 0;
  if (taken >= MAX_UPLOADS_IN_FLIGHT) throw tooManyRequests(MULTIPART_MESSAGES.busy, UPLOAD_RETRY_AFTER_S);
  inFlight.set(userId, taken + 1);
  try {
    return await upload();
  } finally {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  }
}
