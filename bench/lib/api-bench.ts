/** API throughput/latency against the reference server, analytics timing, profiling of failures. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bulkInsertOrders, count, openDb, type Fixtures } from './db';
import { json, median } from './http';
import { compare, runLoad, type LoadSpec, type LoadStats } from './load';
import { analyzeProfile, type ProfileSummary } from './profile';
import { startApi, stop, pickPort } from './proc';

export type ScenarioKind = 'public' | 'auth' | 'write';

export interface Scenario {
  key: string;
  label: string;
  kind: ScenarioKind;
  api: LoadSpec;
  ref: LoadSpec;
}

export const BUDGETS = {
  publicRatio: 0.85,
  authRatio: 0.7,
  p99Ms: 25,
  ordersPerSecond: 1000,
  analyticsMs: 50,
} as const;

export interface ScenarioResult {
  key: string;
  label: string;
  kind: ScenarioKind;
  api: LoadStats;
  ref: LoadStats;
  ratio: number;
  rateLimitHeaders: string[];
  /** 1-min load average of the machine before / after the scenario (noise indicator). */
  loadAvg: [number, number];
  /**
   * `indicative`: reported, not counted (the performance budgets were set for the SQLite API in
   * one process against the SQLite reference; on PostgreSQL or several processes the figures are
   * what the run is for, and only the error budget still decides).
   */
  budgets: { name: string; value: string; budget: string; pass: boolean; indicative?: boolean }[];
  /** Every counted budget passed. */
  pass: boolean;
  profile?: ProfileSummary;
}

/**
 * `refFx`: the reference's own ids when it reads another database than the API (the API on
 * PostgreSQL, the reference on a SQLite file seeded the same way); by default the API's.
 */
