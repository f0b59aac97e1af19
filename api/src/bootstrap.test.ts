import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap';
import { openTestDatabase, TEST_ENGINE } from './test/database';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-boot-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('bootstrap (what `npm run start` does)', () => {
  it('works on a fresh DB_PATH whose folder does not exist, then restarts on it', async () => {
    // PostgreSQL: a fresh database of its own (DB_PATH then only locates the JWT secret file).
    const pg = TEST_ENGINE === 'pg' ? await openTestDatabase() : null;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DB_PATH: path.join(dir, 'does', 'not', 'exist', 'teranga.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ...(pg ? { DATABASE_URL: pg.handle.location } : {}),
    };
    const first = await bootstrap(env);
    try {
      expect(first.seed.seeded).toBe(true);
      expect(fs.existsSync(path.join(dir, 'does', 'not', 'exist', '.jwt-secret'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'uploads', 'private', 'documents'))).toBe(true);
      const login = await first.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@teranga.test', password: 'teranga123' }),
      });
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      await first.close();

      // Restart: no re-seed, same JWT secret (tokens survive restarts).
      const second = await bootstrap(env);
      try {
        expect(second.seed.seeded).toBe(false);
        const me = await second.app.request('/api/auth/me', { headers: { authorization: `Bearer ${access_token}` } });
        expect(me.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await pg?.drop();
    }
  });
});
