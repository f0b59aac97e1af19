/**
 * Online backup of the SQLite database: `npm run backup -w api -- <destination> [--force]`.
 *
 * Uses SQLite's online backup API (better-sqlite3 `db.backup()`), so it is safe
 * while the API is running and writing: the copy is one consistent snapshot
 * (all pages are copied in a single step under one read transaction; in WAL
 * mode writers are not blocked meanwhile). The copy is written next to the
 * destination as `<destination>.partial`, checked with `PRAGMA integrity_check`,
 * then renamed into place, so a half-written file never carries the final name.
 *
 * Source: `DB_PATH` (default `data/teranga.db`, relative paths resolved against
 * the api folder, as the server does). A relative destination is resolved
 * against the folder `npm` was started from (`INIT_CWD`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { API_ROOT } from '../config';

/** `DB_PATH` resolved like `loadConfig()` does (without its side effects). */
export function resolveDbPath(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.DB_PATH || 'data/teranga.db';
  return path.isAbsolute(value) ? value : path.resolve(API_ROOT, value);
}

/** A path given on the command line, relative to where `npm run` was typed. */
export function resolveCliPath(value: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD || process.cwd(), value);
}

/** `PRAGMA integrity_check` of an open database: 'ok' or the problems found. */
export function integrityCheck(db: Database.Database): string {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).join('; ');
}

export interface BackupResult {
  destination: string;
  pages: number;
  bytes: number;
  ms: number;
  integrity: string;
  commandes: number | null;
}

/**
 * Copies the live database `source` to `destination` (online, consistent).
 * Throws when the copy does not pass `integrity_check` (the partial file is removed).
 */
export async function backupDatabase(
  source: string,
  destination: string,
  options: { force?: boolean } = {},
): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new Error(`Base introuvable : ${source}`);
  if (path.resolve(source) === path.resolve(destination)) throw new Error('La destination est la base elle-même');
  if (fs.existsSync(destination) && !options.force) {
    throw new Error(`${destination} existe déjà (ajoutez --force pour l’écraser)`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  for (const file of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`])
    fs.rmSync(file, { force: true });

  const started = performance.now();
  const db = new Database(source, { fileMustExist: true });
  let pages: number;
  try {
    db.pragma('busy_timeout = 5000');
    // First step (0 pages) sizes the job, then everything is copied in ONE step: a
    // snapshot that concurrent writes of the API cannot force to restart.
    const progress = await db.backup(partial, { progress: () => 0x7fffffff });
    pages = progress.totalPages;
  } finally {
    db.close();
  }

  const copy = new Database(partial, { fileMustExist: true });
  let integrity: string;
  let commandes: number | null;
  try {
    // A self-contained single file (no -wal to carry around).
    copy.pragma('journal_mode = DELETE');
    integrity = integrityCheck(copy);
    try {
      commandes = (copy.prepare('SELECT count(*) AS n FROM commandes').get() as { n: number }).n;
    } catch {
      commandes = null;
    }
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new Error(`La copie ne passe pas integrity_check : ${integrity}`);
  }
  fs.renameSync(partial, destination);
  return {
    destination,
    pages,
    bytes: fs.statSync(destination).size,
    ms: Math.round(performance.now() - started),
    integrity,
    commandes,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const target = args.find((a) => !a.startsWith('--'));
  if (!target) {
    console.error('Usage : npm run backup -w api -- <fichier de destination> [--force]');
    process.exit(2);
  }
  const source = resolveDbPath();
  const destination = resolveCliPath(target);
  const result = await backupDatabase(source, destination, { force });
  console.log(
    `Sauvegarde de ${source} → ${result.destination} : ${result.pages} pages, ${(result.bytes / 1048576).toFixed(1)} Mo, ` +
      `${result.ms} ms, integrity_check ${result.integrity}${result.commandes === null ? '' : `, ${result.commandes} commandes`}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`Échec de la sauvegarde : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
