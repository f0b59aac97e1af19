// `npm run lint:openapi`: lints the API's OpenAPI document with Redocly (rules in /redocly.yaml).
// The document is built in-process (no server) into a temp file; Redocly runs offline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, serializeDocument } from './openapi-document.mts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);

function redoclyBin(): string {
  const manifestPath = require.resolve('@redocly/cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.redocly!);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  fs.writeFileSync(file, serializeDocument(await buildOpenApiDocument()));
  const result = spawnSync(
    process.execPath,
    [redoclyBin(), 'lint', file, '--config', path.join(root, 'redocly.yaml')],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        // No telemetry and no "new version" lookup: the lint must work without network.
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
