#!/usr/bin/env node
// The npm registry reachable here serves only the Linux builds of some native packages
// (e.g. @rspack/binding-darwin-arm64 answers 404). `npm install` then leaves their entries
// out of package-lock.json, and `npm ci` refuses the lock as "out of sync". This restores
// an entry for every missing platform build, marked optional with its os/cpu, so that
// npm ci skips it on Linux exactly as it would with a complete lock.
// Run after any `npm install` that changes the lock: node scripts/lock-platform-bindings.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony'].find((o) => tail.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'wasm32'].find((c) =>
    tail.includes(`-${c}`),
  );
  if (!cpu) return null;
  const libc = tail.endsWith('-musl') ? ['musl'] : tail.endsWith('-gnu') ? ['glibc'] : undefined;
  return { os: os ? [os] : undefined, cpu: [cpu], libc };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${dep}`;
    if (lock.packages[depKey] || lock.packages[`${key}/${depKey}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[depKey] = {
      version,
      ...(platform.cpu && { cpu: platform.cpu }),
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(platform.os && { os: platform.os }),
      ...(platform.libc && { libc: platform.libc }),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entrée(s) de plateforme ajoutée(s) à package-lock.json`);
