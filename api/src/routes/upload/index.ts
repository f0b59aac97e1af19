/**
 * `POST /upload/image` — image upload (restaurant and dish pictures).
 * `GET /uploads/{name}` — serves the stored images.
 *
 * An upload is accepted only when its bytes are a PNG, JPEG, GIF or WebP
 * (file-type; the name and declared type are ignored) that sharp can decode
 * entirely. It is re-encoded to WebP (EXIF orientation applied, metadata
 * stripped, resized to fit 1600×1600) and stored under a random name at the
 * storage key `public/<name>` (`deps.storage`: `<UPLOADS_DIR>/public/` by
 * default, outside the code tree).
 *
 * Bounded (issue 15, finding 1): the body is read by `receiveFile` (one file part, 5 MB, a few
 * small fields), a user has at most 2 uploads in flight, an image above 25 megapixels is refused
 * from its header before any decoding, and at most 2 images are decoded at once per process.
 */
import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError, notFound } from '../../lib/errors';
import { MULTIPART_LIMITS, receiveFile, withUploadSlot } from '../../lib/multipart';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { publicAccess, restaurantManager, routeFactory } from '../kit';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Decompression-bomb guard: sharp reads the size from the header and refuses larger images
 * before decoding. 25 MP covers a 6000×4000 camera picture. A flat 36 MP PNG fits in 500 KB while
 * its pixels take 108 MB: 32 of them in parallel took the process to 1 GB (issue 15).
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Images decoded at once by this process, whatever the app or the user: libvips' memory and
 * threads belong to the process. The others wait their turn (each holds at most its 5 MB input).
 */
export const MAX_IMAGE_JOBS = 2;
export const MAX_DIMENSION = 1600;

export const UPLOAD_ERRORS = {
  tooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
  notImage: 'Veuillez sélectionner une image',
  missingFile: 'Le champ « file » est obligatoire',
  notMultipart: 'Envoyez le fichier en multipart/form-data (champ « file »)',
  tooManyPixels: 'L’image est trop grande (25 mégapixels au maximum)',
  notFound: 'Image non trouvée',
} as const;

const ACCEPTED_MIME = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};
const STORED_NAME = /^[a-f0-9]{32}\.(webp|png|jpg|gif)$/;

const UploadResultSchema = z
  .object({ url: z.string().openapi({ example: '/api/uploads/0f3c9a1d2b4e5f60718293a4b5c6d7e8.webp' }) })
  .openapi('UploadResult');

const route = routeFactory('Upload');

const uploadRoute = route.post('/image', 'uploadImage', restaurantManager, {
  summary: 'Téléverser une image (restaurateur validé ou administrateur)',
  description:
    'multipart/form-data, champ `file` (un seul fichier, au plus ' +
    `${MULTIPART_LIMITS.fields} petits champs texte à côté, ignorés ; au-delà 400). ` +
    'PNG, JPEG, GIF ou WebP (vérifié sur le contenu), 5 Mo et 25 mégapixels au plus (413). L’image est ré-encodée en WebP (métadonnées retirées, 1600×1600 au plus). ' +
    'Deux envois au plus en cours par utilisateur (429 + `Retry-After`).',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // A plain OpenAPI schema (not zod): the handler parses the form itself.
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    },
  },
  responses: {
    201: jsonResponse(UploadResultSchema, 'Image enregistrée'),
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const serveRoute = route.get('/{name}', 'getUploadedImage', publicAccess, {
  summary: 'Image téléversée',
  request: {
    params: z.object({
      name: z
        .string()
        .max(64)
        .openapi({ param: { name: 'name', in: 'path' }, example: '0f3c…e8.webp' }),
    }),
  },
  responses: {
    200: {
      description: 'Image (cache immuable)',
      content: { 'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    ...errorResponses(404),
  },
});

let imageJobsRunning = 0;
let imageJobsPeak = 0;
const imageJobsWaiting: (() => void)[] = [];

/** The image jobs of this process: running now, and the most ever run at once (tests). */
export const imageJobs = {
  get running() {
    return imageJobsRunning;
  },
  get peak() {
    return imageJobsPeak;
  },
};

/** Runs `job` when fewer than `MAX_IMAGE_JOBS` run; a finished job hands its turn to the next. */
async function inImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (imageJobsRunning < MAX_IMAGE_JOBS) imageJobsRunning += 1;
  else await new Promise<void>((resolve) => imageJobsWaiting.push(resolve));
  imageJobsPeak = Math.max(imageJobsPeak, imageJobsRunning);
  try {
    return await job();
  } finally {
    const next = imageJobsWaiting.shift();
    if (next) next();
    else imageJobsRunning -= 1;
  }
}

/** Decodes the whole image (a truncated file fails) and re-encodes it to WebP. */
async function reencode(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ApiError(413, UPLOAD_ERRORS.tooManyPixels);
    throw new ApiError(415, UPLOAD_ERRORS.notImage);
  }
}

/** `POST /upload/image`, mounted at `/upload`. */
export function uploadRoutes() {
  const router = createRouter();

  router.openapi(uploadRoute, async (c) => {
    const deps = c.get('deps');
    const { bytes, type, output } = await withUploadSlot(deps, c.get('user').id, async () => {
      const { bytes } = await receiveFile(c.req.raw, {
        field: 'file',
        maxBytes: MAX_UPLOAD_BYTES,
        messages: UPLOAD_ERRORS,
      });
      const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
      if (!type || !ACCEPTED_MIME.has(type.mime)) throw new ApiError(415, UPLOAD_ERRORS.notImage);
      return { bytes, type, output: await inImageJob(() => reencode(bytes)) };
    });

    // 128 random bits: a name is never reused, so nothing is ever replaced (and caches may keep it forever).
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await deps.storage.put(`public/${name}`, output, { contentType: 'image/webp' });
    deps.logger.info(
      {
        userId: c.get('user').id,
        file: name,
        inputBytes: bytes.length,
        outputBytes: output.length,
        detected: type.mime,
      },
      'image uploaded',
    );
    return c.json({ url: `/api/uploads/${name}` }, 201);
  });

  return router;
}

/** `GET /uploads/{name}`, mounted at `/uploads`. */
export function uploadedFileRoutes() {
  const router = createRouter();

  router.openapi(serveRoute, async (c) => {
    const { name } = c.req.valid('param');
    // Checked before the storage sees it: a key is built only from a name we could have stored.
    if (!STORED_NAME.test(name)) throw notFound(UPLOAD_ERRORS.notFound);
    const file = await c.get('deps').storage.get(`public/${name}`);
    if (!file) throw notFound(UPLOAD_ERRORS.notFound);
    return c.body(file.bytes, 200, {
      'Content-Type': CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!,
      // Random, never reused names: cache forever.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Shown as <img> by the fronts served from other origins.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return router;
}
