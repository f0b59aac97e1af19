/**
 * Child processes of the bench: the real API, the reference server, the static front
 * servers. Each runs in its own process group (detached) so it can be stopped with
 * everything it spawned; every process started here is registered and stopped on exit.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface Proc {
  name: string;
  pid: number;
  port: number;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code / signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

const running = new Set<Proc>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops a process (SIGTERM, then SIGKILL after `graceMs`) and waits for it. */
export async function stop(proc: Proc | null | undefined, graceMs = 5000): Promise<void> {
  if (!proc) return;
  running.delete(proc);
  if (!proc.alive()) return;
  killGroup(proc.pid, 'SIGTERM');
  const timer = setTimeout(() => killGroup(proc.pid, 'SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** SIGKILL, no grace: the crash test. */
export async function crash(proc: Proc): Promise<void> {
  running.delete(proc);
  killGroup(proc.pid, 'SIGKILL');
  await proc.exited;
}

/** Last-resort cleanup (exit handlers): synchronous SIGKILL of every registered process. */
export function killAllSync(): void {
  for (const proc of running) if (proc.alive()) killGroup(proc.pid, 'SIGKILL');
  running.clear();
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => stop(p)));
}

/** True when nothing listens on `port` (checked by binding it, as the servers do). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** `preferred` when free, otherwise a free ephemeral port. */
export async function pickPort(preferred?: number): Promise<number> {
  if (preferred && (await isPortFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, proc: Proc | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && !proc.alive()) {
      throw new Error(`${proc.name} s'est arrêté au démarrage (voir ${proc.logFile}) :\n${tail(proc.logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs} ms`);
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface StartOptions {
  name: string;
  args: string[];
  port: number;
  cwd?: string;
  env?: Record<string, string | undefined>;
  logFile: string;
  /** Path polled until it answers 2xx. */
  healthPath: string;
  nodeOptions?: string[];
}

/** Starts `node <args>` in its own process group and waits until `healthPath` answers. */
export async function startNode(options: StartOptions): Promise<Proc> {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...options.args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env } as NodeJS.ProcessEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });
  const proc: Proc = {
    name: options.name,
    pid: child.pid!,
    port: options.port,
    logFile: options.logFile,
    child,
    exited,
    alive: () => !done,
  };
  running.add(proc);
  try {
    await waitForHttp(`http://127.0.0.1:${options.port}${options.healthPath}`, proc);
  } catch (error) {
    await stop(proc);
    throw error;
  }
  return proc;
}

export interface ApiOptions {
  port: number;
  dir: string;
  dbPath?: string;
  /** `postgres://…`: the API on PostgreSQL (`DATABASE_URL`) instead of the SQLite file. */
  databaseUrl?: string;
  /** `API_WORKERS`: processes serving the port (node's cluster); default 1. */
  workers?: number;
  logFile?: string;
  name?: string;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeOptions?: string[];
  env?: Record<string, string | undefined>;
}

/**
 * The real API exactly as production runs it (`node --import tsx api/src/server.ts`):
 * migrations, demo seed on an empty database, every middleware, LOG_LEVEL=warn. With
 * `workers` > 1 the process started is the cluster's primary, and this resolves once every
 * worker has served a request (the first one ready would otherwise take all the load).
 */
export async function startApi(options: ApiOptions): Promise<Proc> {
  const workers = options.workers ?? 1;
  const proc = await startNode({
    name: options.name ?? 'api',
    args: ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
    nodeOptions: options.nodeOptions,
    cwd: path.join(ROOT, 'api'),
    port: options.port,
    healthPath: '/api/health',
    logFile: options.logFile ?? path.join(options.dir, `${options.name ?? 'api'}.log`),
    env: {
      NODE_ENV: 'production',
      PORT: String(options.port),
      DB_PATH: options.dbPath ?? path.join(options.dir, 'teranga.db'),
      // Always explicit, so that a DATABASE_URL / API_WORKERS of the calling shell cannot turn a
      // SQLite single-process run into something else without saying so.
      DATABASE_URL: options.databaseUrl ?? '',
      API_WORKERS: String(workers),
      UPLOADS_DIR: path.join(options.dir, 'uploads'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  if (workers > 1) {
    try {
      await waitForWorkers(proc, workers);
    } catch (error) {
      await stop(proc);
      throw error;
    }
  }
  return proc;
}

// ---------------------------------------------------------------------------
// The workers of `API_WORKERS=N` (node's cluster)
// ---------------------------------------------------------------------------

/** Children of `pid` (the primary's cluster workers), from `ps`. */
export function childPids(pid: number): number[] {
  const found = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Inodes of the TCP sockets whose local port is `port` (IPv4 and IPv6 tables of /proc/net). */
function socketInodes(port: number): Set<string> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hex}`) && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * The workers holding a connection on `port`. In the cluster's round-robin mode the primary
 * accepts and hands each connection to a worker that listens, which then owns its socket: a
 * worker owning one is serving.
 */
export function servingWorkers(primaryPid: number, port: number): number[] {
  const inodes = socketInodes(port);
  return childPids(primaryPid).filter((pid) => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/fd`)
        .some((fd) => inodes.has(/^socket:\[(\d+)\]$/.exec(readLink(`/proc/${pid}/fd/${fd}`))?.[1] ?? ''));
    } catch {
      return false;
    }
  });
}

function readLink(file: string): string {
  try {
    return fs.readlinkSync(file);
  } catch {
    return '';
  }
}

/**
 * Waits until `workers` workers of `proc` serve its port: rounds of fresh keep-alive
 * connections, held open while the sockets are looked at, until every worker owns one.
 */
export async function waitForWorkers(proc: Proc, workers: number, timeoutMs = 60_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let serving: number[] = [];
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`${proc.name} s'est arrêté (voir ${proc.logFile}) :\n${tail(proc.logFile)}`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 * workers });
    try {
      await Promise.all(
        Array.from(
          { length: 4 * workers },
          () =>
            new Promise<void>((resolve) => {
              const req = http.get({ host: '127.0.0.1', port: proc.port, path: '/api/health', agent }, (res) => {
                res.resume();
                res.on('end', () => resolve());
              });
              // A connection the primary hands to a worker at the moment it dies is never answered
              // (node's cluster keeps it, waiting for the dead worker's reply): give up on it.
              req.setTimeout(2000, () => req.destroy());
              req.on('error', () => resolve());
            }),
        ),
      );
      serving = servingWorkers(proc.pid, proc.port);
    } finally {
      agent.destroy();
    }
    if (serving.length >= workers) return serving;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${proc.name} : ${serving.length}/${workers} processus servent le port après ${timeoutMs} ms (voir ${proc.logFile})`,
  );
}

export function startReference(options: { port: number; dbPath: string; dir: string }): Promise<Proc> {
  return startNode({
    name: 'reference',
    args: ['--import', 'tsx', path.join(ROOT, 'bench/reference-server.ts')],
    port: options.port,
    healthPath: '/api/health',
    logFile: path.join(options.dir, 'reference.log'),
    env: { PORT: String(options.port), DB_PATH: options.dbPath, NODE_ENV: 'production' },
  });
}
