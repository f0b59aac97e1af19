import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, query } from '../db/client';
import { categories } from '../db/schema';
import { account, restaurant } from '../test/catalog-fixtures';
import { createTestApp, TEST_ENGINE } from '../test/helpers';
import { CROSS_PROCESS_RECHECK_MS, ReadCaches } from './read-cache';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SELECT_V = query('SELECT v FROM t');
const SET_V = query('UPDATE t SET v = ?');

describe('VersionedCache', () => {
  // About SQLite itself: another connection's commit is seen through PRAGMA data_version.
  it.skipIf(TEST_ENGINE === 'pg')(
    'serves hits without rebuilding; a write of this connection empties it at once, another connection’s within 100 ms',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-read-cache-'));
      const main = openDatabase(path.join(dir, 'db.sqlite'));
      const other = openDatabase(path.join(dir, 'db.sqlite'));
      try {
        main.sqlite!.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1);');
        const cache = new ReadCaches(main.sqlite).get<number>('t');
        let builds = 0;
        const read = () =>
          cache.get('k', async () => {
            builds += 1;
            return (await main.db.value<number>(SELECT_V))!;
          });
        expect(await read()).toBe(1);
        expect(await read()).toBe(1);
        expect(builds).toBe(1);

        await main.db.exec(SET_V, [2]);
        expect(await read()).toBe(2);
        expect(builds).toBe(2);

        await other.db.exec(SET_V, [3]);
        await pause(CROSS_PROCESS_RECHECK_MS + 20);
        expect(await read()).toBe(3);
        expect(await read()).toBe(3);
        expect(builds).toBe(3);

        // A rolled-back write also invalidates (harmless: one extra rebuild).
        await expect(
          main.db.tx(async (tx) => {
            await tx.exec(SET_V, [4]);
            throw new Error('rollback');
          }),
        ).rejects.toThrow('rollback');
        expect(await read()).toBe(3);
      } finally {
        await other.close();
        await main.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('a value built while a write lands is answered to its reader but not kept', async () => {
    const t = await createTestApp();
    try {
      const owner = await account(t, 'restaurateur');
      const resto = await restaurant(t, owner.id);
      await t.handle.changes?.ready();
      const cache = new ReadCaches(t.sqlite ?? t.handle.changes).get<string[]>('names');
      let builds = 0;
      const build = async () => {
        builds += 1;
        return (await t.db.select().from(categories).where(eq(categories.restaurantId, resto.id))).map((c) => c.name);
      };

      // A slow reader reads the rows, then is held back while a write lands and another reader
      // rebuilds with it.
      let readDone!: () => void;
      const hasRead = new Promise<void>((resolve) => (readDone = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const slow = cache.get('k', async () => {
        const value = await build();
        readDone();
        await held;
        return value;
      });
      await hasRead;
      await t.db.insert(categories).values({ restaurantId: resto.id, name: 'Desserts' });
      expect(await cache.get('k', build)).toEqual(['Desserts']);

      release();
      expect(await slow).toEqual([]);
      // The slow reader's value did not replace the fresh one.
      expect(await cache.get('k', build)).toEqual(['Desserts']);
      expect(builds).toBe(2);
    } finally {
      await t.close();
    }
  });

  // About PostgreSQL itself: another process's commit is seen through LISTEN/NOTIFY.
  it.skipIf(TEST_ENGINE !== 'pg')(
    'PostgreSQL: hits without rebuilding; this process’s write empties it at once, another process’s on its notification',
    async () => {
      const t = await createTestApp();
      const other = openDatabase(t.handle.location);
      try {
        const owner = await account(t, 'restaurateur');
        const resto = await restaurant(t, owner.id);
        await t.handle.changes!.ready();
        const cache = new ReadCaches(t.handle.changes).get<number>('count');
        let builds = 0;
        const read = () =>
          cache.get('k', async () => {
            builds += 1;
            return (await t.db.select().from(categories).where(eq(categories.restaurantId, resto.id))).length;
          });
        expect(await read()).toBe(0);
        expect(await read()).toBe(0);
        expect(builds).toBe(1);

        await t.db.insert(categories).values({ restaurantId: resto.id, name: 'Entrées' });
        expect(await read()).toBe(1);
        expect(builds).toBe(2);

        // Another process (its own pool): seen once its notification arrives, well within a second.
        await other.db.insert(categories).values({ restaurantId: resto.id, name: 'Desserts' });
        const deadline = Date.now() + 1000;
        while ((await read()) !== 2 && Date.now() < deadline) await pause(5);
        expect(await read()).toBe(2);
      } finally {
        await other.close();
        await t.close();
      }
    },
  );

  it('without a change probe nothing is cached: every read builds', async () => {
    const cache = new ReadCaches(null).get<number>('n');
    let builds = 0;
    const read = () => cache.get('k', async () => ++builds);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });
});
