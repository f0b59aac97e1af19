// A throwaway PostgreSQL cluster (issue 13, see docs/two-databases-plan.md): `initdb` in a
// temporary folder, a free port, a Unix socket in that folder, a fresh `teranga` database; `stop()`
// removes everything. Used by `npm run pg:cluster` (cluster.mjs: tests) and by `npm run bench --
// --db pg` (bench/lib/pg.ts), which differ only in the server settings they ask for.
//
// Uses Debian's `postgresql` package (PostgreSQL ≥ 15, `pg_config --bindir`). PostgreSQL refuses
// to run as root: when the shell is root, the server runs as the `postgres` user the package
// creates, in a folder handed over to it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The settings of a cluster for tests. Durability is not what a throwaway test cluster is for:
 * fsync off (and no full-page writes) makes it several times faster. Never for measurements.
 */
export const TEST_SETTINGS = Object.freeze({
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: 200,
});

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

/**
 * Starts a cluster and creates its `teranga` database.
 *
 * @param {{ settings?: Record<string, string | number>, database?: string }} [options]
 *   `settings`: `-c name=value` server settings (default TEST_SETTINGS; given ones replace them
 *   all, so that a caller asking for durability cannot inherit `fsync=off` by accident).
 * @returns {Promise<{ url: string, port: number, dir: string, version: string,
 *   settings: Record<string, string | number>, stop(): void }>}
 */
export async function startCluster(options = {}) {
  const settings = { ...(options.settings ?? TEST_SETTINGS) };
  const database = options.database ?? 'teranga';
  const asRoot = process.getuid?.() === 0;
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-pg-'));
  const data = path.join(dir, 'data');
  const user = asRoot ? 'postgres' : os.userInfo().username;

  /** Runs a server binary, as `postgres` when we are root. */
  function run(program, args) {
    const full = path.join(bin, program);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} a échoué (${result.status}) : ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  }

  let started = false;
  let removed = false;
  // Synchronous on purpose: callers also stop the cluster from `process.on('exit')`.
  function stop() {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
    }
    if (!removed) {
      removed = true;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  try {
    if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
    // --no-sync: initdb's own files need not reach the disk for a cluster that lives minutes.
    run('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    const flags = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1'];
    for (const [name, value] of Object.entries(settings)) flags.push(`-c ${name}=${value}`);
    run('pg_ctl', ['-D', data, '-o', flags.join(' '), '-l', path.join(dir, 'server.log'), '-w', 'start']);
    started = true;
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, database]);
    const version = run('postgres', ['--version']).trim();
    return { url: `postgres://${user}@127.0.0.1:${port}/${database}`, port, dir, version, settings, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
