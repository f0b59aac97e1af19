/**
 * Sign-up documents of restaurateurs and livreurs: which keys each role must
 * provide, private storage (keys `private/documents/…` of `deps.storage`), and short-lived
 * HMAC-signed download links.
 *
 * Signed link: `/api/documents/<userId>/<key>?expires=<unix seconds>&signature=<sig>`
 * where `sig = base64url(HMAC-SHA256(K, "<userId>:<key>:<expires>"))` and
 * `K = HMAC-SHA256(JWT secret, "teranga:document-url:v1")` (a key derived from,
 * never equal to, the JWT secret). Links live 10 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { toUserJson, type UserJson } from '../auth/users';
import { userDocuments, users, type DocumentKey, type User, type UserDocument, type Role } from '../db/schema';
import { conflict } from '../lib/errors';
import { isStorageKey } from '../storage';
import type { AppDeps } from '../types';

/** Roles whose sign-up an admin must approve. */
export const VALIDATED_ROLES = ['restaurateur', 'livreur'] as const;
export type ValidatedRole = (typeof VALIDATED_ROLES)[number];

/** Documents asked per role (spec §3 "Required documents"). */
export const ROLE_DOCUMENTS: Record<ValidatedRole, readonly { key: DocumentKey; required: boolean }[]> = {
  restaurateur: [
    { key: 'license', required: true },
    { key: 'id_card', required: true },
    { key: 'commerce_register', required: false },
  ],
  livreur: [
    { key: 'driver_license', required: true },
    { key: 'id_card', required: true },
    { key: 'insurance', required: true },
  ],
};

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_URL_TTL_SECONDS = 10 * 60;

export const DOCUMENT_MESSAGES = {
  tooLarge: 'Le fichier ne doit pas dépasser 10 Mo',
  badType: 'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG',
  missingFile: 'Veuillez joindre un fichier (champ « file »)',
  notMultipart: 'Envoyez le fichier en multipart/form-data (champ « file »)',
  wrongKey: 'Ce document n’est pas demandé pour votre type de compte',
  notPending: 'Votre compte est déjà validé : aucun document à fournir',
  notApplicable: 'Seuls les restaurateurs et les livreurs fournissent des documents',
  invalidLink: 'Lien de document invalide ou expiré',
  notFound: 'Document introuvable',
} as const;

/** Accepted file types, detected from the bytes (never from the name or the declared type). */
const ACCEPTED_TYPES: Record<string, { mime: string; ext: string }> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
};

export function isValidatedRole(role: Role | string): role is ValidatedRole {
  return role === 'restaurateur' || role === 'livreur';
}

export function documentKeysFor(role: Role): DocumentKey[] {
  return isValidatedRole(role) ? ROLE_DOCUMENTS[role].map((d) => d.key) : [];
}

/**
 * "Pending" = a restaurateur or livreur neither verified nor rejected.
 * A rejected user becomes pending again by uploading a document.
 */
export function isPendingUser(user: Pick<User, 'role' | 'isVerified' | 'rejectionReason'>): boolean {
  return isValidatedRole(user.role) && !user.isVerified && !user.rejectionReason;
}

/** The same rule as a SQL condition on `users`. */
export function pendingUsersCondition(): SQL {
  return and(inArray(users.role, [...VALIDATED_ROLES]), eq(users.isVerified, false), isNull(users.rejectionReason))!;
}

// ---------------------------------------------------------------------------
// Signed links
// ---------------------------------------------------------------------------

/** Signing key for document links, derived once per app from the JWT key (`deps.auth.documentLinkKey`). */
export function documentLinkKey(jwtKey: Uint8Array): Buffer {
  return createHmac('sha256', jwtKey).update('teranga:document-url:v1').digest();
}

type LinkDeps = { auth: Pick<AppDeps['auth'], 'documentLinkKey'> };

