/**
 * Production entry point: `npm run start -w api`.
 * Loads the config, migrates the database, seeds demo data when it is empty,
 * then serves the app on PORT (default 8000).
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { createPasswordHasher, defaultPasswordCost } from './auth/password';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'teranga-api' } });

  const handle = openDatabase(config.dbPath);
  runMigrations(handle.db);
  logger.info({ dbPath: config.dbPath }, 'database migrated');

  const passwordCost = defaultPasswordCost();
  const seed = await seedDatabase(handle.db, {
    uploadsDir: config.uploadsDir,
    passwords: createPasswordHasher(passwordCost),
  });
  if (seed.seeded) logger.info({ ms: seed.ms, counts: seed.counts }, 'demo data seeded');

  const app = createApp({
    db: handle.db,
    sqlite: handle.sqlite,
    jwtSecret: config.jwtSecret,
    uploadsDir: config.uploadsDir,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logger,
    passwordCost,
  });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info({ port: info.port, corsOrigins: config.corsOrigins }, `Teranga API prête sur http://localhost:${info.port}/api`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      handle.close();
      process.exit(0);
    });
    // Keep-alive connections must not block the exit for long.
    setTimeout(() => {
      handle.close();
      process.exit(0);
    }, 3000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  // eslint-disable-next-line no-console
  console.error('Échec du démarrage de l’API :', error);
  process.exit(1);
});
