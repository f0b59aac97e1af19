// `npm run contract:generate`: the front's API types come from the API itself.
// Builds the OpenAPI document in-process (as served at /api/openapi.json), turns it into TypeScript with
// openapi-typescript and writes shared-ui/src/types/api.gen.ts, formatted with the repo's prettier config.
// `--check` (`npm run contract:check`) regenerates in memory and fails when the committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildOpenApiDocument } from './openapi-document.mts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const target = path.join(root, 'shared-ui/src/types/api.gen.ts');
const relativeTarget = path.relative(root, target);

const HEADER = `// GENERATED FILE, do not edit: the API's OpenAPI document (GET /api/openapi.json) through openapi-typescript.
// Regenerate after changing an API route or schema: \`npm run contract:generate\` (CI runs \`npm run contract:check\`).
// Hand-written aliases of these types live in ./index.ts.
`;

async function render(): Promise<string> {
  // openapi-typescript takes the document as an object: nothing is fetched.
  const ast = await openapiTS((await buildOpenApiDocument()) as Parameters<typeof openapiTS>[0], {
    // A field with a default is still optional for whoever SENDS the payload (the API fills it in).
    defaultNonNullable: false,
  });
  const source = `${HEADER}\n${astToString(ast)}`;
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(source, { ...options, filepath: target });
}

const generated = await render();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      `${relativeTarget} does not match the API's OpenAPI document.\n` +
        'Run `npm run contract:generate` and commit the result (the API and the front types must change together).',
    );
    process.exit(1);
  }
  console.log(`${relativeTarget} is up to date.`);
} else {
  fs.writeFileSync(target, generated);
  console.log(`Wrote ${relativeTarget}.`);
}
