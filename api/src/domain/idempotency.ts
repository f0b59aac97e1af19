/**
 * Idempotent order placement (`POST /commandes` with an `Idempotency-Key` header).
 *
 * A client that lost the answer to its order (timeout, dropped connection) retries with the
 * same key: it must get the first answer back, not a second order. The key's row
 * (`idempotency_keys`: user, key → hash of the body, status, answer text) is written in the
 * SAME transaction as the order (see `orders.ts`), so a crash never leaves one without the
 * other, and it is written before the order's own rows: on PostgreSQL a concurrent request
 * with the same key then waits on the primary key at once (nothing of its own written yet),
 * and once the first commits it finds the key taken and rolls back; on SQLite (group commit)
 * the duplicate's SAVEPOINT alone rolls back. Either way the caller re-reads the stored
 * answer after the commit (`storedAnswer`).
 *
 * Only a created order (201) is stored: a refused one wrote nothing, so a retry is simply
 * checked again (the restaurant may have reopened meanwhile).
 */
import { createHash } from 'node:crypto';
import { query, type Db } from '../db/client';
import { unprocessable } from '../lib/errors';

/** How long a key is honoured (and kept: `pruneIdempotencyKeys`). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** 1 to 255 visible ASCII characters: a UUID fits, and nothing a log or a header could mangle. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles (sans espace)',
  reused: 'Cette clé d’idempotence a déjà servi pour une autre commande',
  retry: 'Cette clé d’idempotence vient d’expirer pendant le traitement : réessayez',
} as const;

/** What one keyed request claims: its key, the hash of its body, and the time window it lives in. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  requestHash: string;
  createdAt: string;
  /** Rows created before this instant are expired: neither honoured nor blocking. */
  expiredBefore: string;
}

/** A stored first answer, sent again as is. */
export interface StoredAnswer {
  status: number;
  text: string;
}

/**
 * Thrown inside the order's transaction when a live row already holds the key: it rolls back
 * that order (its SAVEPOINT on SQLite, its transaction on PostgreSQL). Not an `ApiError`: the
 * route turns it into the stored answer once the other order is committed.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** JSON with object keys sorted at every level: the same body hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function idempotencyClaim(userId: string, key: string, body: unknown, now: Date): IdempotencyClaim {
  return {
    userId,
    key,
    requestHash: createHash('sha256').update(canonicalJson(body)).digest('hex'),
    createdAt: now.toISOString(),
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
  };
}

const FIND = query(
  `SELECT request_hash, status_code, response FROM idempotency_keys
   WHERE user_id = ? AND key = ? AND created_at >= ?`,
);

/**
 * Inserts the key, or takes over an expired row not pruned yet; changes nothing (0 rows) when a
 * live row holds it. On PostgreSQL a row inserted by a transaction still running makes this wait
 * for its end, then decide on the committed row.
 */
const CLAIM = query(
  `INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
   VALUES (?, ?, ?, ?, ?, ?)
   ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash,
     status_code = excluded.status_code, response = excluded.response, created_at = excluded.created_at
   WHERE idempotency_keys.created_at < ?`,
);

const PRUNE = query('DELETE FROM idempotency_keys WHERE created_at < ?');

/**
 * The first answer to this key if it is still live and was given to the same body; 422 when the
 * key served another body; undefined when the key is new (or expired).
 */
export async function storedAnswer(db: Db, claim: IdempotencyClaim): Promise<StoredAnswer | undefined> {
  const row = await db.row<{ request_hash: string; status_code: number; response: string }>(FIND, [
    claim.userId,
    claim.key,
    claim.expiredBefore,
  ]);
  if (!row) return undefined;
  if (row.request_hash !== claim.requestHash) throw unprocessable(IDEMPOTENCY_MESSAGES.reused);
  return { status: row.status_code, text: row.response };
}

/** Inside the order's transaction: stores its answer under the key, or throws `IdempotencyKeyTaken`. */
export async function recordAnswer(tx: Db, claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
  const changed = await tx.exec(CLAIM, [
    claim.userId,
    claim.key,
    claim.requestHash,
    answer.status,
    answer.text,
    claim.createdAt,
    claim.expiredBefore,
  ]);
  if (changed === 0) throw new IdempotencyKeyTaken();
}

/** Deletes the expired keys; returns how many. Idempotent: any process may run it. */
export function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  return db.exec(PRUNE, [new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()]);
}
