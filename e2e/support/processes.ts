// Starts and stops the marketplace's processes for the end-to-end run: the API on a fresh
// database and each built app served by its own process, exactly as `npm start` does.
import { spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { FRONT_APPS, apiCommand, serveCommand } from '../../scripts/apps.mjs';

export type ServerName = 'api' | 'shell' | 'mfe-client' | 'mfe-restaurateur' | 'mfe-livreur' | 'mfe-admin';
export const SERVER_NAMES: ServerName[] = ['api', ...(FRONT_APPS as ServerName[])];

interface State {
  dir: string;
  pids: Partial<Record<ServerName, number>>;
}

const stateFile = () => path.join(process.env.TERANGA_E2E_DIR ?? '', 'processes.json');
const readState = (): State => JSON.parse(readFileSync(stateFile(), 'utf8')) as State;
const writeState = (state: State) => writeFileSync(stateFile(), JSON.stringify(state));

function commandFor(name: ServerName): { cmd: string; args: string[]; port: number } {
  return name === 'api' ? apiCommand() : serveCommand(name);
}

export async function startServer(name: ServerName, dir = process.env.TERANGA_E2E_DIR ?? ''): Promise<void> {
  const { cmd, args, port } = commandFor(name);
  const log = openSync(path.join(dir, `${name}.log`), 'a');
  const child = spawn(cmd, args, {
    cwd: path.resolve(import.meta.dirname, '../..', name === 'api' ? 'api' : '.'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DB_PATH: path.join(dir, 'teranga.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      LOG_LEVEL: 'warn',
      // The specs share the demo restaurants for longer than the default 8 minutes: orders a spec
      // leaves unanswered must not be cancelled, nor pause their restaurant, under a later spec.
      ORDER_ACCEPT_WINDOW_S: process.env.ORDER_ACCEPT_WINDOW_S ?? '3600',
      UNPAID_ORDER_TTL_S: process.env.UNPAID_ORDER_TTL_S ?? '3600',
    },
    stdio: ['ignore', log, log],
    // Own process group: stopping a server stops whatever it spawned too.
    detached: true,
  });
  child.unref();
  const state = readState();
  state.pids[name] = child.pid;
  writeState(state);
  await waitForPort(port, name === 'api' ? '/api/health' : '/');
}

export function stopServer(name: ServerName): void {
  const state = readState();
  const pid = state.pids[name];
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  delete state.pids[name];
  writeState(state);
}

export function initState(dir: string): void {
  process.env.TERANGA_E2E_DIR = dir;
  writeState({ dir, pids: {} });
}

export function stopAll(): void {
  for (const name of SERVER_NAMES) stopServer(name);
}

async function waitForPort(port: number, pathname: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${port}${pathname}`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Le serveur du port ${port} n'a pas démarré`);
}
