#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests (issue 13, see docs/two-databases-plan.md): the given
// command runs with DATABASE_URL pointing at a fresh database of a cluster started for it
// (cluster-lib.mjs, test settings: fsync off), then everything is removed, whatever the outcome.
//
//   npm run pg:cluster -- <command> [args…]     (or node scripts/pg/cluster.mjs -- <command>)
import { spawn } from 'node:child_process';
import { startCluster } from './cluster-lib.mjs';

// `npm run pg:cluster -- <command>` hands the script the command without the `--`.
const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator >= 0 ? separator + 1 : 2);
if (command.length === 0) {
  console.error('Usage : node scripts/pg/cluster.mjs -- <commande> [arguments…]');
  process.exit(2);
}

let cluster = null;
let exitCode = 1;
try {
  cluster = await startCluster();
  const url = cluster.url;
  console.log(`PostgreSQL jetable prêt : ${url}`);

  exitCode = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
      shell: process.platform === 'win32',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cluster?.stop();
}
process.exit(exitCode);
