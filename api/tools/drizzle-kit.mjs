// Runs drizzle-kit (hoisted at the repo root) while letting it import the
// drizzle-orm copy installed in api/node_modules. drizzle-kit loads
// `drizzle-orm/version` with a dynamic import() from its own location, which
// does not see api/node_modules; the resolve hook below retries from here.
// Usage: node tools/drizzle-kit.mjs generate
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

register('./resolve-from-api.mjs', import.meta.url);

// Same fallback for CommonJS require() calls made by drizzle-kit.
const apiNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [apiNodeModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
// @ts-expect-error -- internal but stable API to re-read NODE_PATH
Module._initPaths();

const require = createRequire(import.meta.url);
const kitEntry = require.resolve('drizzle-kit');
require(path.join(path.dirname(kitEntry), 'bin.cjs'));
