/**
 * `npm run bench`: the API, the front-end and the fault scenarios measured on a FRESH
 * seeded database, every figure next to a reference measured on the same machine at
 * the same moment. Prints a table and writes `bench/results/latest.json`.
 *
 *   npm run bench                         # everything (≈ 8 min)
 *   npm run bench -- --only api,analytics # some sections: api, abuse, front, load, race, crash, backup, live, analytics
 *   npm run bench -- --db pg --workers 2  # the API on a throwaway PostgreSQL, 2 processes (API_WORKERS)
 *   npm run bench -- --compare            # SQLite ×1, PostgreSQL ×1, PostgreSQL ×2 side by side (last runs)
 *
 * Exit code 1 when a budget fails (SKIPPED sections do not fail the run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUDGETS,
  buildScenarios,
  profileScenario,
  runAnalytics,
  runThroughput,
  type AnalyticsResult,
  type ScenarioResult,
} from './lib/api-bench';
import { ABUSE_BUDGETS, abuseSection, type AbuseResult } from './lib/abuse';
import { printComparison, resultFiles } from './lib/compare';
import { connectDb, loadFixtures, openDb, type Fixtures } from './lib/db';
import {
  busyFrontPorts,
  ensureBuilt,
  FRONT_BUDGETS,
  kb,
  measureWeights,
  PAGES,
  reactFloorBytes,
  MOBILE_PAGES,
  runLighthouse,
  startFrontServers,
  type LighthouseResult,
  type PageWeight,
} from './lib/front';
import { DEMO, login, type Session } from './lib/http';
import { LIVE_BUDGETS, liveSection, type LiveResult } from './lib/live';
import type { ProfileSummary } from './lib/profile';
import { describeSettings, startBenchCluster, type Cluster } from './lib/pg';
import { killAllSync, pickPort, ROOT, startApi, startReference, stop, type Proc } from './lib/proc';
import { table, verdict } from './lib/report';
import {
  backupAndRestore,
  courierRace,
  crashMidWrite,
  dbTarget,
  orderLoad,
  type ApiHandle,
  type BackupResult,
  type Check,
  type CrashResult,
  type OrderLoadResult,
  type RaceResult,
} from './lib/scenarios';
import type { OrderPayload } from './lib/writers';

const SECTIONS = ['api', 'abuse', 'front', 'load', 'race', 'crash', 'backup', 'live', 'analytics'] as const;
type Section = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'round-seconds': { type: 'string', default: '1.25' },
    rounds: { type: 'string', default: '8' },
    'warmup-seconds': { type: 'string', default: '2' },
    'load-seconds': { type: 'string', default: '30' },
    /** Open SSE streams of the `live` section (on one API process). */
    'live-subscribers': { type: 'string', default: '2000' },
    'no-profile': { type: 'boolean', default: false },
    'keep-dir': { type: 'boolean', default: false },
    /** Subset of API scenarios (restaurants, restaurant, plats, commandes, available, order). */
    scenarios: { type: 'string' },
    /** `sqlite` (the file, default) or `pg` (a throwaway PostgreSQL cluster started by the bench). */
    db: { type: 'string', default: 'sqlite' },
    /** API_WORKERS of the API under test. */
    workers: { type: 'string', default: '1' },
    /** Prints the last results of each configuration side by side, runs nothing. */
    compare: { type: 'boolean', default: false },
  },
});
const only = new Set<Section>(args.only ? (args.only.split(',').map((s) => s.trim()) as Section[]) : SECTIONS);
for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`Section inconnue : ${s} (${SECTIONS.join(', ')})`);
if (args.db !== 'sqlite' && args.db !== 'pg') throw new Error(`--db ${args.db} : sqlite ou pg`);
const DB_KIND: 'sqlite' | 'pg' = args.db;
const WORKERS = Number(args.workers);
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 64) throw new Error(`--workers ${args.workers} : 1 à 64`);
/** The configuration in the report, the results' names and the comparison. */
const CONFIG = `${DB_KIND === 'pg' ? 'PostgreSQL' : 'SQLite'} ×${WORKERS}`;

/**
 * Sections that do not apply to this configuration, with the reason printed instead of their
 * figures (SKIPPED, which does not fail the run).
 */
function notApplicable(section: Section): string | null {
  if (DB_KIND === 'pg') {
    switch (section) {
      case 'front':
        return 'le front ne dépend pas de la base : mesuré avec --db sqlite';
      case 'backup':
        return 'sauvegarde en ligne et restauration du fichier SQLite (npm run backup / restore) : sur PostgreSQL, pg_dump et la PITR du serveur';
      case 'live':
        return 'direct mesuré sur SQLite (un processus) ; sur PostgreSQL le réveil par NOTIFY est couvert par le test à trois processus de npm run test:pg';
      case 'analytics':
        return 'statistiques comparées à la référence SQLite sur le même fichier : SQLite seulement';
      default:
        break;
    }
  }
  if (WORKERS > 1 && section === 'live') {
    return 'le direct mesure un processus (mémoire par flux, CPU de son pid) et lance lui-même le second : --workers 1';
  }
  return null;
}

