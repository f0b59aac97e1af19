// The processes that make up the marketplace, shared by `npm start`, `npm run dev` and
// the end-to-end harness so the three can never disagree on ports or commands.
import path from 'node:path';
import { APPS } from './rspack/apps.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const FRONT_APPS = Object.keys(APPS);
export const API_PORT = Number(process.env.PORT || 8000);

/** Command (argv) that serves one built front app from its dist/ folder. */
export function serveCommand(app) {
  const { port } = APPS[app];
  const args = [
    path.join(ROOT, 'scripts/serve-static.mjs'),
    '--dir',
    path.join(ROOT, app, 'dist'),
    '--port',
    String(port),
  ];
  // Every app is a single-page app; remotes are also read cross-origin by the host.
  args.push('--spa');
  if (app !== 'shell') args.push('--cors');
  return { cmd: process.execPath, args, port };
}

/** Command (argv) that runs the API: migrations, demo seed when empty, then the server. */
export function apiCommand() {
  return {
    cmd: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
    port: API_PORT,
  };
}
