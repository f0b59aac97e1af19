import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { DOCUMENT_KEYS } from '../../db/schema';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentKeysFor,
  isValidatedRole,
  sniffDocument,
  storeDocument,
  userJsonWithDocuments,
} from '../../domain/documents';
import { ApiError, badRequest, conflict, forbidden } from '../../lib/errors';
import { MULTIPART_LIMITS, receiveFile, withUploadSlot } from '../../lib/multipart';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { UserSchema } from '../../auth/users';
import { requireAuth } from '../../middleware/auth';
import type { AuthEnv } from '../../types';
import { guardedBy, routeFactory } from '../kit';

/** Only restaurateurs and livreurs not verified yet (pending or rejected) upload documents. */
const requireUnverifiedApplicant: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = c.get('user');
  if (!isValidatedRole(user.role)) throw forbidden(DOCUMENT_MESSAGES.notApplicable);
  if (user.isVerified) throw conflict(DOCUMENT_MESSAGES.notPending);
  await next();
};

/** Clearer than the generic "send JSON" 415 of the app for a multipart-only route. */
const requireMultipart: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, DOCUMENT_MESSAGES.notMultipart);
  await next();
};

const uploadAccess = guardedBy(requireAuth, requireUnverifiedApplicant, requireMultipart);

// Documented only: a zod schema in the route's body would make @hono/zod-openapi parse the whole
// form (`parseBody`) before the handler, the cost `receiveFile` exists to avoid. Registered by
// name in `authDocumentRoutes`, so the document keeps its `DocumentUploadForm` component.
const UploadFormSchema = z
  .object({
    file: z.string().openapi({ type: 'string', format: 'binary', description: 'PDF, PNG ou JPEG, 10 Mo maximum' }),
  })
  .openapi('DocumentUploadForm');

const uploadRoute = routeFactory('Authentification').post('/{key}', 'uploadMyDocument', uploadAccess, {
  summary: 'Déposer (ou remplacer) un justificatif d’inscription',
  description:
    'Restaurateur (license, id_card, commerce_register) ou livreur (driver_license, id_card, insurance) pas encore validé. ' +
    'Type vérifié sur le contenu du fichier (PDF, PNG ou JPEG), 10 Mo maximum. Le fichier est stocké hors de tout chemin public. ' +
    'Après un rejet, un nouveau dépôt remet le compte en attente de validation (`rejection_reason` effacé). ' +
    `Le formulaire ne contient que le fichier (champ \`file\`, un seul fichier) et au plus ${MULTIPART_LIMITS.fields} petits champs texte (ignorés) : ` +
    'au-delà, 400. Deux envois au plus en cours par utilisateur (429 + `Retry-After`).',
  request: {
    params: z.object({
      key: z.enum(DOCUMENT_KEYS, { error: 'Type de document inconnu' }).openapi({ example: 'id_card' }),
    }),
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/DocumentUploadForm' } } },
    },
  },
  responses: {
    200: jsonResponse(UserSchema, 'Utilisateur, avec `documents` (liens signés)'),
    ...errorResponses(400, 401, 403, 409, 413, 415, 429),
  },
});

/** `POST /auth/me/documents/{key}` (mounted by `authRoutes`). */
export function authDocumentRoutes() {
  const router = createRouter();
  router.openAPIRegistry.register('DocumentUploadForm', UploadFormSchema);

  router.openapi(uploadRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const { key } = c.req.valid('param');
    // Before reading a byte of the body.
    if (!documentKeysFor(user.role).includes(key)) throw badRequest(DOCUMENT_MESSAGES.wrongKey);

    const updated = await withUploadSlot(deps, user.id, async () => {
      const file = await receiveFile(c.req.raw, {
        field: 'file',
        maxBytes: DOCUMENT_MAX_BYTES,
        messages: DOCUMENT_MESSAGES,
      });
      if (file.bytes.length === 0) throw badRequest('Le fichier est vide');
      const type = await sniffDocument(file.bytes);
      if (!type) throw new ApiError(415, DOCUMENT_MESSAGES.badType);
      return storeDocument(deps, user.id, key, { bytes: file.bytes, ...type, originalName: file.filename });
    });
    return c.json(await userJsonWithDocuments(deps, updated), 200);
  });

  return router;
}
