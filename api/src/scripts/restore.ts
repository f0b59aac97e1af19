/**
 * Restores a backup into the database: `npm run restore -w api -- <backup file>`.
 *
 * Stop the API first: the restore refuses to run while another process has
 * `DB_PATH` open. Steps:
 * 1. the backup must pass `PRAGMA integrity_check` and look like a Teranga
 *    database (users, commandes, drizzle migrations);
 * 2. the current database, if any, is kept as `<DB_PATH>.before-restore`;
 * 3. the backup is copied into `DB_PATH` with SQLite's backup API (so an
 *    existing WAL file of the old database cannot be replayed over it);
 * 4. `DB_PATH` is checked again with `integrity_check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { integrityCheck, resolveCliPath, resolveDbPath } from './backup';

const REQUIRED_TABLES = ['users', 'restaurants', 'commandes', '__drizzle_migrations'];

/** Throws when another connection (the API) holds the database open. */
export function assertNotInUse(dbPath: string): void {
  if (!fs.existsSync(dbPath)) return;
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 500');
    // In WAL mode, switching to exclusive locking needs every other connection gone.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new Error(`${dbPath} est ouverte par un autre processus : arrêtez l’API avant de restaurer`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  source: string;
  destination: string;
  previous: string | null;
  integrity: string;
  commandes: number;
  ms: number;
}

/** Copies the backup `source` into `destination` (the live database path). */
export async function restoreDatabase(source: string, destination: string): Promise<RestoreResult> {
  if (!fs.existsSync(source)) throw new Error(`Sauvegarde introuvable : ${source}`);
  if (path.resolve(source) === path.resolve(destination)) throw new Error('La sauvegarde est la base elle-même');
  const started = performance.now();

  const backup = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const integrity = integrityCheck(backup);
    if (integrity !== 'ok') throw new Error(`La sauvegarde ne passe pas integrity_check : ${integrity}`);
    const tables = new Set(
      (backup.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0)
      throw new Error(`Ce fichier n’est pas une base Teranga (tables absentes : ${missing.join(', ')})`);

    fs.mkdirSync(path.dirname(destination), { recursive: true });
    assertNotInUse(destination);

    let previous: string | null = null;
    if (fs.existsSync(destination)) {
      previous = `${destination}.before-restore`;
      for (const file of [previous, `${previous}-wal`, `${previous}-shm`]) fs.rmSync(file, { force: true });
      const current = new Database(destination, { fileMustExist: true });
      try {
        await current.backup(previous, { progress: () => 0x7fffffff });
      } finally {
        current.close();
      }
    }

    await backup.backup(destination, { progress: () => 0x7fffffff });

    const restored = new Database(destination, { fileMustExist: true });
    try {
      restored.pragma('journal_mode = WAL');
      const check = integrityCheck(restored);
      if (check !== 'ok') throw new Error(`La base restaurée ne passe pas integrity_check : ${check}`);
      const commandes = (restored.prepare('SELECT count(*) AS n FROM commandes').get() as { n: number }).n;
      return {
        source,
        destination,
        previous,
        integrity: check,
        commandes,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      restored.close();
    }
  } finally {
    backup.close();
  }
}

async function main() {
  const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!target) {
    console.error(
      'Usage : npm run restore -w api -- <fichier de sauvegarde>   (API arrêtée ; DB_PATH = base à remplacer)',
    );
    process.exit(2);
  }
  const result = await restoreDatabase(resolveCliPath(target), resolveDbPath());
  console.log(
    `Restauration de ${result.source} → ${result.destination} : integrity_check ${result.integrity}, ` +
      `${result.commandes} commandes, ${result.ms} ms` +
      (result.previous ? ` (ancienne base conservée dans ${result.previous})` : ''),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`Échec de la restauration : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
