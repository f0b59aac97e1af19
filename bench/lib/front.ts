/**
 * Front-end weight (what the browser downloads, gzip, per page) and Lighthouse scores
 * of the BUILT apps, each served by its own `scripts/serve-static.mjs` process on its
 * product port (3000–3004), exactly as `npm start` serves them.
 *
 * The built apps call the API at http://localhost:8000/api (baked in at build time).
 * The bench's browsers get `--host-resolver-rules=MAP localhost:8000 127.0.0.1:<bench API>`,
 * so they talk to the bench's fresh API without touching whatever may run on :8000.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm start
import { FRONT_APPS, serveCommand } from '../../scripts/apps.mjs';
import type { Session } from './http';
import { isPortFree, pickPort, ROOT, startNode, stop, type Proc } from './proc';

export const FRONT_PORTS = [3000, 3001, 3002, 3003, 3004];
const REMOTE_PORTS: Record<string, number> = { client: 3001, restaurateur: 3002, livreur: 3003, admin: 3004 };
const APP_OF_PORT: Record<number, string> = {
  3000: 'shell',
  3001: 'mfe-client',
  3002: 'mfe-restaurateur',
  3003: 'mfe-livreur',
  3004: 'mfe-admin',
};

export const FRONT_BUDGETS = {
  publicJsKb: 130,
  remoteKb: 60,
  lighthouse: { performance: 95, accessibility: 95, 'best-practices': 95 },
  lcpMs: 1500,
  /**
   * Lighthouse's mobile preset (a mid-range phone: 4× slower CPU, slow 4G) on the page a client
   * opens first, issue 18. No LCP budget there: on that simulated network the figure is the point.
   */
  lighthouseMobile: { performance: 90, accessibility: 95, 'best-practices': 95 },
} as const;

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const KB = 1024;
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

export async function busyFrontPorts(): Promise<number[]> {
  const busy: number[] = [];
  for (const port of FRONT_PORTS) if (!(await isPortFree(port))) busy.push(port);
  return busy;
}

/**
 * Which built files carry which shared library: a remote's mf-manifest.json, or for the shell,
 * a runtime-only federation host without that file, the shared-manifest.json its build writes.
 */
const manifestOf = (app: string) =>
  path.join(ROOT, app, app === 'shell' ? 'dist/shared-manifest.json' : 'dist/mf-manifest.json');

function missingBuilds(): string[] {
  return (FRONT_APPS as string[]).filter(
    (app) => !fs.existsSync(path.join(ROOT, app, 'dist/index.html')) || !fs.existsSync(manifestOf(app)),
  );
}

/** `npm run build` when a dist/ is missing. */
export async function ensureBuilt(
  logFile: string,
  log: (line: string) => void,
): Promise<{ built: boolean; ms: number }> {
  const missing = missingBuilds();
  if (missing.length === 0) return { built: false, ms: 0 };
  log(`  dist/ absent pour ${missing.join(', ')} : npm run build…`);
  const started = Date.now();
  const out = fs.openSync(logFile, 'a');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', resolve);
  });
  fs.closeSync(out);
  if (code !== 0) throw new Error(`npm run build a échoué (voir ${logFile})`);
  return { built: true, ms: Date.now() - started };
}

export async function startFrontServers(dir: string): Promise<Proc[]> {
  return Promise.all(
    (FRONT_APPS as string[]).map((app) => {
      const { args, port } = serveCommand(app) as { args: string[]; port: number };
      return startNode({ name: app, args, port, healthPath: '/', logFile: path.join(dir, `${app}.log`) });
    }),
  );
}

// ---------------------------------------------------------------------------
// Shared-module ownership of built files (from each app's manifest, see manifestOf)
// ---------------------------------------------------------------------------