const RESULTS_DIR = path.join(ROOT, 'bench/results');
const started = new Date();
const log = (line: string) => console.log(line);

interface Results {
  startedAt: string;
  finishedAt?: string;
  durationS?: number;
  machine: Record<string, unknown>;
  /** The database of the API under test, and its number of processes (API_WORKERS). */
  db: 'sqlite' | 'pg';
  workers: number;
  /** `--db pg`: the bench's cluster. */
  postgres?: { version: string; settings: Record<string, string | number> };
  dbDir: string;
  sections: Section[];
  /** Sections asked for that do not apply to this configuration, with why. */
  skipped?: Partial<Record<Section, string>>;
  api?: {
    connections: number;
    warmupS: number;
    roundS: number;
    rounds: number;
    /** Performance budgets reported, not counted (not SQLite ×1). */
    indicativeBudgets?: boolean;
    scenarios: ScenarioResult[];
    profiles: Record<string, ProfileSummary>;
  };
  /** Issue 15, finding 1: reads under the multipart attack. */
  abuse?: AbuseResult;
  analytics?: AnalyticsResult;
  front?: {
    skipped: string | null;
    reactFloorGzip?: number;
    build?: { built: boolean; ms: number };
    pages?: PageWeight[];
    lighthouse?: LighthouseResult[];
  };
  load?: OrderLoadResult;
  race?: RaceResult;
  crash?: CrashResult;
  backup?: BackupResult;
  live?: LiveResult;
  summary?: { pass: number; fail: number; skipped: number; failures: string[] };
}

let workDir: string | null = null;
let cluster: Cluster | null = null;

