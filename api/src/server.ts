/**
 * Production entry point: `npm run start -w api`.
 * Migrates the database, seeds demo data when it is empty, then serves the
 * app on PORT (default 8000). See bootstrap.ts for the environment variables.
 *
 * `API_WORKERS=N` (N > 1) serves the port from N processes with node's `cluster`: the primary
 * migrates and seeds once, then forks the workers and replaces any that dies; the workers share
 * everything through the database (docs/deployment.md), so no request needs a particular one.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { startDeadlineSweeps } from './domain/deadlines';

async function serveApi(options: { seed: boolean }) {
  const { app, config, logger, events, deps, close } = await bootstrap(process.env, { seed: options.seed });
  logger.info(
    { db: config.databaseUrl ? 'postgresql' : config.dbPath, uploadsDir: config.uploadsDir, pid: process.pid },
    'database ready',
  );
  events.startMaintenance();
  // Every process sweeps: each cancellation is a conditional UPDATE, so none is done twice.
  const stopSweeps = startDeadlineSweeps(deps);

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(
      { port: info.port, corsOrigins: config.corsOrigins },
      `Teranga API prête sur http://localhost:${info.port}/api`,
    );
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    void stopSweeps()
      .then(close)
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const exit = () => {
      void stopSweeps()
        .then(close)
        .finally(() => process.exit(0));
    };
    // Open event streams would hold the server open: end them (clients resume elsewhere).
    events.close();
    server.close(exit);
    // Keep-alive connections must not delay the exit for long.
    setTimeout(exit, 3000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** The primary of `API_WORKERS=N`: database ready once, then N workers kept alive. */
async function primary(workers: number) {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'teranga-api', role: 'primary' } });
  // Migrations and the demo seed run here once, so the workers never race for them.
  const prepared = await bootstrap(process.env, { logger });
  await prepared.close();

  let stopping = false;
  // The workers accept connections themselves (the kernel shares them out) rather than through
  // the primary, which hands each connection to a worker: a connection handed to a worker at the
  // moment it dies is never answered (seen in the bench's crash section), while one waiting in
  // the shared backlog is simply taken by another worker.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn({ pid: worker.process.pid, code, signal }, 'API worker ended: replaced');
    fork();
  });
  logger.info({ workers, port: config.port }, `Teranga API : ${workers} processus sur le port ${config.port}`);

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const exit = () => process.exit(0);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) exit();
    });
    setTimeout(exit, 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main() {
  const { workers } = loadConfig();
  if (cluster.isPrimary && workers > 1) return primary(workers);
  // A cluster worker finds the database migrated and seeded by its primary.
  return serveApi({ seed: !cluster.isWorker });
}

main().catch((error) => {
  console.error('Échec du démarrage de l’API :', error);
  process.exit(1);
});