function signature(deps: LinkDeps, userId: string, key: string, expires: number): Buffer {
  return createHmac('sha256', deps.auth.documentLinkKey).update(`${userId}:${key}:${expires}`).digest();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `/api/documents/<userId>/<key>?expires=…&signature=…`, valid 10 minutes from `now`. */
export function signedDocumentUrl(
  deps: LinkDeps,
  userId: string,
  key: DocumentKey,
  now: number = nowSeconds(),
): string {
  const expires = now + DOCUMENT_URL_TTL_SECONDS;
  const sig = signature(deps, userId, key, expires).toString('base64url');
  return `/api/documents/${encodeURIComponent(userId)}/${key}?expires=${expires}&signature=${sig}`;
}

/**
 * Constant-time check of a document link. False when a part is missing or
 * malformed, when the signature does not match `userId:key:expires`, or when
 * the link has expired (or claims a lifetime longer than 10 minutes).
 */
export function verifyDocumentLink(
  deps: LinkDeps,
  userId: string,
  key: string,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  now: number = nowSeconds(),
): boolean {
  if (!expiresParam || !/^\d{1,12}$/.test(expiresParam)) return false;
  if (!signatureParam || !/^[A-Za-z0-9_-]{43}$/.test(signatureParam)) return false;
  const expires = Number(expiresParam);
  const expected = signature(deps, userId, key, expires);
  const given = Buffer.from(signatureParam, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expires >= now && expires <= now + DOCUMENT_URL_TTL_SECONDS + 60;
}

// ---------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------

export function listDocuments(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserDocument[]> {
  return deps.db.select().from(userDocuments).where(eq(userDocuments.userId, userId));
}

/** Signed links of every stored document of a user (keys without a file are absent). */
export async function documentUrls(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  userId: string,
  now: number = nowSeconds(),
): Promise<Partial<Record<DocumentKey, string>>> {
  const out: Partial<Record<DocumentKey, string>> = {};
  for (const doc of await listDocuments(deps, userId)) out[doc.key] = signedDocumentUrl(deps, userId, doc.key, now);
  return out;
}

/**
 * User JSON, plus `documents` (signed links) for restaurateurs and livreurs
 * awaiting validation (pending or rejected).
 */
export async function userJsonWithDocuments(deps: Pick<AppDeps, 'db' | 'auth'>, user: User): Promise<UserJson> {
  const json = toUserJson(user);
  if (isValidatedRole(user.role) && !user.isVerified) json.documents = await documentUrls(deps, user.id);
  return json;
}

/** Detects PDF / PNG / JPEG from the bytes; null for anything else. */
export async function sniffDocument(bytes: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && ACCEPTED_TYPES[detected.mime]) ?? null;
}

/**
 * The storage key of a document row, refusing anything outside `private/`
 * (defence in depth: paths come from our own rows, but a key must never
 * reach a public image).
 */
export function privateDocumentKey(storagePath: string): string | null {
  return storagePath.startsWith('private/') && isStorageKey(storagePath) ? storagePath : null;
}

/**
 * Stores (or replaces) a document of a restaurateur / livreur awaiting
 * validation: key `private/documents/<userId>/<key>-<random>.<ext>`
 * (the seed's folder), one row per (user, key). A rejected user becomes
 * pending again (rejection_reason cleared). The previous file is deleted once
 * the new row is committed. Returns the fresh user row.
 */
export async function storeDocument(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  userId: string,
  key: DocumentKey,
  file: { bytes: Uint8Array; mime: string; ext: string; originalName: string | null },
): Promise<User> {
  // A fresh name per upload: the row switches from the old file to the new one in the transaction,
  // so a signed link read meanwhile gets one complete file or the other.
  const storagePath = `private/documents/${userId}/${key}-${randomBytes(8).toString('hex')}.${file.ext}`;
  await deps.storage.put(storagePath, file.bytes, { contentType: file.mime });

  let result: { user: User; previous: string | null };
  try {
    result = await deps.db.tx(async (tx) => {
      // Decided on the user row (not verified yet) and on the previous file (deleted below): on
      // PostgreSQL an approval or another upload of the same user waits for this one.
      await tx.lockRows(users, [userId]);
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || !isValidatedRole(user.role)) throw conflict(DOCUMENT_MESSAGES.notApplicable);
      if (user.isVerified) throw conflict(DOCUMENT_MESSAGES.notPending);
      const now = new Date().toISOString();
      const [previous] = await tx
        .select({ storagePath: userDocuments.storagePath })
        .from(userDocuments)
        .where(and(eq(userDocuments.userId, userId), eq(userDocuments.key, key)))
        .limit(1);
      const values = {
        storagePath,
        originalName: file.originalName ? file.originalName.slice(0, 255) : null,
        mime: file.mime,
        size: file.bytes.byteLength,
        uploadedAt: now,
      };
      await tx
        .insert(userDocuments)
        .values({ userId, key, ...values })
        .onConflictDoUpdate({ target: [userDocuments.userId, userDocuments.key], set: values });
      // Resubmitting after a rejection puts the account back in the validation queue.
      const [updated] = await tx
        .update(users)
        .set({ rejectionReason: null, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return { user: updated!, previous: previous?.storagePath ?? null };
    });
  } catch (error) {
    // The row was not written: the new file is an orphan. Its removal failing must not hide why.
    await deps.storage.delete(storagePath).catch((cleanup: unknown) => {
      deps.logger.warn({ err: cleanup, userId, key }, 'could not delete the unused document');
    });
    throw error;
  }

  if (result.previous && result.previous !== storagePath) {
    const old = privateDocumentKey(result.previous);
    if (old) {
      try {
        await deps.storage.delete(old);
      } catch (error) {
        deps.logger.warn({ err: error, userId, key }, 'could not delete the previous document');
      }
    }
  }
  deps.logger.info({ userId, key, mime: file.mime, size: file.bytes.byteLength }, 'document stored');
  return result.user;
}

/** The stored row and storage key of a document, or null. */
export async function findDocument(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  key: DocumentKey,
): Promise<{ row: UserDocument; storageKey: string } | null> {
  const [row] = await deps.db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.key, key)))
    .limit(1);
  if (!row) return null;
  const storageKey = privateDocumentKey(row.storagePath);
  return storageKey ? { row, storageKey } : null;
}
