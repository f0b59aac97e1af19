import path from 'node:path';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import pino, { type Logger } from 'pino';
import { createPasswordHasher, defaultPasswordCost, type PasswordCost } from './auth/password';
import { DEFAULT_LOGIN_RATE_LIMIT, LoginRateLimiter, type LoginRateLimitOptions } from './auth/rate-limit';
import { findSessionUser } from './auth/sessions';
import { secretKey } from './auth/tokens';
import { DEFAULT_CORS_ORIGINS, generateVapidKeys, PUBLIC_DIR, type Deadlines, type VapidKeys } from './config';
import { preparedSelect, query, type Db, type SqliteDatabase } from './db/client';
import { DEFAULT_DEADLINES } from '@teranga/shared-ui/rules';
import type { ChangeFeed } from './db/notifications';
import { createNotifier } from './notifications';
import type { Notifier } from './notifications/notifier';
import { createWebPush } from './notifications/push';
import { users } from './db/schema';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentLinkKey } from './domain/documents';
import { NEXT_CURSOR_HEADER } from './domain/paging';
import { SettingsStore } from './domain/settings';
import { ledgerRoutes } from './routes/ledger';
import { promoRoutes } from './routes/promos';
import { settingsRoutes } from './routes/settings';
import { statementRoutes } from './routes/statements';
import { ReadCaches } from './domain/read-cache';
import { language } from './i18n';
import { ApiError, STATUS_MESSAGES } from './lib/errors';
import { jsonResponse } from './lib/openapi';
import { validationHook } from './lib/validation';
import { createAccessTokenVerifier } from './middleware/auth';
import { bodyLimit } from './middleware/body-limit';
import { cors } from './middleware/cors';
import { createAllowedMethods } from './middleware/method-not-allowed';
import { noStoreForSignedIn } from './middleware/no-store';
import { createMailer, type Mailer } from './mail';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { analyticsRoutes } from './routes/analytics';
import { categoryRoutes } from './routes/categories';
import { commandeRoutes } from './routes/commandes';
import { platRoutes } from './routes/plats';
import { restaurantRoutes } from './routes/restaurants';
import { uploadedFileRoutes, uploadRoutes } from './routes/upload';
import { documentRoutes } from './routes/documents';
import { livraisonRoutes } from './routes/livraisons';
import { eventRoutes } from './routes/events';
import { EventHub, type EventHubOptions } from './live/hub';
import { paiementRoutes } from './routes/paiements';
import { pushRoutes } from './routes/push';
import { reviewRoutes } from './routes/reviews';
import { createPaymentService } from './payments/service';
import type { FileStorage } from './storage';
import { LocalFileStorage } from './storage/local';
import type { PaymentsConfig } from './payments/config';
import { mountApiDocs } from './routes/docs';
import { staticRoutes } from './routes/static';
import { publicAccess, routeFactory } from './routes/kit';
import type { AppDeps, AppEnv } from './types';

export const API_BASE_PATH = '/api';
export const API_VERSION = '0.1.0';
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Multipart bodies (uploads: 5 MB files + form overhead). */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;
/** Sign-up documents (`POST /auth/me/documents/:key`): 10 MB files + form overhead. */
export const DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + 512 * 1024;

