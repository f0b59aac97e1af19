import type { Logger } from 'pino';
import type { PasswordHasher } from './auth/password';
import type { SessionUser } from './auth/sessions';
import type { LoginRateLimiter } from './auth/rate-limit';
import type { Deadlines } from './config';
import type { Db } from './db/client';
import type { Notifier } from './notifications/notifier';
import type { WebPush } from './notifications/push';
import type { User } from './db/schema';
import type { ReadCaches } from './domain/read-cache';
import type { SettingsStore } from './domain/settings';
import type { EventHub } from './live/hub';
import type { Locale } from './i18n/locales';
import type { Mailer } from './mail';
import type { AccessTokenVerifier } from './middleware/auth';
import type { PaymentService } from './payments/service';
import type { FileStorage } from './storage';

/** The authenticated user: the full DB row, loaded on every request. */
export type AuthUser = User;

/**
 * Everything a handler may need, available as `c.var.deps`. Per-app state
 * (prepared statements, caches, services) lives here, never in module
 * variables: two apps on two databases in one process share nothing.
 */
export interface AppDeps {
  /** SQLite or PostgreSQL behind one API (`db.engine` says which; see `db/client.ts`). */
  db: Db;
  /** Read-through caches of public read models, emptied when the database changes. */
  readCaches: ReadCaches;
  /** Card payments (intents, webhooks, refunds of cancelled orders). */
  payments: PaymentService;
  /**
   * The order deadlines (seconds): acceptance, unpaid card orders, courier search alert. Live:
   * the admin's settings over the configuration (`settings.deadlines`).
   */
  deadlines: Deadlines;
  /** The platform's settings (issue 17): money terms and deadlines. */
  settings: SettingsStore;
  /** E-mail and Web Push about orders, sent after the commit (`notifications/`). */
  notifier: Notifier;
  /** Browsers' push subscriptions and the sending (`notifications/push.ts`), with the VAPID public key. */
  push: WebPush;
  /** Fan-out of the live event log to this process's open streams (`GET /events`). */
  events: EventHub;
  logger: Logger;
  /**
   * Uploaded files, by key: `public/…` (images, served) and `private/…` (documents, signed links
   * only). Never a path: every API process must see the same files (see `storage/index.ts`).
   */
  storage: FileStorage;
  /** Absolute folder of committed static assets (`public/images`). */
  publicDir: string;
  corsOrigins: string[];
  /** Trust X-Forwarded-For for the client IP. */
  trustProxy: boolean;
  /** Trusted proxies in front of the API (`TRUST_PROXY_HOPS`): which X-Forwarded-For entry is the client's. */
  trustProxyHops: number;
  /** Outgoing e-mail: SMTP when `SMTP_URL` is set, else `.eml` files in the outbox. */
  mailer: Mailer;
  /** Base URL of the web front, for links in e-mails (`APP_URL`). */
  appUrl: string;
  auth: {
    /** HS256 key for access tokens. */
    key: Uint8Array;
    /** Access-token check with a cache of the tokens already verified. */
    verifyAccessToken: AccessTokenVerifier;
    /** HMAC key of the signed document links (derived from `key`). */
    documentLinkKey: Buffer;
    passwords: PasswordHasher;
    loginLimiter: LoginRateLimiter;
    /** User row by id (undefined when missing), a prepared statement on the hot path. */
    findUserById(id: string): Promise<User | undefined>;
    /** User row by id and whether session `sessionId` is still open: one prepared statement, every authenticated request. */
    findSessionUser(id: string, sessionId: string, now: Date): Promise<SessionUser | undefined>;
    /** User row by normalised email. */
    findUserByEmail(email: string): Promise<User | undefined>;
  };
}

/** Hono env of every router: `c.var.deps`, `c.var.requestId`, `c.var.locale`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The answer's language, from `Accept-Language` (French by default; `i18n/`). */
    locale: Locale;
  };
}

/** Env after `requireAuth` / `requireRole(...)`: adds `c.var.user` and `c.var.sessionId`. */
export interface AuthEnv {
  Variables: AppEnv['Variables'] & {
    user: AuthUser;
    /** Refresh-token family of the access token (its "session"). */
    sessionId: string;
  };
}
