import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type CreateAppOptions } from '../app';
import { TEST_PASSWORD_COST } from '../auth/password';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export type TestContext = ReturnType<typeof createTestApp>;

/** A Response whose `json()` is loosely typed, for terse assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/**
 * A fresh, migrated in-memory database and an app built on it.
 * Call `close()` in `afterAll`/`afterEach`.
 */
export function createTestApp(overrides: Partial<CreateAppOptions> = {}) {
  const handle = openDatabase(':memory:');
  runMigrations(handle.db);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-uploads-'));
  const app = createApp({
    db: handle.db,
    sqlite: handle.sqlite,
    jwtSecret: TEST_JWT_SECRET,
    uploadsDir,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  });

  const request = (url: string, init?: RequestInit) => app.request(url, init) as Promise<TestResponse>;

  const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let counter = 0;
  /** Registers a user (unique email by default) and returns the auth result. */
  const register = async (fields: Partial<Record<'email' | 'password' | 'name' | 'phone' | 'address' | 'role', string>> = {}) => {
    counter += 1;
    const payload = {
      email: `user${counter}@example.test`,
      password: 'secret123',
      name: `Utilisateur ${counter}`,
      phone: '06 12 34 56 78',
      ...fields,
    };
    const res = await json('POST', '/api/auth/register', payload);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    return { ...((await res.json()) as AuthResult), password: payload.password };
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    app,
    db: handle.db,
    sqlite: handle.sqlite,
    uploadsDir,
    request,
    json,
    register,
    bearer,
    close() {
      handle.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

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
