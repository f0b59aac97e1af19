import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DEADLINES } from '@teranga/shared-ui/rules';
import webpush from 'web-push';
import { isPostgresUrl } from './db/client';
import { DEFAULT_EVENT_RETENTION_DAYS } from './domain/events';
import { loadPaymentsConfig, type PaymentsConfig } from './payments/config';

/** Absolute path of the api package (the folder holding package.json). */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folder of committed static assets served under `/api/static/`. */
export const PUBLIC_DIR = path.join(API_ROOT, 'public');

/** Folder of the drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

export interface AppConfig {
  port: number;
  /** Absolute path of the SQLite file, or `:memory:` (unused when `databaseUrl` is set). */
  dbPath: string;
  /** `DATABASE_URL=postgres://…`: PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** `API_WORKERS`: API processes sharing the port (node's cluster; default 1). */
  workers: number;
  /** Absolute path of the uploads folder (`public/` and `private/` inside). */
  uploadsDir: string;
  corsOrigins: string[];
  jwtSecret: string;
  /** Trust `X-Forwarded-For` for the client IP (only behind a trusted proxy). */
  trustProxy: boolean;
  /** `TRUST_PROXY_HOPS`: trusted proxies in front of the API (default 1), see `lib/client-ip.ts`. */
  trustProxyHops: number;
  logLevel: string;
  /** SMTP connection URL (`SMTP_URL`); null → e-mails are written to `outboxDir`. */
  smtpUrl: string | null;
  /** Folder of the `.eml` files when there is no SMTP (`OUTBOX_DIR`, default `<dir of DB_PATH>/outbox`). */
  outboxDir: string;
  /** `From:` of outgoing e-mails (`MAIL_FROM`). */
  mailFrom: string;
  /** Base URL of the web front used in e-mail links (`APP_URL`). */
  appUrl: string;
  /** `STRIPE_SECRET_KEY` / `STRIPE_PUBLISHABLE_KEY` / `STRIPE_WEBHOOK_SECRET`; none → built-in test mode. */
  payments: PaymentsConfig;
  /** Days the live event log keeps its events (`EVENTS_RETENTION_DAYS`, default 7). */
  eventRetentionDays: number;
  /** The order deadlines (`ORDER_ACCEPT_WINDOW_S`, `UNPAID_ORDER_TTL_S`, `COURIER_SEARCH_ALERT_S`). */
  deadlines: Deadlines;
  /** Web Push's VAPID keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`), see `resolveVapidKeys`. */
  vapid: VapidKeys;
}

/** The order deadlines, in seconds (defaults: `DEFAULT_DEADLINES` of the shared rules). */
export interface Deadlines {
  acceptWindowS: number;
  unpaidTtlS: number;
  courierSearchAlertS: number;
}

/** Resolves a path from the environment against the api package folder. */
function resolveFromApi(value: string): string {
  if (value === ':memory:') return value;
  return path.isAbsolute(value) ? value : path.resolve(API_ROOT, value);
}

