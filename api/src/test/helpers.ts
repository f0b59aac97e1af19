import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApp, createDeps, type CreateAppOptions } from '../app';
import { TEST_PASSWORD_COST } from '../auth/password';
import { openTestDatabase } from './database';
import { NEXT_CURSOR_HEADER } from '../domain/paging';

export { TEST_ENGINE } from './database';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The analytics roll-up triggers (`drizzle/0002_analytics_rollups.sql`), by name. */
export const ROLLUP_TRIGGERS = [
  'commande_items_rollup_delete',
  'commande_items_rollup_insert',
  'commande_items_rollup_update',
  'commandes_rollup_delete',
  'commandes_rollup_dishes_update',
  'commandes_rollup_insert',
  'commandes_rollup_update',
];

/** A Response whose `json()` is loosely typed, for terse assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/**
 * A fresh, migrated database (in-memory SQLite, or a PostgreSQL copy of the template under
 * `npm run test:pg`) and an app built on it. Call `close()` in `afterAll`/`afterEach`.
 */
export async function createTestApp(overrides: Partial<CreateAppOptions> = {}) {
  const { handle, drop } = await openTestDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-uploads-'));
  const options: CreateAppOptions = {
    db: handle.db,
    sqlite: handle.sqlite,
    changes: handle.changes,
    jwtSecret: TEST_JWT_SECRET,
    uploadsDir,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  };
  const deps = createDeps(options);
  const app = createApp(options, deps);

  const request = (url: string, init?: RequestInit) => app.request(url, init) as Promise<TestResponse>;

  const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Registers a user (unique email by default) and returns the auth result. */
  const register = async (fields: Partial<Record<RegisterField, string>> = {}) => {
    const payload = registerPayload(fields);
    const res = await json('POST', '/api/auth/register', payload);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    return { ...((await res.json()) as AuthResult), password: payload.password };
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /**
   * GETs `url` (a paged list) and follows `X-Next-Cursor` to the last page;
   * `between(n)` runs after page n. Returns every page's body.
   */
  const pages = async (
    url: string,
    headers: Record<string, string>,
    between: (page: number) => void | Promise<void> = () => {},
  ) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const out: any[][] = [];
    let next: string | null = url;
    while (next) {
      const res = await request(next, { headers });
      if (res.status !== 200) throw new Error(`${next}: ${res.status} ${await res.text()}`);
      out.push(await res.json());
      const cursor = res.headers.get(NEXT_CURSOR_HEADER);
      next = cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : null;
      await between(out.length);
    }
    return out;
  };

  return {
    app,
    /** The app's dependencies (database, caches, services). */
    deps,
    db: handle.db,
    /** The SQLite connection (null on PostgreSQL). */
    sqlite: handle.sqlite,
    handle,
    uploadsDir,
    request,
    json,
    register,
    bearer,
    pages,
    async close() {
      deps.events.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** An object that forwards every property read to `current()`: a value rebuilt by hooks, used as a constant. */
function forwarder<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} exists only while a test runs`);
      return value[key as keyof T];
    },
  });
}

/**
 * A fresh `createTestApp(overrides)` for each test (`per: 'file'`: one for the whole file),
 * closed afterwards. The returned context always forwards to the current app, so a test
 * file declares it once: `const t = useTestApp();`.
 */
export function useTestApp({
  per = 'test',
  ...overrides
}: Partial<CreateAppOptions> & { per?: 'test' | 'file' } = {}): TestContext {
  let current: TestContext | undefined;
  const [setUp, tearDown] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  setUp(async () => {
    current = await createTestApp(overrides);
  });
  tearDown(async () => {
    await current?.close();
  });
  return forwarder(() => current, 'useTestApp()');
}

/**
 * `build()` before each test (after the hooks declared earlier, e.g. `useTestApp`); the
 * returned object forwards to its latest result: `const cast = perTest(() => ownershipCast(t))`,
 * then `cast.own.headers` in the tests.
 */
export function perTest<T extends object>(build: () => T | Promise<T>): T {
  let current: T | undefined;
  beforeEach(async () => {
    current = await build();
  });
  return forwarder(() => current, 'perTest()');
}

/** The JSON body of `res`, once its status is checked. */
export async function bodyOf(res: TestResponse, status: number) {
  expect(res.status).toBe(status);
  return res.json();
}

/** A response's headers as a plain object (lower-case names), for `toMatchObject`. */
export const headersOf = (res: Response) => Object.fromEntries(res.headers);

/** A sign-up payload (unique email by default), for the tests that call `/api/auth/register` themselves. */
export function registerPayload(fields: Partial<Record<RegisterField, string>> = {}) {
  registered += 1;
  return {
    email: `user${registered}@example.test`,
    password: 'teranga-secret',
    name: `Utilisateur ${registered}`,
    phone: '06 12 34 56 78',
    ...fields,
  };
}

let registered = 0;

type RegisterField = 'email' | 'password' | 'name' | 'phone' | 'address' | 'role';

export interface AuthResult {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  redirect: string;
  user: {
    id: string;
    name: string;
    email: string;
    phone: string;
    address: string | null;
    role: string;
    is_active: boolean;
    is_verified: boolean;
    created_at: string;
    rejection_reason?: string;
  };
}
