/**
 * One deadline sweep in a process of its own (`deadlines.test.ts`): opens the database of
 * `DATABASE_URL` or `DB_PATH`, waits for the `go` line on stdin (so that several processes start
 * together), sweeps at `SWEEP_AT` (ISO) and prints one JSON line: the sweep's result and what its
 * notifier was asked to tell.
 */
import readline from 'node:readline';
import { createDeps } from '../app';
import { openDatabase } from '../db/client';
import { sweepDeadlines } from '../domain/deadlines';
import type { Notifier, OrderNotice } from '../notifications/notifier';

// Nothing here imports vitest (the test helpers do): this runs outside the test runner.

async function main() {
  const handle = openDatabase(process.env.DATABASE_URL ?? process.env.DB_PATH!, { poolSize: 4 });
  const calls: [OrderNotice, string][] = [];
  const notifier: Notifier = {
    order: async (notice, commandeId) => {
      calls.push([notice, commandeId]);
    },
  };
  const deps = createDeps({
    db: handle.db,
    sqlite: handle.sqlite,
    changes: handle.changes,
    jwtSecret: 'sweep-process-0123456789-abcdefghijklmnopqrstuvwxyz',
    uploadsDir: process.env.UPLOADS_DIR!,
    notifier,
  });
  const input = readline.createInterface({ input: process.stdin });
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => input.once('line', () => resolve()));
  input.close();
  try {
    const result = await sweepDeadlines(deps, new Date(process.env.SWEEP_AT!));
    process.stdout.write(`${JSON.stringify({ result, notices: calls })}\n`);
  } finally {
    deps.events.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
