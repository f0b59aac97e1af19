/**
 * Production entry point: `npm run start -w api`.
 * Migrates the database, seeds demo data when it is empty, then serves the
 * app on PORT (default 8000). See bootstrap.ts for the environment variables.
 */
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';

async function main() {
  const { app, config, logger, events, close } = await bootstrap();
  logger.info({ dbPath: config.dbPath, uploadsDir: config.uploadsDir }, 'database ready');
  events.startMaintenance();

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(
      { port: info.port, corsOrigins: config.corsOrigins },
      `Teranga API prête sur http://localhost:${info.port}/api`,
    );
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    close();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const exit = () => {
      close();
      process.exit(0);
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

main().catch((error) => {
  console.error('Échec du démarrage de l’API :', error);
  process.exit(1);
});