export function parseOrigins(value: string | undefined): string[] {
  if (!value || !value.trim()) return [...DEFAULT_CORS_ORIGINS];
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const MIN_SECRET_LENGTH = 32;

/**
 * JWT secret: `JWT_SECRET` when set (at least 32 characters), otherwise 48
 * random bytes generated once and stored (mode 0600) in `<dbdir>/.jwt-secret`,
 * then reused on every start. An in-memory database gets an ephemeral secret.
 */
export function resolveJwtSecret(envSecret: string | undefined, dbPath: string): string {
  if (envSecret !== undefined && envSecret !== '') {
    if (envSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET doit contenir au moins ${MIN_SECRET_LENGTH} caractères`);
    }
    return envSecret;
  }
  if (dbPath === ':memory:') return randomBytes(48).toString('base64url');

  const dir = path.dirname(dbPath);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.jwt-secret');
  let existing: string | null = null;
  try {
    existing = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (existing !== null && existing.length >= MIN_SECRET_LENGTH) return existing;

  const secret = randomBytes(48).toString('base64url');
  if (existing !== null) {
    // Unusable (truncated) file: replace it.
    fs.writeFileSync(file, secret, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return secret;
  }
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it in the meantime: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

/** The server's identity towards the push services (base64url P-256 keys, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use about abuse. */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@teranga.test';

/** A new VAPID key pair (kept nowhere: an in-memory database, tests). */
export const generateVapidKeys = (subject = DEFAULT_VAPID_SUBJECT): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject,
});

/** Decoded lengths of a VAPID key pair: an uncompressed P-256 point, a P-256 scalar. */
const VAPID_KEY_BYTES = { publicKey: 65, privateKey: 32 } as const;

const isVapidKey = (value: unknown, which: keyof typeof VAPID_KEY_BYTES): value is string =>
  typeof value === 'string' &&
  /^[A-Za-z0-9_-]+$/.test(value) &&
  Buffer.from(value, 'base64url').length === VAPID_KEY_BYTES[which];

/**
 * VAPID keys: `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` when set (both, or the start stops: a half
 * configuration would sign with a key the browsers never saw), otherwise a pair generated once
 * into `<dbdir>/.vapid.json` (0600) and reused, like the JWT secret. The browsers' subscriptions
 * are bound to the public key: a new pair silently orphans all of them, hence the file, and the
 * environment for PostgreSQL deployments whose processes do not share a disk. An in-memory
 * database gets an ephemeral pair.
 */
export function resolveVapidKeys(env: NodeJS.ProcessEnv, dbPath: string): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT doit être une adresse mailto: ou une URL https:');
  }
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || '';
  if (publicKey || privateKey) {
    if (!isVapidKey(publicKey, 'publicKey') || !isVapidKey(privateKey, 'privateKey')) {
      throw new Error(
        'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (clés base64url de 65 et 32 octets, `npx web-push generate-vapid-keys`)',
      );
    }
    return { publicKey, privateKey, subject };
  }
  if (dbPath === ':memory:') return generateVapidKeys(subject);

  const dir = path.dirname(dbPath);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.vapid.json');
  const read = (): Omit<VapidKeys, 'subject'> | null => {
    let stored: { publicKey?: unknown; privateKey?: unknown };
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
      throw error;
    }
    return isVapidKey(stored.publicKey, 'publicKey') && isVapidKey(stored.privateKey, 'privateKey')
      ? { publicKey: stored.publicKey, privateKey: stored.privateKey }
      : null;
  };
  const existing = read();
  if (existing) return { ...existing, subject };

  const { publicKey: newPublic, privateKey: newPrivate } = webpush.generateVAPIDKeys();
  const content = JSON.stringify({ publicKey: newPublic, privateKey: newPrivate });
  if (fs.existsSync(file)) {
    // Unusable (truncated, edited) file: replace it.
    fs.writeFileSync(file, content, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return { publicKey: newPublic, privateKey: newPrivate, subject };
  }
  try {
    fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it in the meantime: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = read();
      if (theirs) return { ...theirs, subject };
    }
    throw error;
  }
  return { publicKey: newPublic, privateKey: newPrivate, subject };
}

export const MAX_TRUST_PROXY_HOPS = 10;

/**
 * `TRUST_PROXY_HOPS`: absent → 1. A wrong value stops the start rather than falling back: the
 * client IP would then be read from an entry the client writes, or from the wrong proxy.
 */
export function parseTrustProxyHops(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_TRUST_PROXY_HOPS) {
    throw new Error(
      `TRUST_PROXY_HOPS doit être un entier de 1 à ${MAX_TRUST_PROXY_HOPS} (le nombre de proxys de confiance devant l’API)`,
    );
  }
  return hops;
}

const positiveNumber = (value: string | undefined) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number.parseInt(env.PORT ?? '', 10);
  const dbPath = resolveFromApi(env.DB_PATH || 'data/teranga.db');
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8000,
    dbPath,
    databaseUrl: isPostgresUrl(env.DATABASE_URL) ? env.DATABASE_URL : null,
    workers: Math.min(64, Math.floor(positiveNumber(env.API_WORKERS) ?? 1)),
    uploadsDir: resolveFromApi(env.UPLOADS_DIR || 'data/uploads'),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dbPath),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    trustProxyHops: parseTrustProxyHops(env.TRUST_PROXY_HOPS),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    outboxDir: resolveFromApi(
      env.OUTBOX_DIR || (dbPath === ':memory:' ? 'data/outbox' : path.join(path.dirname(dbPath), 'outbox')),
    ),
    mailFrom: env.MAIL_FROM?.trim() || 'Teranga <no-reply@teranga.test>',
    appUrl: (env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    payments: loadPaymentsConfig(env),
    eventRetentionDays: positiveNumber(env.EVENTS_RETENTION_DAYS) ?? DEFAULT_EVENT_RETENTION_DAYS,
    deadlines: {
      acceptWindowS: positiveNumber(env.ORDER_ACCEPT_WINDOW_S) ?? DEFAULT_DEADLINES.acceptWindowS,
      unpaidTtlS: positiveNumber(env.UNPAID_ORDER_TTL_S) ?? DEFAULT_DEADLINES.unpaidTtlS,
      courierSearchAlertS: positiveNumber(env.COURIER_SEARCH_ALERT_S) ?? DEFAULT_DEADLINES.courierSearchAlertS,
    },
    vapid: resolveVapidKeys(env, dbPath),
  };
}
