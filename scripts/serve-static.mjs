#!/usr/bin/env node
// Serves one built app (dist/) on its own port, as its own process, so each remote can be
// stopped or redeployed alone. Hashed assets are cached for a year; the files that name
// them (HTML, remoteEntry.js, mf-manifest.json, remotes.json) are revalidated every time,
// so a redeployed remote is picked up by the next page load.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    // A deployment can point the shell at other remotes without rebuilding it.
    'remotes-file': { type: 'string', default: process.env.REMOTES_FILE },
  },
});

const root = path.resolve(values.dir);
const port = Number(process.env.APP_PORT || values.port);
if (!Number.isInteger(port)) throw new Error('--port est requis');

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

const assets = sirv(root, {
  single: values.spa,
  etag: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
const remotesFile = values['remotes-file'] ? path.resolve(values['remotes-file']) : null;
const remotesOverride = remotesFile ? sirv(path.dirname(remotesFile), { etag: true }) : null;
const gzip = compression();

const server = http.createServer((req, res) => {
  if (values.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  gzip(req, res, () => {
    if (remotesOverride && req.url?.split('?')[0] === '/remotes.json') {
      req.url = `/${path.basename(remotesFile)}`;
      return remotesOverride(req, res, () => notFound(res));
    }
    assets(req, res, () => notFound(res));
  });
});

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Introuvable');
}

server.listen(port, () => console.log(`${path.basename(path.dirname(root))} servi sur http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
