import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VAPID_SUBJECT, generateVapidKeys, resolveVapidKeys } from '../config';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-vapid-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once beside the database (0600), then reused', () => {
    const dbPath = path.join(dir, 'nested', 'teranga.db');
    const first = resolveVapidKeys({}, dbPath);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dir, 'nested', '.vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({ VAPID_SUBJECT: 'https://teranga.example' }, dbPath)).toEqual({
      ...first,
      subject: 'https://teranga.example',
    });
    // An unusable file is replaced.
    fs.writeFileSync(file, '{"publicKey":"abc"');
    const replaced = resolveVapidKeys({}, dbPath);
    expect(replaced.publicKey).not.toBe(first.publicKey);
    expect(resolveVapidKeys({}, dbPath)).toEqual(replaced);
  });

  it('come from the environment when set (both keys, or the start stops)', () => {
    const { publicKey, privateKey } = generateVapidKeys();
    const dbPath = path.join(dir, 'teranga.db');
    expect(resolveVapidKeys({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }, dbPath)).toEqual({
      publicKey,
      privateKey,
      subject: DEFAULT_VAPID_SUBJECT,
    });
    expect(fs.existsSync(path.join(dir, '.vapid.json'))).toBe(false);
    expect(() => resolveVapidKeys({ VAPID_PUBLIC_KEY: publicKey }, dbPath)).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => resolveVapidKeys({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: publicKey }, dbPath)).toThrow(
      /65 et 32 octets/,
    );
    expect(() => resolveVapidKeys({ VAPID_SUBJECT: 'ops@teranga.test' }, dbPath)).toThrow(/VAPID_SUBJECT/);
  });

  it('are ephemeral with an in-memory database', () => {
    const a = resolveVapidKeys({}, ':memory:');
    expect(resolveVapidKeys({}, ':memory:').publicKey).not.toBe(a.publicKey);
  });
});
