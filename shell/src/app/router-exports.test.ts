import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import * as RouterExports from './router-exports';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every name a remote imports from the router, in its shipped code (not its tests or mocks). */
function namesImportedByRemotes(): Set<string> {
  const files = execSync('git ls-files "mfe-*/src/**/*.ts" "mfe-*/src/**/*.tsx" "mfe-*/src/*.ts" "mfe-*/src/*.tsx"', {
    cwd: ROOT,
  })
    .toString()
    .trim()
    .split('\n')
    .filter((file) => !/\.test\.tsx?$|\/mocks\/|\/test\//.test(file));
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(source, `${file}: import * de react-router`).not.toMatch(/import \* as \w+ from ['"]react-router/);
    for (const match of source.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router(-dom)?['"]/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

describe('the router the shell provides to the remotes', () => {
  it('has every name a remote imports', () => {
    const provided = Object.keys(RouterExports);
    const missing = [...namesImportedByRemotes()].filter((name) => !provided.includes(name));
    expect(missing).toEqual([]);
  });
});
