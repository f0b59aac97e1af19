import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { CROSS_PROCESS_RECHECK_MS, ReadCaches } from './read-cache';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('VersionedCache', () => {
  it('serves hits without rebuilding; a write of this connection empties it at once, another connection’s within 100 ms', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-read-cache-'));
    const main = openDatabase(path.join(dir, 'db.sqlite'));
    const other = openDatabase(path.join(dir, 'db.sqlite'));
    try {
      main.sqlite.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1);');
      const cache = new ReadCaches(main.sqlite).get<number>('t');
      let builds = 0;
      const read = () =>
        cache.get('k', () => {
          builds += 1;
          return (main.sqlite.prepare('SELECT v FROM t').get() as { v: number }).v;
        });
      expect(read()).toBe(1);
      expect(read()).toBe(1);
      expect(builds).toBe(1);

      main.sqlite.prepare('UPDATE t SET v = 2').run();
      expect(read()).toBe(2);
      expect(builds).toBe(2);

      other.sqlite.prepare('UPDATE t SET v = 3').run();
      await pause(CROSS_PROCESS_RECHECK_MS + 20);
      expect(read()).toBe(3);
      expect(read()).toBe(3);
      expect(builds).toBe(3);

      // A rolled-back write also invalidates (harmless: one extra rebuild).
      try {
        main.sqlite.transaction(() => {
          main.sqlite.prepare('UPDATE t SET v = 4').run();
          throw new Error('rollback');
        })();
      } catch {
        // expected
      }
      expect(read()).toBe(3);
    } finally {
      other.close();
      main.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
