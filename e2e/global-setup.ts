import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NAMES, initState, startServer } from './support/processes';

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'teranga-e2e-'));
  initState(dir);
  // The API first: it migrates and seeds the fresh database the apps will talk to.
  await startServer('api', dir);
  await Promise.all(SERVER_NAMES.filter((n) => n !== 'api').map((name) => startServer(name, dir)));
}
