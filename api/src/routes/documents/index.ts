import { z } from '@hono/zod-openapi';
import { DOCUMENT_KEYS, type DocumentKey } from '../../db/schema';
import { DOCUMENT_MESSAGES, findDocument, verifyDocumentLink } from '../../domain/documents';
import { forbidden, notFound } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { publicAccess, routeFactory } from '../kit';

/**
 * Chrome and Firefox render a top-level PDF through an internal `<embed>` and
 * an image through a small HTML page with inline styles: allow exactly that.
 */
const DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

const downloadRoute = routeFactory('Documents').get('/{userId}/{key}', 'downloadDocument', publicAccess, {
  summary: 'Télécharger un justificatif (lien signé)',
  description:
    'Lien fourni par `GET /admin/users/pending` ou `GET /auth/me` : `expires` (secondes Unix) et `signature` ' +
    '(HMAC-SHA256 de `userId:key:expires`). Valable 10 minutes, propre à un utilisateur et à un document. Pas de jeton Bearer.',
  request: {
    params: z.object({ userId: z.string().min(1).max(100), key: z.string().min(1).max(40) }),
    query: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
  },
  responses: {
    200: {
      description: 'Le fichier (PDF, PNG ou JPEG), `Content-Disposition: inline`, jamais mis en cache',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(403, 404),
  },
});

/** `GET /documents/{userId}/{key}?expires=&signature=` */
export function documentRoutes() {
  const router = createRouter();

  router.openapi(downloadRoute, async (c) => {
    const deps = c.get('deps');
    const { userId, key } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    if (!verifyDocumentLink(deps, userId, key, expires, signature)) throw forbidden(DOCUMENT_MESSAGES.invalidLink);
    if (!(DOCUMENT_KEYS as readonly string[]).includes(key)) throw notFound(DOCUMENT_MESSAGES.notFound);

    const doc = await findDocument(deps, userId, key as DocumentKey);
    if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
    const file = await deps.storage.get(doc.storageKey);
    if (!file) {
      deps.logger.warn({ userId, key }, 'document row without file');
      throw notFound(DOCUMENT_MESSAGES.notFound);
    }
    const ext = doc.row.mime === 'application/pdf' ? 'pdf' : doc.row.mime === 'image/png' ? 'png' : 'jpg';
    return c.body(file.bytes, 200, {
      'Content-Type': doc.row.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${key}.${ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': DOCUMENT_CSP,
    });
  });

  return router;
}
