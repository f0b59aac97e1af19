/**
 * The API's OpenAPI 3.1 document (`GET /api/openapi.json`) and its offline
 * reference page (`GET /api/docs`): a self-contained HTML page (no script,
 * no CDN) rendered on the server from that document.
 *
 * The document is the contract: `npm run lint:openapi` lints it and
 * `scripts/contract/generate.mts` turns it into the front's types.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../types';

type Json = unknown;

interface OperationLike {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Json }[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

interface DocumentLike {
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationLike>>;
  components?: { schemas?: Record<string, Json> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function schemaBlock(schema: Json): string {
  if (!schema) return '';
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.split('/').pop() ?? ref;
    return `<p>Schéma <a href="#schema-${slug(name)}"><code>${escapeHtml(name)}</code></a></p>`;
  }
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function renderOperation(method: string, path: string, op: OperationLike, base: string): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> <small>(${escapeHtml(p.in)}${p.required ? ', obligatoire' : ''})</small>${
          p.description ? ` — ${escapeHtml(p.description)}` : ''
        }</li>`,
    )
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}${schema ? schemaBlock(schema) : ''}</li>`;
    })
    .join('');
  const secured = (op.security ?? []).length > 0;
  return `<details class="op" id="${slug(`${method}-${path}`)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(base + path)}</code> ${
    secured ? '<span class="lock" title="Jeton Bearer requis">Bearer</span>' : ''
  } <span class="sum">${escapeHtml(op.summary)}</span></summary>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params ? `<h4>Paramètres</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Corps (application/json)</h4>${schemaBlock(body)}` : ''}
${responses ? `<h4>Réponses</h4><ul>${responses}</ul>` : ''}
</details>`;
}

export function renderDocsHtml(document: object, openapiUrl: string): string {
  const doc = document as DocumentLike;
  // Paths are relative to the first server (`/api`): the page shows the URLs as they are called.
  const base = doc.servers?.[0]?.url.startsWith('/') ? doc.servers[0].url : '';
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Divers';
      const list = groups.get(tag) ?? [];
      list.push(renderOperation(method, path, op, base));
      groups.set(tag, list);
    }
  }
  const sections = [...groups.entries()]
    .map(([tag, ops]) => `<section><h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}</section>`)
    .join('\n');
  const toc = [...groups.keys()].map((tag) => `<a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a>`).join(' · ');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<details class="schema" id="schema-${slug(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(
          JSON.stringify(schema, null, 2),
        )}</pre></details>`,
    )
    .join('\n');
  const title = `${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim();

  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — référence</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0 auto;max-width:1000px;padding:1rem 1.5rem;color:#1f2937;line-height:1.45}
h1{color:#c2410c}h2{border-bottom:2px solid #fed7aa;padding-bottom:.25rem;margin-top:2rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
pre{background:#f8fafc;border:1px solid #e5e7eb;border-radius:6px;padding:.6rem;overflow:auto;max-height:420px}
details.op{border:1px solid #e5e7eb;border-radius:8px;margin:.5rem 0;padding:.4rem .8rem;background:#fff}
details.op[open]{box-shadow:0 1px 4px rgba(0,0,0,.08)}
summary{cursor:pointer}.sum{color:#4b5563}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-weight:700;font-size:.75rem;border-radius:4px;padding:.1rem .3rem;color:#fff}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#9333ea}.delete{background:#dc2626}
nav{margin:.5rem 0 1rem}a{color:#c2410c}
.lock{font-size:.7rem;border:1px solid #c2410c;color:#c2410c;border-radius:4px;padding:0 .3rem;vertical-align:middle}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(doc.info?.description ?? '')}</p>
<p>Document OpenAPI 3.1 : <a href="${escapeHtml(openapiUrl)}"><code>${escapeHtml(openapiUrl)}</code></a>. Les routes marquées <span class="lock">Bearer</span> attendent l’en-tête <code>Authorization: Bearer &lt;access_token&gt;</code>. Erreurs : <code>{"detail": "message"}</code>.</p>
<nav>${toc} · <a href="#schemas">Schémas</a></nav>
${sections}
<section><h2 id="schemas">Schémas</h2>${schemas}</section>
</body>
</html>`;
}

/** CSP of the docs page: inline styles only, nothing else. */
export const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface ApiDocsOptions {
  /** Where the app is mounted (`/api`): the document's paths are relative to it, its first server says so. */
  basePath: string;
  version: string;
}

/**
 * Registers the security scheme and serves `/openapi.json` and `/docs`. Call
 * it after every route is mounted: the document is built (once) on first request.
 */
export function mountApiDocs(app: OpenAPIHono<AppEnv>, { basePath, version }: ApiDocsOptions): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: `Jeton d’accès (15 min) obtenu par ${basePath}/auth/login, /register ou /refresh`,
  });
  let cached: object | null = null;
  const openApiDocument = () => {
    if (cached) return cached;
    const document = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Teranga API',
        version,
        description:
          'API de la marketplace Teranga (cuisine africaine et caribéenne). Montants en euros, dates ISO 8601, messages d’erreur en français.',
        // SPDX id as the name: the 3.0 typings of the generator lack 3.1's `identifier`.
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      servers: [
        { url: basePath, description: 'Ce serveur (URL relative au document)' },
        { url: `http://localhost:8000${basePath}`, description: 'Développement local (npm run dev)' },
      ],
    });
    // Hono lists the routes with the base path; the servers carry it instead.
    const paths = Object.fromEntries(
      Object.entries(document.paths ?? {}).map(([path, item]) => [
        path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path,
        item,
      ]),
    );
    cached = { ...document, paths };
    return cached;
  };
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/docs', (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(renderDocsHtml(openApiDocument(), `${basePath}/openapi.json`));
  });
}
