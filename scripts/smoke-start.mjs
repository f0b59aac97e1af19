#!/usr/bin/env node
// Proves the README's `npm start` as a user runs it: one command brings up the API and the
// five apps on their ports (each its own process), then everything stops cleanly. Uses a
// throw-away database so the demo database is left alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'teranga-start-'));
const urls = [
  'http://localhost:8000/api/health',
  'http://localhost:3000/',
  'http://localhost:3000/remotes.json',
  ...[3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}/mf-manifest.json`),
];

const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
  cwd: ROOT,
  env: {
    ...process.env,
    DB_PATH: path.join(dir, 'teranga.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));

const ok = async (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );
const started = Date.now();
let ready = false;
while (Date.now() - started < 120_000 && child.exitCode === null) {
  if ((await Promise.all(urls.map(ok))).every(Boolean)) {
    ready = true;
    break;
  }
  await new Promise((r) => setTimeout(r, 300));
}

let login = false;
if (ready) {
  const res = await fetch('http://localhost:8000/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email: 'client@teranga.test', password: 'teranga123' }),
  });
  login = res.ok && (await res.json()).user?.role === 'client';
}

try {
  process.kill(-child.pid, 'SIGTERM');
} catch {
  /* already stopped */
}
rmSync(dir, { recursive: true, force: true });

if (ready && login) {
  console.log(`npm start : API et 5 applications prêtes en ${Date.now() - started} ms, connexion du client de démo ok`);
  console.log('1 passed, 0 failed');
} else {
  console.error(output.slice(-4000));
  console.error(`npm start : ${ready ? 'connexion du client de démo impossible' : 'services non prêts'}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