export interface CreateAppOptions {
  db: Db;
  /** The SQLite connection behind `db` (its data version drives the read caches); null on PostgreSQL. */
  sqlite: SqliteDatabase | null;
  /** PostgreSQL's change notifications (`DatabaseHandle.changes`): read caches and live streams. */
  changes?: ChangeFeed | null;
  /** HS256 secret (≥ 32 chars), see `loadConfig()`. */
  jwtSecret: string;
  /** Uploads folder (`public/`, `private/`): the default storage, and the default outbox's parent. */
  uploadsDir: string;
  /** Replaces the local-folder storage of `uploadsDir` (another backend, or an in-memory one in tests). */
  storage?: FileStorage;
  corsOrigins?: string[];
  publicDir?: string;
  trustProxy?: boolean;
  /** `TRUST_PROXY_HOPS` (default 1). */
  trustProxyHops?: number;
  logger?: Logger;
  /** argon2id cost; defaults to a cheap profile when NODE_ENV=test. */
  passwordCost?: PasswordCost;
  loginRateLimit?: LoginRateLimitOptions;
  /** SMTP URL; absent → e-mails are written as `.eml` files into `outboxDir`. */
  smtpUrl?: string | null;
  /** Outbox folder (default `<uploadsDir>/private/outbox`; `bootstrap` passes `<dir of DB_PATH>/outbox`). */
  outboxDir?: string;
  mailFrom?: string;
  /** Base URL of the web front, for links in e-mails (default `http://localhost:3000`). */
  appUrl?: string;
  /** Replaces the nodemailer-based mailer (tests). */
  mailer?: Mailer;
  /** Card payments: Stripe keys, or the built-in test mode when absent (see `loadPaymentsConfig`). */
  payments?: PaymentsConfig;
  /** Days the live event log keeps its events (`EVENTS_RETENTION_DAYS`, default 7). */
  eventRetentionDays?: number;
  /** The order deadlines (default `DEFAULT_DEADLINES`; tests shorten them). */
  deadlines?: Partial<Deadlines>;
  /** Replaces the notifier (tests). */
  notifier?: Notifier;
  /** Web Push's VAPID keys (`loadConfig().vapid`); absent → a pair for this app only. */
  vapid?: VapidKeys;
  /** Live events: how often each process reads the log for its streams (default 50 ms), and the streams' checks. */
  live?: Pick<EventHubOptions, 'pollMs' | 'recheckMs' | 'heartbeatMs' | 'maxStreamsPerUser' | 'maxQueuedBytes'>;
}

/** Builds the dependency bag handed to every request as `c.var.deps`. */
export function createDeps(options: CreateAppOptions): AppDeps {
  const { db } = options;
  const logger = options.logger ?? pino({ level: 'silent' });
  const key = secretKey(options.jwtSecret);
  // Prepared once: the user is read on every authenticated request.
  const byId = preparedSelect(
    db,
    'users_by_id',
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  );
  const byEmail = preparedSelect(
    db,
    'users_by_email',
    db
      .select()
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .limit(1),
  );
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: options.outboxDir ?? path.join(options.uploadsDir, 'private', 'outbox'),
      from: options.mailFrom,
      logger,
    });
  const appUrl = (options.appUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const push = createWebPush({ db, logger, vapid: options.vapid ?? generateVapidKeys() });
  const notifier = options.notifier ?? createNotifier({ db, mailer, logger, appUrl, push });
  // The deadlines in force: the admin's settings over the configured ones (read live).
  const settings = new SettingsStore(db, { ...DEFAULT_DEADLINES, ...options.deadlines });
  return {
    db,
    settings,
    deadlines: settings.deadlines,
    notifier,
    push,
    readCaches: new ReadCaches(options.sqlite ?? options.changes ?? null),
    payments: createPaymentService({
      db,
      logger,
      config: options.payments,
      deadlines: settings.deadlines,
      // A card order rings in its kitchen once paid, not before.
      onPaid: (orderId) => void notifier.order('new_order', orderId),
    }),
    events: new EventHub(db, {
      logger,
      retentionDays: options.eventRetentionDays,
      changes: options.changes ?? null,
      ...options.live,
    }),
    logger,
    storage: options.storage ?? new LocalFileStorage(options.uploadsDir),
    publicDir: options.publicDir ?? PUBLIC_DIR,
    corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    trustProxy: options.trustProxy ?? false,
    trustProxyHops: options.trustProxyHops ?? 1,
    mailer,
    appUrl,
    auth: {
      key,
      verifyAccessToken: createAccessTokenVerifier(key),
      documentLinkKey: documentLinkKey(key),
      passwords: createPasswordHasher(options.passwordCost ?? defaultPasswordCost()),
      loginLimiter: new LoginRateLimiter(db, options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT),
      findUserById: async (id) => (await byId({ id }))[0],
      findSessionUser: (id, sessionId, now) => findSessionUser(db, id, sessionId, now),
      findUserByEmail: async (email) => (await byEmail({ email }))[0],
    },
  };
}

const HEALTH_QUERY = query('SELECT 1');

const healthRoute = routeFactory('Système').get('/health', 'getHealth', publicAccess, {
  summary: 'État du service',
  responses: { 200: jsonResponse(z.object({ status: z.literal('ok') }).openapi('Health'), 'Service opérationnel') },
});

function httpExceptionDetail(error: HTTPException): string {
  if (error.status === 400 && /json/i.test(error.message)) return 'Le corps de la requête n’est pas un JSON valide';
  if (error.status === 415) return 'Type de contenu non supporté : envoyez du JSON (Content-Type: application/json)';
  return STATUS_MESSAGES[error.status] ?? 'Erreur';
}

