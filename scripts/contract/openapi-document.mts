// The OpenAPI document exactly as `GET /api/openapi.json` serves it, built in-process:
// an app on a throw-away in-memory database answers one `app.request` (no server, no network).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { API_BASE_PATH, createApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { runMigrations } from '../../api/src/db/migrate.ts';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const handle = openDatabase(':memory:');
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-contract-'));
  try {
    // createDeps prepares statements on `users`: the tables must exist.
    await runMigrations(handle);
    const app = createApp({
      db: handle.db,
      sqlite: handle.sqlite,
      jwtSecret: 'contract-dump-only-0123456789-abcdefghijkl',
      uploadsDir,
      logger: pino({ level: 'silent' }),
    });
    const res = await app.request(`${API_BASE_PATH}/openapi.json`);
    if (!res.ok) throw new Error(`GET ${API_BASE_PATH}/openapi.json answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    await handle.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** `2` spaces and a final newline, so the dump diffs cleanly. */
export const serializeDocument = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