/** Stops the bench's PostgreSQL (synchronous: also from the exit handler), its log kept with the others. */
function stopCluster() {
  if (!cluster) return;
  try {
    if (workDir && fs.existsSync(workDir))
      fs.copyFileSync(path.join(cluster.dir, 'server.log'), path.join(workDir, 'postgres.log'));
  } catch {
    /* no log yet */
  }
  cluster.stop();
  cluster = null;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-bench-'));
  workDir = dir;
  const dbPath = path.join(dir, 'teranga.db');
  const skipped: Partial<Record<Section, string>> = {};
  for (const section of only) {
    const why = notApplicable(section);
    if (why) skipped[section] = why;
  }
  const runs = (section: Section) => only.has(section) && !skipped[section];
  const results: Results = {
    startedAt: started.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAvgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    db: DB_KIND,
    workers: WORKERS,
    dbDir: dir,
    sections: [...only],
    skipped,
  };
  log(
    `Banc Teranga — ${CONFIG} — base neuve dans ${dir} (${os.cpus().length} CPU, charge ${os.loadavg()[0]!.toFixed(2)})`,
  );
  for (const [section, why] of Object.entries(skipped)) log(`  section ${section} SKIPPED : ${why}`);

  let databaseUrl: string | undefined;
  if (DB_KIND === 'pg') {
    cluster = await startBenchCluster(WORKERS);
    databaseUrl = cluster.url;
    results.postgres = { version: cluster.version, settings: { ...cluster.settings } };
    log(`PostgreSQL jetable (${cluster.version}) : ${describeSettings(cluster.settings)}`);
  }

  const apiPort = await pickPort(18000);
  const refPort = await pickPort(18001);
  const handle: ApiHandle = {
    dir,
    dbPath,
    databaseUrl,
    workers: WORKERS,
    port: apiPort,
    proc: await startApi({ port: apiPort, dir, dbPath, databaseUrl, workers: WORKERS }),
  };
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const refBase = `http://127.0.0.1:${refPort}`;
  log(`API réelle sur :${apiPort} (migrée, données de démo${WORKERS > 1 ? `, ${WORKERS} processus` : ''})`);
  let reference: Proc | null = null;

  const fixturesDb = connectDb(dbTarget(handle));
  const fx: Fixtures = await fixturesDb.loadFixtures();
  await fixturesDb.close();
  const payload: OrderPayload = {
    restaurant_id: fx.order.restaurantId,
    items: fx.order.items,
    delivery_address: '8 Rue de Clignancourt, 75018 Paris',
    payment_mode: 'cash',
    notes: null,
  };

  try {
    const client = await login(apiBase, DEMO.client);
    const livreur = await login(apiBase, DEMO.livreur);

    // ---------------------------------------------------------------- API
    // The reference stays the bare SQLite server whatever the API runs on: the fixed point of
    // every column. With the API on PostgreSQL it reads its own file, seeded by the API's own
    // start-up (same demo data, other ids), so `refFx` holds that file's ids.
    let refFx = fx;
    if (runs('api')) {
      let refDbPath = dbPath;
      if (DB_KIND === 'pg') {
        refDbPath = path.join(dir, 'reference.db');
        const seeder = await startApi({ port: await pickPort(), dir, dbPath: refDbPath, name: 'seed-reference' });
        await stop(seeder);
        const refDb = openDb(refDbPath, { readonly: true });
        refFx = loadFixtures(refDb);
        refDb.close();
      }
      reference = await startReference({ port: refPort, dbPath: refDbPath, dir });
      log(
        `Référence (Hono nu + better-sqlite3${DB_KIND === 'pg' ? ', son propre fichier SQLite' : ''}) sur :${refPort}`,
      );
    }
    if (runs('api')) {
      log('\n== API : débit et latence, 50 connexions (référence et API en alternance R A A R…) ==');
      const warmupS = Number(args['warmup-seconds']);
      const roundS = Number(args['round-seconds']);
      const rounds = Number(args.rounds);
      const keys = args.scenarios?.split(',').map((k) => k.trim());
      const scenarios = buildScenarios(
        apiBase,
        refBase,
        fx,
        { client: client.access_token, livreur: livreur.access_token },
        50,
        refFx,
      ).filter((s) => !keys || keys.includes(s.key));
      // Budgets set for SQLite ×1: on another configuration the figures are the point.
      const indicativeBudgets = DB_KIND !== 'sqlite' || WORKERS > 1;
      const scenarioResults = await runThroughput(scenarios, { warmupS, roundS, rounds, log, indicativeBudgets });
      const profiles: Record<string, ProfileSummary> = {};
      if (!args['no-profile']) {
        for (const r of scenarioResults.filter((x) => !x.pass)) {
          const s = scenarios.find((x) => x.key === r.key)!;
          log(`  profil CPU de ${s.label} (budget manqué)…`);
          const summary = await profileScenario(s, { dir, dbPath, databaseUrl, outDir: RESULTS_DIR, seconds: 6 });
          if (summary) {
            profiles[r.key] = summary;
            r.profile = summary;
          }
        }
      }
      results.api = {
        connections: 50,
        warmupS,
        roundS,
        rounds,
        indicativeBudgets,
        scenarios: scenarioResults,
        profiles,
      };
    }

    await stop(reference);
    reference = null;

    // ---------------------------------------------------------------- abuse
    if (runs('abuse')) {
      log(
        `\n== Abus : GET /api/restaurants pendant que ${ABUSE_BUDGETS.senders} comptes envoient en boucle 10 Mo de ${ABUSE_BUDGETS.fields} champs multipart ==`,
      );
      results.abuse = await abuseSection(apiBase, {
        roundS: Number(args['round-seconds']),
        rounds: Number(args.rounds),
        warmupS: Number(args['warmup-seconds']),
        tag: String(Date.now()),
        log,
      });
      log(`  ${verdict(results.abuse.pass)}`);
    }

    // ---------------------------------------------------------------- front
    if (runs('front')) {
      log('\n== Front : poids des pages et Lighthouse ==');
      const busy = await busyFrontPorts();
      if (busy.length > 0) {
        const why = `ports ${busy.join(', ')} occupés (npm start ou e2e en cours ?) : section front sautée`;
        log(`  ${why}`);
        results.front = { skipped: why };
      } else {
        const build = await ensureBuilt(path.join(dir, 'build.log'), log);
        const servers = await startFrontServers(dir);
        try {
          const sessions: Record<string, Session> = {
            client: await login(apiBase, DEMO.client),
            restaurateur: await login(apiBase, DEMO.restaurateur),
            livreur: await login(apiBase, DEMO.livreur),
            admin: await login(apiBase, DEMO.admin),
          };
          const floor = reactFloorBytes();
          const pages = await measureWeights({ apiPort, sessions });
          for (const p of pages)
            log(
              `  ${p.path} : JS ${kb(p.jsGzip)} Ko gzip, remotes [${p.remotesFetched.join(',')}] — ${verdict(p.pass)}`,
            );
          const lighthouse = await runLighthouse({
            apiPort,
            dir,
            pages: PAGES.slice(0, 3),
            mobilePages: MOBILE_PAGES,
            sessions,
          });
          for (const l of lighthouse)
            log(
              `  Lighthouse ${l.url} : ${Object.entries(l.scores)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ')}, LCP ${l.lcpMs} ms — ${verdict(l.pass)}`,
            );
          results.front = { skipped: null, reactFloorGzip: floor.bytes, build, pages, lighthouse };
        } finally {
          await Promise.all(servers.map((s) => stop(s)));
        }
      }
    }

    // ---------------------------------------------------------------- load
    if (runs('load')) {
      const seconds = Number(args['load-seconds']);
      log(`\n== Charge : 200 clients commandent en même temps pendant ${seconds} s ==`);
      results.load = await orderLoad(handle, {
        clients: 200,
        connections: 200,
        seconds,
        payload,
        tag: String(Date.now()),
        adminToken: (await login(apiBase, DEMO.admin)).access_token,
      });
      const l = results.load;
      log(
        `  ${l.stats.rps} commandes/s, p99 ${l.stats.p99} ms ; ${l.acknowledged} acquittées, ${l.missing} perdues, ${l.fiveXX} × 5xx`,
      );
    }

    // ---------------------------------------------------------------- race
    if (runs('race')) {
      log('\n== Course : 50 livreurs pour 50 livraisons ==');
      results.race = await courierRace(handle, {
        couriers: 50,
        restaurantId: fx.order.restaurantId,
        clientId: fx.clientId,
        probeToken: livreur.access_token,
        tag: String(Date.now()),
      });
      log(
        results.race.skipped
          ? `  SKIPPED : ${results.race.skipped}`
          : `  ${results.race.requests} acceptations : ${JSON.stringify(results.race.statuses)}`,
      );
    }

    // ---------------------------------------------------------------- crash
    if (runs('crash')) {
      log(
        WORKERS > 1
          ? `\n== SIGKILL d’un des ${WORKERS} processus au milieu des écritures ==`
          : '\n== SIGKILL au milieu des écritures ==',
      );
      const token = (await login(apiBase, DEMO.client)).access_token;
      const { result, proc } = await crashMidWrite(handle, {
        token,
        payload,
        concurrency: 50,
        killAfterMs: 3000,
        afterKillMs: 3000,
      });
      handle.proc = proc;
      results.crash = result;
      const after = result.afterKill;
      log(
        `  ${result.acknowledged} acquittées, ${result.integrity === null ? '' : `integrity_check ${result.integrity}, `}${result.missing} perdues` +
          (after ? ` ; après le SIGKILL : ${after.acknowledged} acquittées par les autres processus` : ''),
      );
    }

    // ---------------------------------------------------------------- backup
    if (runs('backup')) {
      log('\n== Sauvegarde en ligne pendant les écritures, puis restauration ==');
      const token = (await login(apiBase, DEMO.client)).access_token;
      const { result, proc } = await backupAndRestore(handle, {
        token,
        payload,
        concurrency: 20,
        writeMsBefore: 2000,
        writeMsAfter: 1000,
      });
      handle.proc = proc;
      results.backup = result;
      log(`  ${result.backupOutput}`);
    }

    // ---------------------------------------------------------------- live
    if (runs('live')) {
      const subscribers = Number(args['live-subscribers']);
      log(`\n== Direct (SSE) : ${subscribers} abonnés sur un processus, reprise, mémoire, deux processus ==`);
      results.live = await liveSection(handle, {
        subscribers,
        orders: 25,
        spacingMs: 50,
        reconnectShare: 0.1,
        idleS: 3,
        twoProcessSubscribers: 200,
        twoProcessOrders: 10,
        tag: String(Date.now()),
        log,
      });
      log(`  section terminée en ${results.live.durationS} s`);
    }

    // ---------------------------------------------------------------- analytics
    // Last: the 100,000 orders would otherwise make every later section (backup above all) slower.
    if (runs('analytics')) {
      log('\n== Statistiques restaurant sur 100 000 commandes ==');
      reference = await startReference({ port: refPort, dbPath, dir });
      const owner = await login(apiBase, DEMO.restaurateur);
      results.analytics = await runAnalytics({
        apiBase,
        refBase,
        dbPath,
        restaurantId: fx.restaurateurRestaurantId,
        token: owner.access_token,
        orders: 100_000,
        samples: 20,
      });
      const a = results.analytics;
      log(
        `  ${a.orders} commandes en base (insertion ${a.insertMs} ms) ; médiane API ${a.apiMedianMs} ms, référence ${a.refMedianMs} ms — ${verdict(a.pass)}`,
      );
      await stop(reference);
      reference = null;
    }
  } finally {
    await stop(reference);
    await stop(handle.proc);
    stopCluster();
  }

  const finished = new Date();
  results.finishedAt = finished.toISOString();
  results.durationS = Math.round((finished.getTime() - started.getTime()) / 1000);
  results.summary = summarize(results);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  // One latest file per configuration (what --compare reads); latest.json stays SQLite ×1's.
  const files = resultFiles(DB_KIND, WORKERS, results.startedAt);
  for (const file of files) fs.writeFileSync(path.join(RESULTS_DIR, file), json);
  print(results);
  if (!args['keep-dir']) fs.rmSync(dir, { recursive: true, force: true });
  log(
    `\nRésultats : ${files.map((f) => `bench/results/${f}`).join(', ')}${args['keep-dir'] ? ` ; base et journaux : ${dir}` : ''}`,
  );
  process.exitCode = results.summary.fail > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------
// Summary and printing
// ---------------------------------------------------------------------------

function allChecks(r: Results): { section: string; name: string; pass: boolean | null }[] {
  const out: { section: string; name: string; pass: boolean | null }[] = [];
  for (const [section, why] of Object.entries(r.skipped ?? {})) out.push({ section, name: why, pass: null });
  // Indicative budgets are in the table, not in the tally.
  for (const s of r.api?.scenarios ?? [])
    for (const b of s.budgets)
      if (!b.indicative) out.push({ section: 'api', name: `${s.label} ${b.name}`, pass: b.pass });
  if (r.abuse) {
    out.push({
      section: 'abuse',
      name: `GET /api/restaurants sous l’attaque multipart ≥ ${ABUSE_BUDGETS.minKeptRatio * 100} % du calme, sans erreur ni 5xx`,
      pass: r.abuse.pass,
    });
  }
  if (r.analytics) {
    out.push({ section: 'analytics', name: 'médiane < 50 ms', pass: r.analytics.pass });
    out.push({ section: 'analytics', name: 'mêmes chiffres que la référence', pass: r.analytics.consistency.same });
  }
  if (r.front?.skipped) out.push({ section: 'front', name: r.front.skipped, pass: null });
  for (const p of r.front?.pages ?? [])
    for (const b of p.budgets) out.push({ section: 'front', name: `${p.path} ${b.name}`, pass: b.pass });
  for (const l of r.front?.lighthouse ?? [])
    if (!l.reference)
      for (const b of l.budgets) out.push({ section: 'lighthouse', name: `${l.url} ${b.name}`, pass: b.pass });
  const checks = (section: string, list: Check[] | undefined) => {
    for (const c of list ?? []) out.push({ section, name: c.name, pass: c.pass });
  };
  checks('load', r.load?.checks);
  if (r.race?.skipped) out.push({ section: 'race', name: r.race.skipped, pass: null });
  checks('race', r.race?.checks);
  checks('crash', r.crash?.checks);
  checks('backup', r.backup?.checks);
  checks('live', r.live?.checks);
  return out;
}

function summarize(r: Results) {
  const checks = allChecks(r);
  return {
    pass: checks.filter((c) => c.pass === true).length,
    fail: checks.filter((c) => c.pass === false).length,
    skipped: checks.filter((c) => c.pass === null).length,
    failures: checks.filter((c) => c.pass === false).map((c) => `${c.section} : ${c.name}`),
  };
}

function print(r: Results) {
  const out: string[] = [''];
  const config = `${r.db === 'pg' ? 'PostgreSQL' : 'SQLite'} ×${r.workers}`;
  out.push(`# Banc Teranga — ${config} — ${r.startedAt} — ${r.durationS} s — ${JSON.stringify(r.machine)}`);
  out.push(
    '',
    r.postgres
      ? `Base : PostgreSQL jetable du banc (${r.postgres.version}), ${describeSettings(r.postgres.settings)} ; API_WORKERS=${r.workers}, pool de ${process.env.PG_POOL_SIZE ?? 10} connexions par processus.`
      : `Base : fichier SQLite (WAL, synchronous=NORMAL) ; API_WORKERS=${r.workers}.`,
  );
  const skippedSections = Object.entries(r.skipped ?? {});
  if (skippedSections.length)
    out.push('', ...skippedSections.map(([section, why]) => `Section ${section} SKIPPED : ${why}`));
  if (r.api) {
    out.push(
      '',
      `## API (${config}), ${r.api.connections} connexions, ${r.api.warmupS} s de chauffe puis ${r.api.rounds} × ${r.api.roundS} s par côté (R A A R R A A R…)`,
      ...(r.api.indicativeBudgets
        ? [
            '',
            `Référence : le serveur nu sur SQLite, un processus, comme pour SQLite ×1. Budgets de performance fixés pour SQLite ×1 : indiqués (« indicatif »), non comptés ; seul « erreurs / non-2xx » compte.`,
          ]
        : []),
      '',
      table(
        [
          'Scénario',
          'API req/s',
          'API p50',
          'API p99',
          'Réf req/s',
          'Réf p50',
          'Réf p99',
          'API/Réf',
          'Budgets',
          'Charge machine',
          'Résultat',
        ],
        r.api.scenarios.map((s) => [
          s.label,
          String(s.api.rps),
          `${s.api.p50} ms`,
          `${s.api.p99} ms`,
          String(s.ref.rps),
          `${s.ref.p50} ms`,
          `${s.ref.p99} ms`,
          `${(s.ratio * 100).toFixed(1)} %`,
          s.budgets
            .map((b) => `${b.name} ${b.value} (${b.budget}) ${b.pass ? 'ok' : 'KO'}${b.indicative ? ' indicatif' : ''}`)
            .join(' ; '),
          s.loadAvg.join(' → '),
          verdict(s.pass),
        ]),
      ),
    );
    const limited = r.api.scenarios.filter((s) => s.rateLimitHeaders.length > 0);
    out.push(
      '',
      limited.length
        ? `Limitation de débit observée : ${limited.map((s) => `${s.label} ${s.rateLimitHeaders.join(',')}`).join(' ; ')}`
        : 'Limitation de débit : aucune sur ces routes (pas d’en-tête RateLimit/Retry-After, aucun 429).',
    );
    for (const [key, p] of Object.entries(r.api.profiles)) {
      const label = r.api.scenarios.find((s) => s.key === key)?.label ?? key;
      out.push('', `### Profil CPU — ${label} (${p.file}, ${p.idlePct} % inactif)`, '');
      out.push(
        table(
          ['Temps propre (self)', '%', 'Où'],
          p.selfTop.slice(0, 10).map((h) => [h.name, `${h.pct} %`, h.where]),
        ),
      );
      out.push(
        '',
        table(
          ['Code du projet (inclusif)', '%', 'Où'],
          p.projectInclusiveTop.slice(0, 10).map((h) => [h.name, `${h.pct} %`, h.where]),
        ),
      );
      out.push(
        '',
        table(
          ['Module (self)', '%'],
          p.modules.slice(0, 10).map((h) => [h.name, `${h.pct} %`]),
        ),
      );
    }
  }
  if (r.analytics) {
    const a = r.analytics;
    out.push(
      '',
      `## Statistiques restaurant (GET /api/analytics/restaurant/:id?days=90), ${a.orders} commandes en base dont ${a.ordersOfRestaurant} du restaurant`,
      '',
      table(
        ['Mesure', 'API', 'Référence', 'Budget', 'Résultat'],
        [
          [
            'médiane de 20 (ms)',
            String(a.apiMedianMs),
            String(a.refMedianMs),
            `< ${BUDGETS.analyticsMs} ms`,
            verdict(a.pass),
          ],
          ['calcul seul, sans HTTP (ms)', a.computeMedianMs === null ? '—' : String(a.computeMedianMs), '', '', ''],
          [
            'mêmes chiffres (commandes, CA, statuts, plats, jours)',
            a.consistency.same ? 'oui' : `non : ${a.consistency.differences.join(', ')}`,
            '',
            '= référence',
            verdict(a.consistency.same),
          ],
          [`insertion de ${a.insertedOrders} commandes + lignes, une transaction (ms)`, String(a.insertMs), '', '', ''],
        ],
      ),
    );
  }
  if (r.front) {
    out.push('', '## Front');
    if (r.front.skipped) out.push('', `SKIPPED : ${r.front.skipped}`);
    if (r.front.pages) {
      out.push(
        '',
        `Référence : React + ReactDOM seuls (chunks de repli d’un remote) = ${kb(r.front.reactFloorGzip ?? 0)} Ko gzip.`,
        '',
        table(
          [
            'Page',
            'JS gzip',
            '× React',
            'Fichiers JS',
            'Par origine (Ko gzip)',
            'Remotes',
            'Code du remote',
            'react/react-dom',
            'Résultat',
          ],
          r.front.pages.map((p) => [
            p.path + (p.finalUrl !== p.path ? ` → ${p.finalUrl}` : ''),
            `${kb(p.jsGzip)} Ko`,
            ((p.jsGzip + p.cssGzip) / (r.front!.reactFloorGzip || 1)).toFixed(2),
            String(p.jsFiles),
            Object.entries(p.byOrigin)
              .map(([port, b]) => `${port}: ${kb(b)}`)
              .join(', '),
            p.remotesFetched.join(',') || 'aucun',
            p.ownRemoteBytes === null ? '—' : `${kb(p.ownRemoteBytes)} Ko`,
            `${p.reactCopies}/${p.reactDomCopies}`,
            verdict(p.pass) +
              (p.pass
                ? ''
                : ` (${p.budgets
                    .filter((b) => !b.pass)
                    .map((b) => b.name)
                    .join(', ')})`),
          ]),
        ),
        ...r.front.pages
          .filter((p) => !p.pass)
          .map(
            (p) =>
              `  ${p.path} — plus gros fichiers (Ko gzip) : ${p.resources
                .slice(0, 7)
                .map(
                  (x) =>
                    `${new URL(x.url).port}${new URL(x.url).pathname} ${kb(x.gzipBytes)}${x.shared.length ? ` [${x.shared.join(', ')}]` : ''}`,
                )
                .join(' ; ')}`,
          ),
        '',
        `Budgets : / et /login ≤ ${FRONT_BUDGETS.publicJsKb} Ko de JS gzip et aucun remote ; une page d’espace ne charge que son remote ; code d’un remote ≤ ${FRONT_BUDGETS.remoteKb} Ko gzip ; react et react-dom téléchargés une fois (1 Ko = 1024 o).`,
      );
    }
    if (r.front.lighthouse) {
      out.push(
        '',
        `Lighthouse 12, préréglage desktop (throttling simulé) et, pour les pages « (mobile) », préréglage mobile (téléphone émulé, CPU ×4, 4G lente ; performance ≥ ${FRONT_BUDGETS.lighthouseMobile.performance}), Chromium système :`,
        '',
        table(
          ['Page', 'Performance', 'Accessibilité', 'Bonnes pratiques', 'LCP', 'FCP', 'TBT', 'CLS', 'Résultat'],
          r.front.lighthouse.map((l) => [
            l.url +
              (l.runs > 1 ? ` (médiane de ${l.runs} : perf ${l.allRuns?.map((x) => x.performance).join('/')})` : ''),
            String(l.scores.performance),
            String(l.scores.accessibility),
            String(l.scores['best-practices']),
            `${l.lcpMs} ms`,
            `${l.fcpMs} ms`,
            `${l.tbtMs} ms`,
            String(l.cls),
            l.reference ? '(référence)' : verdict(l.pass),
          ]),
        ),
      );
      for (const l of r.front.lighthouse.filter((x) => !x.reference && x.failedAudits.length)) {
        out.push(`  ${l.url} — audits sous 0,9 : ${l.failedAudits.map((a) => `${a.id} (${a.score})`).join(', ')}`);
      }
    }
  }
  if (r.abuse) {
    const a = r.abuse;
    out.push(
      '',
      `## Abus (issue 15, constat 1) : ${ABUSE_BUDGETS.senders} comptes envoient en boucle ${(a.bodyBytes / 1e6).toFixed(1)} Mo de ${ABUSE_BUDGETS.fields} champs à POST /api/auth/me/documents/id_card`,
      '',
      table(
        ['GET /api/restaurants, 50 connexions', 'req/s', 'p50 ms', 'p99 ms', 'Erreurs / non-2xx'],
        [
          [
            'au calme',
            String(a.quiet.rps),
            String(a.quiet.p50),
            String(a.quiet.p99),
            `${a.quiet.errors} / ${a.quiet.non2xx}`,
          ],
          [
            'sous l’attaque',
            String(a.attacked.rps),
            String(a.attacked.p50),
            String(a.attacked.p99),
            `${a.attacked.errors} / ${a.attacked.non2xx}`,
          ],
        ],
      ),
      '',
      `Gardé : ${Math.round(a.kept * 100)} % (budget ≥ ${ABUSE_BUDGETS.minKeptRatio * 100} %) — ${verdict(a.pass)} ; envois d’attaque : ${a.attackRequests}, réponses ${JSON.stringify(a.attackAnswers)}`,
    );
  }
  const faultRows: string[][] = [];
  const addChecks = (section: string, list: Check[] | undefined) => {
    for (const c of list ?? []) faultRows.push([section, c.name, c.detail, verdict(c.pass)]);
  };
  if (r.load) {
    const l = r.load;
    faultRows.push([
      'charge',
      `${l.clients} clients, ${l.connections} connexions, ${l.seconds} s`,
      `${l.stats.rps} commandes/s, p50 ${l.stats.p50} ms, p99 ${l.stats.p99} ms, ${l.stats.requests} réponses`,
      '',
    ]);
    addChecks('charge', l.checks);
  }
  if (r.race?.skipped) faultRows.push(['course', '50 livreurs / 50 livraisons', r.race.skipped, 'SKIPPED']);
  addChecks('course', r.race?.checks);
  if (r.crash)
    faultRows.push([
      'SIGKILL',
      r.crash.mode === 'worker'
        ? `un processus sur ${r.workers} tué (pid ${r.crash.afterKill?.killedPid}) pendant 50 écrivains, les autres continuent`
        : '50 écrivains, SIGKILL de l’API après 3 s, redémarrage',
      r.crash.integrity === null
        ? `${r.crash.acknowledged} commandes acquittées ; PostgreSQL : pas d’integrity_check, les commandes acquittées sont vérifiées une à une`
        : `${r.crash.acknowledged} commandes acquittées`,
      '',
    ]);
  addChecks('SIGKILL', r.crash?.checks);
  addChecks('sauvegarde', r.backup?.checks);
  if (faultRows.length)
    out.push('', '## Charge et pannes', '', table(['Section', 'Contrôle', 'Détail', 'Résultat'], faultRows));
  if (r.live) {
    const v = r.live;
    const pass = (name: string) => v.checks.find((c) => c.name.startsWith(name))?.pass ?? null;
    out.push(
      '',
      `## Direct (GET /api/events, SSE) — ${v.subscribers} abonnés sur un processus : ${v.mix} ; ${v.durationS} s, charge machine ${v.loadAvg.join(' → ')}`,
      '',
      table(
        ['Mesure', 'Valeur', 'Budget', 'Résultat'],
        [
          [
            `latence écriture → abonné, ${v.writes.count} écritures toutes les ${v.writes.spacingMs} ms (${v.writes.events} événements)`,
            `p50 ${v.latency.p50} ms, p90 ${v.latency.p90} ms, p99 ${v.latency.p99} ms, max ${v.latency.max} ms (${v.latency.pairs} paires)`,
            `p99 < ${LIVE_BUDGETS.p99Ms} ms`,
            verdict(pass('latence')),
          ],
          [
            'livraisons attendues jamais arrivées',
            `${v.latency.missing} sur ${v.latency.expectedPairs}`,
            '= 0',
            verdict(pass('aucune livraison')),
          ],
          [
            `CPU pendant les écritures (${(v.cpu.phaseMs / 1000).toFixed(1)} s, jusqu’à la dernière livraison)`,
            `API ${v.cpu.apiPct} % d’un cœur, ${v.cpu.apiUsPerDelivery} µs par livraison ; banc ${v.cpu.benchPct} %, retard de boucle p99 ${v.cpu.benchLoopDelayP99Ms} ms`,
            '',
            '',
          ],
          [
            `reprise Last-Event-ID (${v.resume.reconnected} flux coupés pendant les écritures)`,
            `${v.resume.lost} perdus, ${v.resume.duplicated} doublons, ${v.resume.outOfOrder} dans le désordre, ${v.resume.resyncs} resync (${v.resume.received}/${v.resume.expected} reçus, ${v.resume.retries429} × 429 réessayés)`,
            '0 perdu, 0 doublon',
            verdict(pass('reprise Last-Event-ID : 0 perdu')! && pass('reprise Last-Event-ID : 0 doublon')!),
          ],
          [
            'visibilité (2 clients sans commande, restaurateur, client)',
            `${v.resume.unexpected} hors visibilité`,
            '= 0',
            verdict(pass('visibilité')),
          ],
          [
            'flux admin témoin (jamais coupé) = table events',
            v.resume.referenceMatchesLog && v.resume.dataMismatches === 0 ? 'identiques' : 'différents',
            'identiques',
            verdict(pass('flux admin témoin')),
          ],
          [
            `mémoire par flux inactif (VmRSS, médiane de 5, ${v.memory.idleS} s d’inactivité)`,
            `${v.memory.kbPerStream} Ko (${Math.round(v.memory.beforeKb / 1024)} → ${Math.round(v.memory.afterKb / 1024)} Mo)`,
            `< ${LIVE_BUDGETS.kbPerStream} Ko`,
            verdict(pass('mémoire')),
          ],
          [
            `deux processus : ${v.twoProcesses.subscribers} flux sur :${v.twoProcesses.port}, ${v.twoProcesses.writes} écritures sur l’autre`,
            `${v.twoProcesses.delivery.received}/${v.twoProcesses.delivery.expected} reçus, p50 ${v.twoProcesses.latency.p50} ms, p99 ${v.twoProcesses.latency.p99} ms`,
            'tout arrive',
            verdict(pass('deux processus')),
          ],
        ],
      ),
    );
  }
  const s = r.summary!;
  out.push('', `## Bilan : ${s.pass} PASS, ${s.fail} FAIL, ${s.skipped} SKIPPED`);
  for (const f of s.failures) out.push(`  FAIL ${f}`);
  console.log(out.join('\n'));
}

const cleanup = () => {
  killAllSync();
  stopCluster();
};
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

if (args.compare) {
  process.exitCode = printComparison(RESULTS_DIR, log) ? 0 : 1;
} else
  main().catch((error: unknown) => {
    console.error(error);
    cleanup();
    if (workDir) console.error(`\nLe banc a échoué ; base et journaux des processus conservés dans ${workDir}`);
    process.exit(2);
  });
