#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests and benches (issue 13, see docs/two-databases-plan.md):
// `initdb` in a temporary folder, a free port, a Unix socket in that folder, the given command run
// with DATABASE_URL pointing at a fresh database, then everything removed, whatever the outcome.
//
//   npm run pg:cluster -- <command> [args…]     (or node scripts/pg/cluster.mjs -- <command>)
//
// Uses Debian's `postgresql` package (PostgreSQL ≥ 15, `pg_config --bindir`). PostgreSQL refuses
// to run as root: when the shell is root, the server runs as the `postgres` user the package
// creates, in a folder handed over to it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// `npm run pg:cluster -- <command>` hands the script the command without the `--`.
const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator >= 0 ? separator + 1 : 2);
if (command.length === 0) {
  console.error('Usage : node scripts/pg/cluster.mjs -- <commande> [arguments…]');
  process.exit(2);
}

function binDir() {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (found.status === 0 && fs.existsSync(path.join(found.stdout.trim(), 'initdb'))) return found.stdout.trim();
  // Debian installs the server binaries outside the PATH.
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const latest = versions.at(-1);
  if (latest) return `/usr/lib/postgresql/${latest}/bin`;
  throw new Error('PostgreSQL introuvable : installez le paquet Debian `postgresql` (15 ou plus récent)');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const bin = binDir();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-pg-'));
const data = path.join(dir, 'data');
const user = asRoot ? 'postgres' : os.userInfo().username;

/** Runs a server binary, as `postgres` when we are root. */
function run(program, args, options = {}) {
  const full = path.join(bin, program);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${program} a échoué (${result.status}) : ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

let started = false;
function cleanUp() {
  if (started) {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Durability is not what a throwaway test cluster is for: fsync off makes it several times faster.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  started = true;
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, 'teranga']);
  const url = `postgres://${user}@127.0.0.1:${port}/teranga`;
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
  cleanUp();
}
process.exit(exitCode);
