/**
 * `npm run db:copy -w api -- <sqlite file> <postgres url>`: a seeded SQLite marketplace moved to
 * a fresh PostgreSQL database, row for row, and served the same. PostgreSQL only (`npm run
 * test:pg`): it needs a server to copy into.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MIGRATIONS_DIR } from '../config';
import { createPasswordHasher, TEST_PASSWORD_COST } from '../auth/password';
import { openDatabase, query, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { openTestDatabase, TEST_ENGINE } from '../test/database';
import { TEST_JWT_SECRET } from '../test/helpers';
import { copySqliteToPg } from './db-copy';

const COUNT = (table: string) => query(`SELECT count(*) FROM ${table}`);

describe.skipIf(TEST_ENGINE !== 'pg')('db:copy, SQLite → PostgreSQL', () => {
  let dir: string;
  let sqlitePath: string;
  let source: DatabaseHandle;
  let target: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-copy-'));
    sqlitePath = path.join(dir, 'teranga.db');
    source = openDatabase(sqlitePath);
    await runMigrations(source);
    const seeded = await seedDatabase(source.db, {
      uploadsDir: path.join(dir, 'uploads'),
      passwords: createPasswordHasher(TEST_PASSWORD_COST),
      days: 20,
    });
    expect(seeded.seeded).toBe(true);
    target = await openTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table, checks the counts and the rebuilt roll-ups, then serves the same answers', async () => {
    const result = await copySqliteToPg(sqlitePath, target.handle.location);
    for (const [table, count] of Object.entries(result.tables)) {
      expect(await target.handle.db.value<number>(COUNT(table)), table).toBe(count);
      expect(await source.db.value<number>(COUNT(table)), table).toBe(count);
    }
    expect(result.tables.commandes).toBeGreaterThan(100);

    const options = { jwtSecret: TEST_JWT_SECRET, uploadsDir: path.join(dir, 'uploads') };
    const before = createApp({ ...options, db: source.db, sqlite: source.sqlite });
    const after = createApp({ ...options, db: target.handle.db, sqlite: null, changes: target.handle.changes });
    for (const url of ['/api/restaurants', '/api/plats']) {
      const [a, b] = await Promise.all([before.request(url), after.request(url)]);
      expect(b.status).toBe(200);
      expect(await b.json(), url).toEqual(await a.json());
    }
    // The demo client signs in on PostgreSQL with the password hash copied from SQLite.
    const login = await after.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@teranga.test', password: 'teranga123' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const orders = await after.request('/api/commandes', { headers: { authorization: `Bearer ${access_token}` } });
    expect(orders.status).toBe(200);
    expect(((await orders.json()) as unknown[]).length).toBeGreaterThan(0);
  }, 60_000);

  it('brings a file of an older version to the current schema before copying it', async () => {
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-copy-old-'));
    try {
      // The migrations folder as it stood before `commande_items.position` (0006).
      const folder = path.join(oldDir, 'drizzle');
      fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0006');
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      const oldFile = path.join(oldDir, 'old.db');
      const old = openDatabase(oldFile);
      await runMigrations(old, folder);
      await old.close();

      const empty = await openTestDatabase();
      try {
        const result = await copySqliteToPg(oldFile, empty.handle.location);
        expect(result.tables.commande_items).toBe(0);
      } finally {
        await empty.drop();
      }
    } finally {
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
  });

  it('refuses a database that already holds users, and changes nothing', async () => {
    await expect(copySqliteToPg(sqlitePath, target.handle.location)).rejects.toThrow(
      'La base PostgreSQL contient déjà des utilisateurs',
    );
    expect(await target.handle.db.value<number>(COUNT('users'))).toBe(await source.db.value<number>(COUNT('users')));
  });
});
