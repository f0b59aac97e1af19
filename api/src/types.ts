import type { Logger } from 'pino';
import type { PasswordHasher } from './auth/password';
import type { LoginRateLimiter } from './auth/rate-limit';
import type { AppDatabase, SqliteDatabase } from './db/client';
import type { User } from './db/schema';
import type { Mailer } from './mail';

/** The authenticated user: the full DB row, loaded on every request. */
export type AuthUser = User;

/** Everything a handler may need, available as `c.var.deps`. */
export interface AppDeps {
  db: AppDatabase;
  sqlite: SqliteDatabase;
  logger: Logger;
  /** Absolute uploads folder: `public/` is served, `private/` is not. */
  uploadsDir: string;
  /** Absolute folder of committed static assets (`public/images`). */
  publicDir: string;
  corsOrigins: string[];
  /** Trust X-Forwarded-For for the client IP. */
  trustProxy: boolean;
  /** Outgoing e-mail: SMTP when `SMTP_URL` is set, else `.eml` files in the outbox. */
  mailer: Mailer;
  /** Base URL of the web front, for links in e-mails (`APP_URL`). */
  appUrl: string;
  auth: {
    /** HS256 key for access tokens. */
    key: Uint8Array;
    passwords: PasswordHasher;
    loginLimiter: LoginRateLimiter;
    /** Prepared statement: user row by id (undefined when missing). */
    findUserById(id: string): User | undefined;
    /** Prepared statement: user row by normalised email. */
    findUserByEmail(email: string): User | undefined;
  };
}

/** Hono env of every router: `c.var.deps`, `c.var.requestId`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
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
