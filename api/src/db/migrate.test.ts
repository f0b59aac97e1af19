import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { openDatabase, type DatabaseHandle, type SqliteDatabase } from './client';
import { runMigrations } from './migrate';
import { ROLLUP_TRIGGERS, TEST_ENGINE } from '../test/helpers';

type SqliteHandle = DatabaseHandle & { sqlite: SqliteDatabase };

const names = (handle: SqliteHandle, type: 'table' | 'trigger') =>
  (
    handle.sqlite.prepare('SELECT name FROM sqlite_master WHERE type = ? ORDER BY name').pluck().all(type) as string[]
  ).filter((name) => !name.startsWith('sqlite_'));

const opened: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(): SqliteHandle {
  const handle = openDatabase(':memory:');
  opened.push(handle);
  return handle as SqliteHandle;
}

/** The migrations folder as the previous version shipped it: only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-migrations-'));
  dirs.push(dir);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

// The SQLite migrations folder and sqlite_master: migrate-pg.test.ts is the PostgreSQL twin.
describe.skipIf(TEST_ENGINE === 'pg')('migrations', () => {
  it('a fresh database gets every table, the webhook events table and the analytics triggers', async () => {
    const db = open();
    await runMigrations(db);
    expect(names(db, 'table')).toEqual(
      expect.arrayContaining(['commandes', 'livraisons', 'paiement_webhook_events', 'restaurant_daily_stats']),
    );
    expect(names(db, 'trigger')).toEqual(ROLLUP_TRIGGERS);
    // The triggers work: an order is counted in the roll-up as soon as it is written.
    db.sqlite.exec(`
      INSERT INTO users (id, name, email, phone, role, password_hash, created_at, updated_at) VALUES ('u', 'U', 'u@x.test', '0', 'client', 'x', 'x', 'x');
      INSERT INTO restaurants (id, owner_id, name, address, created_at, updated_at) VALUES ('r', 'u', 'R', 'A', 'x', 'x');
      INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents, delivery_fee_cents, total_cents, delivery_address, created_at, updated_at)
        VALUES ('c', 'u', 'r', 'livree', 'cash', 'paid', 1000, 250, 1250, 'A', '2025-01-02T10:00:00.000Z', 'x');`);
    expect(db.sqlite.prepare('SELECT day, orders, revenue_cents FROM restaurant_daily_stats').get()).toEqual({
      day: '2025-01-02',
      orders: 1,
      revenue_cents: 1250,
    });
  });

  it('a database of the previous version (webhook table made at start-up) migrates cleanly and keeps its events', async () => {
    const db = open();
    await runMigrations(db, firstMigrations(3));
    // What the previous version ran at every start-up.
    db.sqlite.exec(`CREATE TABLE IF NOT EXISTS paiement_webhook_events (
      event_id TEXT PRIMARY KEY NOT NULL,
      type TEXT NOT NULL,
      received_at TEXT NOT NULL
    )`);
    db.sqlite.prepare("INSERT INTO paiement_webhook_events VALUES ('evt_1', 'payment_intent.succeeded', 'x')").run();

    await expect(runMigrations(db)).resolves.toBeUndefined();
    expect(db.sqlite.prepare('SELECT event_id FROM paiement_webhook_events').pluck().all()).toEqual(['evt_1']);
    expect(names(db, 'trigger')).toEqual(ROLLUP_TRIGGERS);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(db.sqlite.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(journal.entries.length);
    // Running again changes nothing.
    await expect(runMigrations(db)).resolves.toBeUndefined();
  });
});