/**
 * Builds the Hono app (base path `/api`). Tests call `app.request(...)`;
 * `server.ts` serves `app.fetch` with @hono/node-server. `deps` defaults to
 * `createDeps(options)`; tests pass their own to reach the app's state.
 */
export function createApp(options: CreateAppOptions, deps: AppDeps = createDeps(options)) {
  const { logger } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(API_BASE_PATH);

  // --- cross-cutting middleware --------------------------------------------
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    const status = c.res.status;
    logger[status >= 500 ? 'error' : 'info'](
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  // First after the log: it translates the error answers of everything below (issue 18).
  app.use('*', language());
  app.use(
    '*',
    secureHeaders({
      // Handlers may set their own (static images, docs page).
      overwrite: false,
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
      xFrameOptions: 'DENY',
    }),
  );
  const allowedOrigins = new Set(deps.corsOrigins);
  app.use(
    '*',
    cors({
      origin: (origin) => (allowedOrigins.has('*') ? '*' : allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language'],
      exposeHeaders: ['Retry-After', 'X-Request-Id', NEXT_CURSOR_HEADER],
      maxAge: 600,
    }),
  );
  app.use('*', noStoreForSignedIn);
  const tooLarge = (limit: string) => () => {
    throw new ApiError(413, `Requête trop volumineuse (maximum ${limit})`);
  };
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge('1 Mo') });
  // The only other multipart route is the image upload: its size rule speaks the spec's words.
  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'La taille du fichier ne doit pas dépasser 5MB');
    },
  });
  const documentLimit = bodyLimit({
    maxSize: DOCUMENT_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, DOCUMENT_MESSAGES.tooLarge);
    },
  });
  app.use('*', (c, next) =>
    /^multipart\/form-data/i.test(c.req.header('content-type') ?? '')
      ? c.req.path.startsWith(`${API_BASE_PATH}/auth/me/documents/`)
        ? documentLimit(c, next)
        : multipartLimit(c, next)
      : jsonLimit(c, next),
  );

  // --- routes ----------------------------------------------------------------
  app.openapi(healthRoute, async (c) => {
    await deps.db.value(HEALTH_QUERY);
    return c.json({ status: 'ok' as const }, 200);
  });
  // Issue 17's routers hang off several resources with whole paths, some next to a `/{id}`
  // (`/livraisons/earnings`, `/admin/finances`): mounted first, so no parameter swallows them.
  app.route('/', settingsRoutes());
  app.route('/', promoRoutes());
  app.route('/', statementRoutes());
  app.route('/', ledgerRoutes());
  app.route('/auth', authRoutes());
  app.route('/static', staticRoutes());
  app.route('/restaurants', restaurantRoutes());
  app.route('/plats', platRoutes());
  app.route('/categories', categoryRoutes());
  app.route('/upload', uploadRoutes());
  app.route('/uploads', uploadedFileRoutes());
  app.route('/commandes', commandeRoutes());
  app.route('/analytics', analyticsRoutes());
  app.route('/admin', adminRoutes());
  app.route('/documents', documentRoutes());
  app.route('/livraisons', livraisonRoutes());
  app.route('/events', eventRoutes());
  app.route('/paiements', paiementRoutes(deps.payments));
  app.route('/push', pushRoutes());
  // Reviews hang off several resources (orders, restaurants, admin): their paths are whole.
  app.route('/', reviewRoutes());

  // --- OpenAPI document + offline reference page ---------------------------
  mountApiDocs(app, { basePath: API_BASE_PATH, version: API_VERSION });

  // --- errors ----------------------------------------------------------------
  const allowedMethods = createAllowedMethods(() => app.routes);
  app.notFound((c) => {
    const allow = allowedMethods(c.req.method, c.req.path);
    if (allow) {
      const detail = `Méthode non autorisée pour cette ressource : utilisez ${allow.join(', ')}`;
      return c.json({ detail }, 405, { Allow: allow.join(', ') });
    }
    return c.json({ detail: 'Ressource introuvable' }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // A 413 is answered before the body is read: the rest of it would be taken for the next request
      // on this connection, which then fails (issue 15, finding 10). The client must open another one.
      const headers = error.status === 413 ? { ...error.headers, Connection: 'close' } : error.headers;
      return c.json({ detail: error.detail }, error.status, headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: httpExceptionDetail(error) }, error.status);
    }
    logger.error({ reqId: c.get('requestId'), err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ detail: 'Erreur interne du serveur' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