/** `<port>/<file>` → shared package names whose chunks include that file. */
function sharedFiles(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [port, app] of Object.entries(APP_OF_PORT)) {
    const manifest = JSON.parse(fs.readFileSync(manifestOf(app), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${port}/${file}`;
        map.set(key, [...(map.get(key) ?? []), shared.name]);
      }
    }
  }
  return map;
}

/**
 * gzip size of React + ReactDOM alone, the floor any page of this stack pays: a remote's own copies
 * (its federation fallbacks, chunks of their own), since the shell bundles React with its first script.
 */
export function reactFloorBytes(): { bytes: number; files: string[] } {
  const manifest = JSON.parse(fs.readFileSync(manifestOf('mfe-client'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const files = new Set<string>();
  for (const s of manifest.shared)
    if (['react', 'react-dom', 'react-dom/client'].includes(s.name)) for (const f of s.assets.js.sync) files.add(f);
  let bytes = 0;
  for (const f of files)
    bytes += zlib.gzipSync(fs.readFileSync(path.join(ROOT, 'mfe-client/dist', f)), { level: 6 }).length;
  return { bytes, files: [...files] };
}

// ---------------------------------------------------------------------------
// Weight of each page
// ---------------------------------------------------------------------------

export interface PageSpec {
  path: string;
  /** Area whose session is seeded in localStorage (null: anonymous). */
  area: keyof typeof REMOTE_PORTS | null;
}

export const PAGES: PageSpec[] = [
  { path: '/', area: null },
  { path: '/login', area: null },
  { path: '/client/explorer', area: 'client' },
  { path: '/restaurateur/dashboard', area: 'restaurateur' },
  { path: '/livreur/dashboard', area: 'livreur' },
  { path: '/admin/dashboard', area: 'admin' },
];

export interface Resource {
  url: string;
  type: string;
  status: number;
  /** Bytes of the body on the wire (encoded), from CDP. */
  transferBytes: number;
  /** Bytes of the body once decoded. */
  bodyBytes: number;
  /** gzip -6 of the decoded body (what the static server's compression sends). */
  gzipBytes: number;
  shared: string[];
}

export interface PageWeight {
  path: string;
  area: string | null;
  finalUrl: string;
  jsGzip: number;
  cssGzip: number;
  jsTransfer: number;
  jsFiles: number;
  byOrigin: Record<string, number>;
  remotesFetched: number[];
  ownRemoteBytes: number | null;
  reactCopies: number;
  reactDomCopies: number;
  consoleErrors: string[];
  resources: Resource[];
  budgets: { name: string; value: string; budget: string; pass: boolean }[];
  pass: boolean;
}

function sessionInit(session: Session | null) {
  return session
    ? { access_token: session.access_token, refresh_token: session.refresh_token, user: JSON.stringify(session.user) }
    : null;
}

/** The live stream stays open as long as the page: it never counts as in flight. */
const isLiveStream = (url: string) => new URL(url).pathname.endsWith('/api/events');

/** Resolves once no request but the live stream has been in flight for 500 ms (30 s at most). */
async function settled(requests: Map<string, { url: string }>, finished: Set<string>): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = [...requests].some(([id, r]) => !finished.has(id) && !isLiveStream(r.url));
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('La page ne s’est pas stabilisée en 30 s');
}

async function measurePage(
  browser: Browser,
  spec: PageSpec,
  session: Session | null,
  shared: Map<string, string[]>,
): Promise<PageWeight> {
  // What the page itself downloads on a first visit: the app's service worker (registered after the
  // load, then fetching for its cache) is not part of it.
  const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  const seed = sessionInit(session);
  await context.addInitScript((s) => {
    if (location.origin !== 'http://localhost:3000') return;
    if (s) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    else localStorage.clear();
  }, seed);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 200));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string; status: number; headerBytes: number }>();
  const finished = new Set<string>();
  cdp.on('Network.loadingFailed', (e) => finished.add(e.requestId));
  const pending: Promise<void>[] = [];
  const resources: Resource[] = [];
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', status: 0, headerBytes: 0 }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.status = e.response.status;
      r.headerBytes = e.response.encodedDataLength ?? 0;
      r.type = e.type ?? r.type;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    finished.add(e.requestId);
    const r = requests.get(e.requestId);
    if (!r || !/^(Script|Stylesheet)$/.test(r.type)) return;
    pending.push(
      cdp
        .send('Network.getResponseBody', { requestId: e.requestId })
        .then((b) => {
          const body = Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8');
          const u = new URL(r.url);
          resources.push({
            url: r.url,
            type: r.type,
            status: r.status,
            transferBytes: Math.max(0, e.encodedDataLength - r.headerBytes),
            bodyBytes: body.length,
            gzipBytes: zlib.gzipSync(body, { level: 6 }).length,
            shared: shared.get(`${u.port}${u.pathname}`) ?? [],
          });
        })
        .catch(() => undefined),
    );
  });

  // Not 'networkidle': an area page keeps its live stream (`GET /api/events`) open for good, so
  // the page counts as settled once nothing else has been in flight for 500 ms.
  await page.goto(`http://localhost:3000${spec.path}`, { waitUntil: 'load' });
  await settled(requests, finished);
  await Promise.all(pending);
  const finalUrl = new URL(page.url()).pathname;
  const allUrls = [...requests.values()].map((r) => new URL(r.url));
  await context.close();

  const js = resources.filter((r) => r.type === 'Script');
  const css = resources.filter((r) => r.type === 'Stylesheet');
  const sum = (list: Resource[], f: (r: Resource) => number) => list.reduce((s, r) => s + f(r), 0);
  const byOrigin: Record<string, number> = {};
  for (const r of [...js, ...css]) {
    const port = new URL(r.url).port;
    byOrigin[port] = (byOrigin[port] ?? 0) + r.gzipBytes;
  }
  const remotesFetched = [...new Set(allUrls.map((u) => Number(u.port)).filter((p) => p >= 3001 && p <= 3004))].sort();
  const copies = (names: string[]) =>
    new Set(js.filter((r) => r.shared.some((s) => names.includes(s))).map((r) => new URL(r.url).port)).size;
  const own = spec.area ? REMOTE_PORTS[spec.area]! : null;
  const weight: PageWeight = {
    path: spec.path,
    area: spec.area,
    finalUrl,
    jsGzip: sum(js, (r) => r.gzipBytes),
    cssGzip: sum(css, (r) => r.gzipBytes),
    jsTransfer: sum(js, (r) => r.transferBytes),
    jsFiles: js.length,
    byOrigin,
    remotesFetched,
    ownRemoteBytes: own ? (byOrigin[String(own)] ?? 0) : null,
    reactCopies: copies(['react']),
    reactDomCopies: copies(['react-dom', 'react-dom/client']),
    consoleErrors,
    resources: resources.sort((a, b) => b.gzipBytes - a.gzipBytes),
    budgets: [],
    pass: true,
  };
  const b = weight.budgets;
  if (!spec.area) {
    b.push({
      name: 'JS gzip',
      value: `${kb(weight.jsGzip)} Ko`,
      budget: `≤ ${FRONT_BUDGETS.publicJsKb} Ko`,
      pass: weight.jsGzip <= FRONT_BUDGETS.publicJsKb * KB,
    });
    b.push({
      name: 'remotes chargés',
      value: remotesFetched.join(',') || 'aucun',
      budget: 'aucun',
      pass: remotesFetched.length === 0,
    });
  } else {
    b.push({
      name: 'remotes chargés',
      value: remotesFetched.join(',') || 'aucun',
      budget: `${own} seulement`,
      pass: remotesFetched.length === 1 && remotesFetched[0] === own,
    });
    b.push({
      name: `code du remote (${own})`,
      value: `${kb(weight.ownRemoteBytes ?? 0)} Ko`,
      budget: `≤ ${FRONT_BUDGETS.remoteKb} Ko`,
      pass: (weight.ownRemoteBytes ?? 0) <= FRONT_BUDGETS.remoteKb * KB,
    });
    b.push({ name: 'page de l’espace', value: finalUrl, budget: spec.path, pass: finalUrl === spec.path });
  }
  b.push({
    name: 'react / react-dom téléchargés',
    value: `${weight.reactCopies} / ${weight.reactDomCopies}`,
    budget: '1 / 1',
    pass: weight.reactCopies === 1 && weight.reactDomCopies === 1,
  });
  weight.pass = b.every((x) => x.pass);
  return weight;
}

export async function measureWeights(options: {
  apiPort: number;
  sessions: Record<string, Session>;
}): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROME_FLAGS, `--host-resolver-rules=MAP localhost:8000 127.0.0.1:${options.apiPort}`],
  });
  const shared = sharedFiles();
  try {
    const out: PageWeight[] = [];
    for (const spec of PAGES)
      out.push(await measurePage(browser, spec, spec.area ? options.sessions[spec.area]! : null, shared));
    return out;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------
// Lighthouse (desktop preset, and the mobile preset for the pages of MOBILE_PAGES)
// ---------------------------------------------------------------------------

/** The pages also measured with Lighthouse's mobile preset. */
export const MOBILE_PAGES: PageSpec[] = [{ path: '/client/explorer', area: 'client' }];

export interface LighthouseResult {
  url: string;
  reference: boolean;
  preset: 'desktop' | 'mobile';
  /** 1, or 3 when the first run failed (the median run is reported). */
  runs: number;
  allRuns?: { performance: number; lcpMs: number }[];
  scores: Record<string, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: { category: string; id: string; title: string; score: number | null }[];
  budgets: { name: string; value: string; budget: string; pass: boolean }[];
  pass: boolean;
}

export async function runLighthouse(options: {
  apiPort: number;
  dir: string;
  pages: PageSpec[];
  mobilePages?: PageSpec[];
  sessions: Record<string, Session>;
}): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');

  // The reference: a static HTML page (no JS) from the same static server, on another port.
  const refPort = await pickPort(18002);
  const refServer = await startNode({
    name: 'reference-page',
    args: [
      path.join(ROOT, 'scripts/serve-static.mjs'),
      '--dir',
      path.join(ROOT, 'bench/reference-page'),
      '--port',
      String(refPort),
    ],
    port: refPort,
    healthPath: '/',
    logFile: path.join(options.dir, 'reference-page.log'),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--host-resolver-rules=MAP localhost:8000 127.0.0.1:${options.apiPort}`],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  type Preset = LighthouseResult['preset'];
  const targets: { url: string; reference: boolean; area: string | null; preset: Preset }[] = [
    { url: `http://localhost:${refPort}/`, reference: true, area: null, preset: 'desktop' },
    ...options.pages.map((p) => ({
      url: `http://localhost:3000${p.path}`,
      reference: false,
      area: p.area,
      preset: 'desktop' as Preset,
    })),
    ...(options.mobilePages ?? []).map((p) => ({
      url: `http://localhost:3000${p.path}`,
      reference: false,
      area: p.area,
      preset: 'mobile' as Preset,
    })),
  ];
  const results: LighthouseResult[] = [];
  try {
    const once = async (target: (typeof targets)[number]): Promise<LighthouseResult> => {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      if (!target.reference) {
        // Seed (or clear) the session on the app's origin from a JS-free URL, so nothing is cached.
        await page.goto('http://localhost:3000/remotes.json');
        const seed = sessionInit(target.area ? options.sessions[target.area]! : null);
        await page.evaluate(async (s) => {
          localStorage.clear();
          if (s) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
          // Every run is a first visit: no service worker or cache left by the previous one.
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const name of await caches.keys()) await caches.delete(name);
        }, seed);
        await page.goto('about:blank');
      }
      const run = await lighthouse(
        target.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
          // The live stream stays open for good: Lighthouse would wait for it until its timeout.
          blockedUrlPatterns: ['*/api/events'],
        },
        // No config is Lighthouse's default: the mobile preset (emulated phone, throttled CPU and network).
        target.preset === 'mobile' ? undefined : desktopConfig,
        page as never,
      );
      await page.close();
      if (!run) throw new Error(`Lighthouse n’a rien rendu pour ${target.url}`);
      const lhr = run.lhr;
      // The whole report of a mobile run, for its diagnostics (`--keep-dir` keeps it).
      if (target.preset === 'mobile')
        fs.writeFileSync(path.join(options.dir, `lighthouse-mobile-${Date.now()}.json`), JSON.stringify(lhr));
      const scores: Record<string, number> = {};
      for (const [id, cat] of Object.entries(lhr.categories)) scores[id] = Math.round((cat.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const failedAudits: LighthouseResult['failedAudits'] = [];
      for (const [cid, cat] of Object.entries(lhr.categories)) {
        for (const ref of cat.auditRefs) {
          const a = lhr.audits[ref.id];
          if (!a || ref.weight === 0 || a.score === null || a.score >= 0.9) continue;
          failedAudits.push({ category: cid, id: a.id, title: a.title, score: a.score });
        }
      }
      const result: LighthouseResult = {
        url:
          new URL(target.url).pathname +
          (target.reference ? ' (référence)' : '') +
          (target.preset === 'mobile' ? ' (mobile)' : ''),
        reference: target.reference,
        preset: target.preset,
        runs: 1,
        scores,
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        failedAudits,
        budgets: [],
        pass: true,
      };
      const minima = target.preset === 'mobile' ? FRONT_BUDGETS.lighthouseMobile : FRONT_BUDGETS.lighthouse;
      for (const [cat, min] of Object.entries(minima)) {
        result.budgets.push({
          name: cat,
          value: String(scores[cat] ?? 0),
          budget: `≥ ${min}`,
          pass: (scores[cat] ?? 0) >= min,
        });
      }
      if (target.preset === 'desktop')
        result.budgets.push({
          name: 'LCP',
          value: `${result.lcpMs} ms`,
          budget: `< ${FRONT_BUDGETS.lcpMs} ms`,
          pass: result.lcpMs < FRONT_BUDGETS.lcpMs,
        });
      result.pass = result.budgets.every((b) => b.pass);
      return result;
    };

    for (const target of targets) {
      const first = await once(target);
      if (first.pass || target.reference) {
        results.push(first);
        continue;
      }
      // Lighthouse varies from run to run (more so on a busy machine): a failing page is
      // run twice more and the median run (by performance score, then LCP) is reported.
      const all = [first, await once(target), await once(target)].sort(
        (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || b.lcpMs - a.lcpMs,
      );
      const median = all[1]!;
      median.runs = 3;
      median.allRuns = all.map((r) => ({ performance: r.scores.performance ?? 0, lcpMs: r.lcpMs }));
      results.push(median);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await stop(refServer);
  }
  return results;
}

export { kb };
