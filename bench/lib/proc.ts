/**
 * Child processes of the bench: the real API, the reference server, the static front
 * servers. Each runs in its own process group (detached) so it can be stopped with
 * everything it spawned; every process started here is registered and stopped on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
  logFile?: string;
  name?: string;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeOptions?: string[];
  env?: Record<string, string | undefined>;
}

/**
 * The real API exactly as production runs it (`node --import tsx api/src/server.ts`):
 * migrations, demo seed on an empty database, every middleware, LOG_LEVEL=warn.
 */
export function startApi(options: ApiOptions): Promise<Proc> {
  return startNode({
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
      UPLOADS_DIR: path.join(options.dir, 'uploads'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
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
