import pino, { type Logger } from 'pino';
import { createApp, createDeps, type App, type CreateAppOptions } from './app';
import type { EventHub } from './live/hub';
import type { AppDeps } from './types';
import { createPasswordHasher, defaultPasswordCost } from './auth/password';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase, type SeedResult } from './db/seed';

export interface Bootstrapped {
  app: App;
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  seed: SeedResult;
  /** The live events of this process (`startMaintenance()` prunes the log hourly). */
  events: EventHub;
  /** The app's dependencies (the server starts the deadline sweeps with them). */
  deps: AppDeps;
  /** Ends the event streams, then closes the database. */
  close(): Promise<void>;
}

/**
 * Everything `npm run start` does before listening: read the environment
 * (PORT, DB_PATH or DATABASE_URL, JWT_SECRET, UPLOADS_DIR, CORS_ORIGINS...), open + migrate
 * the database (its folder is created), seed demo data when empty, build the app.
 *
 *   const { app, close } = await bootstrap({ ...process.env, DB_PATH: '/tmp/x/teranga.db' });
 */
export async function bootstrap(
  env: NodeJS.ProcessEnv = process.env,
  options: { seed?: boolean; logger?: Logger } = {},
): Promise<Bootstrapped> {
  const config = loadConfig(env);
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'teranga-api' } });
  const database = openDatabase(config.databaseUrl ?? config.dbPath);
  try {
    await runMigrations(database);
    const passwordCost = defaultPasswordCost(env);
    const seed =
      options.seed === false
        ? { seeded: false, counts: {}, ms: 0 }
        : await seedDatabase(database.db, {
            uploadsDir: config.uploadsDir,
            passwords: createPasswordHasher(passwordCost),
            deadlines: config.deadlines,
          });
    if (seed.seeded) logger.info({ ms: seed.ms, counts: seed.counts }, 'demo data seeded');

    const appOptions: CreateAppOptions = {
      db: database.db,
      sqlite: database.sqlite,
      changes: database.changes,
      jwtSecret: config.jwtSecret,
      uploadsDir: config.uploadsDir,
      corsOrigins: config.corsOrigins,
      trustProxy: config.trustProxy,
      trustProxyHops: config.trustProxyHops,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      mailFrom: config.mailFrom,
      appUrl: config.appUrl,
      payments: config.payments,
      logger,
      passwordCost,
      eventRetentionDays: config.eventRetentionDays,
      deadlines: config.deadlines,
      vapid: config.vapid,
    };
    const deps = createDeps(appOptions);
    const app = createApp(appOptions, deps);
    const close = async () => {
      // Open event streams end first, so the server can close at once.
      deps.events.close();
      await database.close();
    };
    return { app, config, database, logger, seed, events: deps.events, deps, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
