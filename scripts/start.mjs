#!/usr/bin/env node
// `npm start`: builds the front apps when their build is missing or older than their
// sources, then runs the API and each app in its own process (so one remote can be
// stopped or redeployed alone). The database and the build are reused across starts.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import concurrently from 'concurrently';
import { APPS } from './rspack/apps.mjs';
import { FRONT_APPS, ROOT, apiCommand, serveCommand } from './apps.mjs';

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function staleApps() {
  const common = Math.max(
    newestMtime(path.join(ROOT, 'shared-ui/src')),
    newestMtime(path.join(ROOT, 'scripts/rspack')),
  );
  return FRONT_APPS.filter((app) => {
    // The shell, a runtime-only federation host, has no mf-manifest.json (scripts/rspack/create-config.mjs).
    const manifest = path.join(ROOT, app, app === 'shell' ? 'dist/shared-manifest.json' : 'dist/mf-manifest.json');
    if (!existsSync(manifest)) return true;
    const built = statSync(manifest).mtimeMs;
    return (
      Math.max(common, newestMtime(path.join(ROOT, app, 'src')), newestMtime(path.join(ROOT, app, 'public'))) > built
    );
  });
}

const stale = staleApps();
if (stale.length > 0) {
  console.log(`Construction de : ${stale.join(', ')}`);
  execSync(`npm run build ${stale.map((app) => `-w ${app}`).join(' ')}`, { cwd: ROOT, stdio: 'inherit' });
}

// Plain words stay bare: concurrently strips a command's outer quotes, so a fully quoted
// command line would reach the shell as one word.
const shellWord = (word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);
const commandLine = ({ cmd, args }) => [cmd, ...args].map(shellWord).join(' ');
const api = apiCommand();
const { result } = concurrently(
  [
    { name: 'api', command: commandLine(api), cwd: path.join(ROOT, 'api') },
    ...FRONT_APPS.map((app) => ({ name: app, command: commandLine(serveCommand(app)) })),
  ],
  { prefix: 'name', killOthersOn: ['failure'], cwd: ROOT },
);

console.log(
  [
    '',
    'Teranga démarre :',
    `  API      http://localhost:${api.port}/api (documentation : /api/docs)`,
    ...FRONT_APPS.map((app) => `  ${app.padEnd(17)} http://localhost:${APPS[app].port}`),
    '',
  ].join('\n'),
);

result.catch(() => process.exit(1));