export function buildScenarios(
  apiBase: string,
  refBase: string,
  fx: Fixtures,
  tokens: { client: string; livreur: string },
  connections: number,
  refFx: Fixtures = fx,
): Scenario[] {
  const get = (base: string, p: string, token?: string): LoadSpec => ({
    url: `${base}${p}`,
    connections,
    duration: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const orderOf = (f: Fixtures) => ({
    restaurant_id: f.order.restaurantId,
    items: f.order.items,
    delivery_address: '8 Rue de Clignancourt, 75018 Paris',
    payment_mode: 'cash',
    notes: null,
  });
  const post = (base: string, body: unknown, token?: string): LoadSpec => ({
    url: `${base}/api/commandes`,
    connections,
    duration: 1,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return [
    {
      key: 'restaurants',
      label: 'GET /api/restaurants',
      kind: 'public',
      api: get(apiBase, '/api/restaurants'),
      ref: get(refBase, '/api/restaurants'),
    },
    {
      key: 'restaurant',
      label: 'GET /api/restaurants/:id',
      kind: 'public',
      api: get(apiBase, `/api/restaurants/${fx.restaurantId}`),
      ref: get(refBase, `/api/restaurants/${refFx.restaurantId}`),
    },
    {
      key: 'plats',
      label: 'GET /api/plats?restaurant_id=',
      kind: 'public',
      api: get(apiBase, `/api/plats?restaurant_id=${fx.restaurantId}`),
      ref: get(refBase, `/api/plats?restaurant_id=${refFx.restaurantId}`),
    },
    {
      key: 'commandes',
      label: 'GET /api/commandes?client_id= (client)',
      kind: 'auth',
      api: get(apiBase, `/api/commandes?client_id=${fx.clientId}`, tokens.client),
      ref: get(refBase, `/api/commandes?client_id=${refFx.clientId}`),
    },
    {
      key: 'available',
      label: 'GET /api/livraisons/available (livreur)',
      kind: 'auth',
      api: get(apiBase, '/api/livraisons/available', tokens.livreur),
      ref: get(refBase, '/api/livraisons/available'),
    },
    {
      key: 'order',
      label: 'POST /api/commandes (espèces)',
      kind: 'write',
      api: post(apiBase, orderOf(fx), tokens.client),
      ref: post(refBase, { ...orderOf(refFx), client_id: refFx.clientId }),
    },
  ];
}

/** One plain request: must be 2xx with no rate-limit headers. */
async function probe(spec: LoadSpec): Promise<{ status: number; bytes: number; rateLimitHeaders: string[] }> {
  const res = await fetch(spec.url, { method: spec.method ?? 'GET', headers: spec.headers, body: spec.body });
  const body = await res.arrayBuffer();
  const rateLimitHeaders = [...res.headers.keys()].filter((h) => /ratelimit|rate-limit|retry-after/i.test(h));
  return { status: res.status, bytes: body.byteLength, rateLimitHeaders };
}

function evaluate(
  s: Scenario,
  api: LoadStats,
  ref: LoadStats,
  rateLimitHeaders: string[],
  indicative: boolean,
): ScenarioResult {
  const ratio = Math.round((api.rps / ref.rps) * 1000) / 1000;
  const budgets: ScenarioResult['budgets'] = [];
  const failures = api.non2xx + api.errors + api.timeouts;
  const perf = indicative ? { indicative: true } : {};
  if (s.kind === 'write') {
    budgets.push({
      name: 'commandes/s',
      value: String(api.rps),
      budget: `≥ ${BUDGETS.ordersPerSecond}`,
      pass: api.rps >= BUDGETS.ordersPerSecond,
      ...perf,
    });
    budgets.push({ name: 'erreurs / non-2xx', value: String(failures), budget: '= 0', pass: failures === 0 });
  } else {
    const min = s.kind === 'public' ? BUDGETS.publicRatio : BUDGETS.authRatio;
    budgets.push({
      name: 'req/s ÷ référence',
      value: `${(ratio * 100).toFixed(1)} %`,
      budget: `≥ ${min * 100} %`,
      pass: ratio >= min,
      ...perf,
    });
    budgets.push({
      name: 'p99',
      value: `${api.p99} ms (réf. ${ref.p99} ms)`,
      budget: `< ${BUDGETS.p99Ms} ms`,
      pass: api.p99 < BUDGETS.p99Ms,
      ...perf,
    });
    budgets.push({ name: 'erreurs / non-2xx', value: String(failures), budget: '= 0', pass: failures === 0 });
  }
  return {
    key: s.key,
    label: s.label,
    kind: s.kind,
    api,
    ref,
    ratio,
    rateLimitHeaders,
    loadAvg: [0, 0],
    budgets,
    pass: budgets.every((b) => b.pass || b.indicative),
  };
}

export async function runThroughput(
  scenarios: Scenario[],
  options: {
    warmupS: number;
    roundS: number;
    rounds: number;
    log: (line: string) => void;
    /** Performance budgets reported but not counted (see ScenarioResult.budgets). */
    indicativeBudgets?: boolean;
  },
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const s of scenarios) {
    const a = await probe(s.api);
    const r = await probe(s.ref);
    if (a.status >= 300 || r.status >= 300) throw new Error(`${s.label} : API ${a.status}, référence ${r.status}`);
    options.log(`  ${s.label} (${a.bytes} o ; référence ${r.bytes} o)…`);
    const before = os.loadavg()[0]!;
    const { api, ref } = await compare(s.ref, s.api, options);
    const result = evaluate(s, api, ref, a.rateLimitHeaders, options.indicativeBudgets ?? false);
    result.loadAvg = [Math.round(before * 100) / 100, Math.round(os.loadavg()[0]! * 100) / 100];
    if (Object.keys(api.statuses).includes('429')) result.rateLimitHeaders.push('429 reçus');
    results.push(result);
    options.log(
      `    API ${api.rps} req/s p50 ${api.p50} ms p99 ${api.p99} ms | référence ${ref.rps} req/s p99 ${ref.p99} ms | ${(result.ratio * 100).toFixed(1)} % ${result.pass ? 'PASS' : 'FAIL'} (charge machine ${result.loadAvg.join(' → ')})`,
    );
  }
  return results;
}

/**
 * Profiles the real API under one scenario: a second API process with --cpu-prof on
 * the same database, warmed up then loaded for `seconds`, stopped cleanly (the
 * profile is written at exit), then analysed.
 */
export async function profileScenario(
  s: Scenario,
  ctx: { dir: string; dbPath: string; databaseUrl?: string; outDir: string; seconds: number },
): Promise<ProfileSummary | undefined> {
  const port = await pickPort();
  const profDir = path.join(ctx.dir, `profile-${s.key}`);
  fs.mkdirSync(profDir, { recursive: true });
  const proc = await startApi({
    port,
    dir: ctx.dir,
    dbPath: ctx.dbPath,
    // One process even when the API under test has several: the profile is of one request's work.
    databaseUrl: ctx.databaseUrl,
    name: `api-profile-${s.key}`,
    nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
  });
  const url = s.api.url.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${port}`);
  let loadStart: number;
  let loadEnd: number;
  try {
    await runLoad({ ...s.api, url, duration: 2 });
    loadStart = Date.now();
    await runLoad({ ...s.api, url, duration: ctx.seconds });
    loadEnd = Date.now();
  } finally {
    await stop(proc);
  }
  const exit = Date.now();
  const files = fs
    .readdirSync(profDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(profDir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  if (!files[0]) return undefined;
  fs.mkdirSync(ctx.outDir, { recursive: true });
  const kept = path.join(ctx.outDir, `profile-${s.key}.cpuprofile.json`);
  fs.copyFileSync(files[0], kept);
  // Only the measured load (not start-up, module loading or the warm-up).
  const window = { fromEndMs: exit - loadStart - 200, toEndMs: exit - loadEnd + 200 };
  return { ...analyzeProfile(files[0], 12, window), file: path.relative(path.resolve(ctx.outDir, '..', '..'), kept) };
}

export interface AnalyticsResult {
  orders: number;
  ordersOfRestaurant: number;
  insertedOrders: number;
  insertMs: number;
  insertedItems: number;
  apiMedianMs: number;
  apiTimesMs: number[];
  refMedianMs: number;
  /** `computeRestaurantAnalytics()` of the API called in-process (SQL + assembly, no HTTP); null if not exported. */
  computeMedianMs: number | null;
  /** Same figures as the reference (computed from the raw orders)? */
  consistency: { same: boolean; differences: string[] };
  pass: boolean;
}

export async function runAnalytics(ctx: {
  apiBase: string;
  refBase: string;
  dbPath: string;
  restaurantId: string;
  token: string;
  orders: number;
  samples: number;
}): Promise<AnalyticsResult> {
  const db = openDb(ctx.dbPath);
  // This connection only (the API keeps its own settings): a bulk load, not a durability test.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const inserted = bulkInsertOrders(db, ctx.restaurantId, ctx.orders, 90);
  db.pragma('synchronous = NORMAL');
  const total = count(db, 'SELECT count(*) AS n FROM commandes');
  const ofRestaurant = count(db, 'SELECT count(*) AS n FROM commandes WHERE restaurant_id = ?', ctx.restaurantId);
  db.pragma('optimize');

  const bodies = new Map<string, unknown>();
  const time = async (url: string, token?: string) => {
    const started = performance.now();
    const res = await json(url, { token });
    if (res.status !== 200) throw new Error(`${url} → HTTP ${res.status} ${JSON.stringify(res.body)}`);
    const ms = performance.now() - started;
    bodies.set(url, res.body);
    return ms;
  };
  const apiUrl = `${ctx.apiBase}/api/analytics/restaurant/${ctx.restaurantId}?days=90`;
  const refUrl = `${ctx.refBase}/api/analytics/restaurant/${ctx.restaurantId}?days=90`;
  for (let i = 0; i < 3; i++) {
    await time(apiUrl, ctx.token);
    await time(refUrl);
  }
  const apiTimes: number[] = [];
  const refTimes: number[] = [];
  for (let i = 0; i < ctx.samples; i++) {
    apiTimes.push(await time(apiUrl, ctx.token));
    refTimes.push(await time(refUrl));
  }

  // Where the time goes: the API's own computation (its SQL + assembly), called in this
  // process on the same database, without HTTP, middleware or auth.
  const { computeRestaurantAnalytics } = await import('../../api/src/routes/analytics/restaurant');
  const { openDatabase } = await import('../../api/src/db/client');
  // Its own connection, whose statements are prepared once like the API's.
  const handle = openDatabase(ctx.dbPath);
  const times: number[] = [];
  for (let i = 0; i < 3 + ctx.samples; i++) {
    const started = performance.now();
    await computeRestaurantAnalytics(handle.db, ctx.restaurantId, 90);
    if (i >= 3) times.push(performance.now() - started);
  }
  await handle.close();
  const computeMedianMs: number | null = Math.round(median(times) * 10) / 10;
  db.close();
  const round = (x: number) => Math.round(x * 10) / 10;
  const consistency = compareAnalytics(bodies.get(apiUrl) as AnalyticsBody, bodies.get(refUrl) as AnalyticsBody);
  const apiMedian = round(median(apiTimes));
  return {
    orders: total,
    ordersOfRestaurant: ofRestaurant,
    insertedOrders: ctx.orders,
    insertMs: inserted.ms,
    insertedItems: inserted.items,
    apiMedianMs: apiMedian,
    apiTimesMs: apiTimes.map(round),
    refMedianMs: round(median(refTimes)),
    computeMedianMs,
    consistency,
    pass: apiMedian < BUDGETS.analyticsMs,
  };
}

interface AnalyticsBody {
  summary: { total_orders: number; total_revenue: number; orders_by_status: Record<string, number> };
  popular_dishes: { id: string; count: number }[];
  daily: { date: string; orders: number; revenue: number }[];
}

/** The API's figures must be the ones computed from the raw orders (roll-ups, caches… must not drift). */
function compareAnalytics(api: AnalyticsBody, ref: AnalyticsBody): { same: boolean; differences: string[] } {
  const differences: string[] = [];
  if (api.summary.total_orders !== ref.summary.total_orders)
    differences.push(`total_orders ${api.summary.total_orders} ≠ ${ref.summary.total_orders}`);
  if (Math.abs(api.summary.total_revenue - ref.summary.total_revenue) > 0.005)
    differences.push(`total_revenue ${api.summary.total_revenue} ≠ ${ref.summary.total_revenue}`);
  for (const status of new Set([
    ...Object.keys(api.summary.orders_by_status),
    ...Object.keys(ref.summary.orders_by_status),
  ])) {
    if ((api.summary.orders_by_status[status] ?? 0) !== (ref.summary.orders_by_status[status] ?? 0))
      differences.push(`orders_by_status.${status}`);
  }
  const dishes = (b: AnalyticsBody) => b.popular_dishes.map((d) => `${d.id}:${d.count}`).join(',');
  if (dishes(api) !== dishes(ref)) differences.push('popular_dishes');
  const days = (b: AnalyticsBody) =>
    b.daily.map((d) => `${d.date}:${d.orders}:${Math.round(d.revenue * 100)}`).join(',');
  if (days(api) !== days(ref)) differences.push('daily');
  return { same: differences.length === 0, differences };
}
