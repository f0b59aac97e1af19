/**
 * Load and fault scenarios, shared by `npm run bench` (long form) and
 * `bench/faults.test.ts` (short form inside the test suite).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkAcknowledged, connectDb, count, integrityCheck, openDb, type Ack, type DbTarget } from './db';
import { json, mapLimit, register, sleep, type Session } from './http';
import { startLoad, summarize, type LoadStats } from './load';
import { childPids, crash, ROOT, servingWorkers, startApi, stop, waitForWorkers, type Proc } from './proc';
import { burst, startWriters, type OrderPayload } from './writers';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface ApiHandle {
  dir: string;
  /** The SQLite file (unused by the API when `databaseUrl` is set). */
  dbPath: string;
  /** `--db pg`: the API runs on this PostgreSQL database (DATABASE_URL). */
  databaseUrl?: string;
  /** `--workers N`: API_WORKERS of the API under test (default 1). */
  workers?: number;
  port: number;
  proc: Proc;
}

/** Where the bench's own connection must look: the API's database. */
export function dbTarget(api: ApiHandle): DbTarget {
  return api.databaseUrl ? { kind: 'pg', url: api.databaseUrl } : { kind: 'sqlite', path: api.dbPath };
}

const check = (name: string, pass: boolean, detail: string): Check => ({ name, pass, detail });

/** Log lines of the API that show SQLite lock errors surfacing. */
export function busyInLog(logFile: string, fromByte = 0): number {
  try {
    const text = fs.readFileSync(logFile, 'utf8').slice(fromByte);
    return (text.match(/SQLITE_BUSY|database is locked/g) ?? []).length;
  } catch {
    return 0;
  }
}

const logSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function restartApi(handle: ApiHandle, name = 'api'): Promise<Proc> {
  return startApi({
    port: handle.port,
    dir: handle.dir,
    dbPath: handle.dbPath,
    databaseUrl: handle.databaseUrl,
    workers: handle.workers,
    name,
    logFile: handle.proc.logFile,
  });
}

// ---------------------------------------------------------------------------
// Many clients placing orders at once
// ---------------------------------------------------------------------------

export interface OrderLoadResult {
  clients: number;
  connections: number;
  seconds: number;
  stats: LoadStats;
  acknowledged: number;
  missing: number;
  wrongTotal: number;
  /** Orders in the database from these clients minus acknowledged ones (answers lost client-side). */
  unacknowledgedInDb: number;
  fiveXX: number;
  busyLogLines: number;
  externalWrites: number;
  externalWriteErrors: number;
  /** Issue 17: card orders paid (and some cancelled, so refunded) during the load, then the ledger's check. */
  money: { paid: number; refunded: number; failures: number; ledger: LedgerCheck | null };
  checks: Check[];
}

interface LedgerCheck {
  balanced: boolean;
  transactions: number;
  entries: number;
  unbalanced: unknown[];
  provider: { ledger: number; recorded: number; difference: number };
}

/**
 * Money events while the orders pour in (`money-client.mjs`, its own process): card orders with a
 * tip, paid through the test mode, one in three cancelled by its client, so refunded.
 */
function moneyClient(
  base: string,
  sessions: Session[],
  payload: OrderPayload,
  seconds: number,
): Promise<{ paid: number; refunded: number; failures: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'lib', 'money-client.mjs')], {
      env: {
        ...process.env,
        TERANGA_MONEY: JSON.stringify({ base, tokens: sessions.map((s) => s.access_token), payload, seconds }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as { paid: number; refunded: number; failures: number });
      else reject(new Error(`money-client.mjs : code ${code}`));
    });
  });
}

/**
 * `clients` registered client accounts (through the API), one per connection, POST
 * /api/commandes with `connections` connections for `seconds` s, while another
 * connection (an admin script, say) writes to the same database every 100 ms.
 */
export async function orderLoad(
  api: ApiHandle,
  options: {
    clients: number;
    connections: number;
    seconds: number;
    payload: OrderPayload;
    tag: string;
    /** An admin's token: the ledger's check after the load (issue 17). */
    adminToken?: string;
  },
): Promise<OrderLoadResult> {
  const base = `http://127.0.0.1:${api.port}`;
  const sessions = await mapLimit(
    Array.from({ length: options.clients }, (_, i) => i),
    4,
    (i) => register(base, { email: `charge-${options.tag}-${i}@bench.test`, name: `Client charge ${i}` }),
  );
  const clientIds = sessions.map((s) => s.user.id);
  const acks: Ack[] = [];
  const logStart = logSize(api.proc.logFile);

  const db = connectDb(dbTarget(api));
  const other = await db.closedRestaurant();
  let externalWrites = 0;
  let externalWriteErrors = 0;
  // On SQLite the write runs synchronously within the call, as before; on PostgreSQL it is
  // awaited before the checks read the database.
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const write = (other ? db.touchRestaurant(other) : Promise.resolve()).then(
      () => void externalWrites++,
      () => void externalWriteErrors++,
    );
    pending.add(write);
    void write.finally(() => pending.delete(write));
  }, 100);

  // Four more clients pay card orders (and cancel some) meanwhile: the ledger is written under load.
  const payers = await mapLimit([0, 1, 2, 3], 4, (i) =>
    register(base, { email: `paiement-${options.tag}-${i}@bench.test`, name: `Client paiement ${i}` }),
  );
  const money = moneyClient(base, payers, options.payload, options.seconds);

  let raw;
  try {
    raw = await startLoad({
      url: `${base}/api/commandes`,
      method: 'POST',
      connections: options.connections,
      duration: options.seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options.payload),
      headersFor: (c) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${sessions[c % sessions.length]!.access_token}`,
      }),
      onBody: (status, body) => {
        if (status >= 200 && status < 300) {
          const order = JSON.parse(body) as { id: string; total_price: number };
          acks.push({ id: order.id, totalCents: Math.round(order.total_price * 100) });
        }
      },
    }).done;
  } finally {
    clearInterval(timer);
    await Promise.all(pending);
  }
  const moneyCounts = await money;
  // Refunds run after the cancellation's answer: give the last ones a moment to complete.
  await sleep(500);
  const ledger = options.adminToken
    ? (await json<LedgerCheck>(`${base}/api/admin/ledger/check`, { token: options.adminToken })).body
    : null;
  const stats = summarize([raw]);
  const verify = await db.checkAcknowledged(acks);
  const inDb = await db.countOrdersOfClients(clientIds);
  await db.close();
  const fiveXX = Object.entries(stats.statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, v]) => n + v, 0);
  const busy = busyInLog(api.proc.logFile, logStart);
  const result: OrderLoadResult = {
    clients: options.clients,
    connections: options.connections,
    seconds: stats.seconds,
    stats,
    acknowledged: acks.length,
    missing: verify.missing.length,
    wrongTotal: verify.wrongTotal.length,
    unacknowledgedInDb: inDb - acks.length,
    fiveXX,
    busyLogLines: busy,
    externalWrites,
    externalWriteErrors,
    money: { ...moneyCounts, ledger },
    checks: [],
  };
  result.checks = [
    check(
      'aucune réponse 5xx',
      fiveXX === 0,
      `${fiveXX} × 5xx sur ${stats.requests} réponses (${JSON.stringify(stats.statuses)})`,
    ),
    check(
      'aucune erreur réseau / timeout',
      stats.errors === 0 && stats.timeouts === 0,
      `${stats.errors} erreurs, ${stats.timeouts} timeouts`,
    ),
    check(
      'aucune commande perdue',
      verify.missing.length === 0 && verify.wrongTotal.length === 0 && acks.length > 0,
      `${acks.length} commandes acquittées (2xx), ${verify.missing.length} absentes, ${verify.wrongTotal.length} au mauvais total ; ${inDb} en base pour ces clients` +
        (inDb > acks.length
          ? ` (dont ${inDb - acks.length} écrites mais dont la réponse n’a pas été lue : requêtes en vol à l’arrêt du client de charge)`
          : ''),
    ),
    check(
      'grand livre équilibré après la charge',
      ledger !== null && ledger.balanced === true && moneyCounts.paid > 0,
      ledger
        ? `${moneyCounts.paid} commandes carte payées pendant la charge, ${moneyCounts.refunded} annulées et remboursées, ${moneyCounts.failures} échecs ; ` +
            `${ledger.transactions} transactions, ${ledger.entries} écritures, ${ledger.unbalanced.length} déséquilibrées, ` +
            `prestataire : grand livre ${ledger.provider.ledger} € / paiements ${ledger.provider.recorded} € (écart ${ledger.provider.difference} €)`
        : 'pas de vérification (jeton administrateur absent)',
    ),
    db.kind === 'sqlite'
      ? check(
          'aucun SQLITE_BUSY',
          busy === 0 && externalWriteErrors === 0,
          `${busy} lignes SQLITE_BUSY dans le journal de l’API ; écrivain externe : ${externalWrites} écritures, ${externalWriteErrors} échecs`,
        )
      : check(
          'écrivain externe sans échec',
          externalWriteErrors === 0,
          `écrivain externe (connexion pg du banc) : ${externalWrites} écritures, ${externalWriteErrors} échecs`,
        ),
  ];
  return result;
}

// ---------------------------------------------------------------------------
// Couriers racing for deliveries
// ---------------------------------------------------------------------------

export interface RaceResult {
  skipped: string | null;
  couriers: number;
  deliveries: number;
  requests: number;
  statuses: Record<string, number>;
  checks: Check[];
}

export async function courierRace(
  api: ApiHandle,
  options: { couriers: number; restaurantId: string; clientId: string; probeToken: string; tag: string },
): Promise<RaceResult> {
  const base = `http://127.0.0.1:${api.port}`;
  const empty: RaceResult = {
    skipped: null,
    couriers: options.couriers,
    deliveries: options.couriers,
    requests: 0,
    statuses: {},
    checks: [],
  };
  // Is the accept route there? An unknown route answers the app-wide 404 "Ressource introuvable".
  const probe = await fetch(`${base}/api/livraisons/${crypto.randomUUID()}/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.probeToken}` },
  });
  const probeBody = (await probe.json().catch(() => ({}))) as { detail?: string };
  if (probe.status === 404 && probeBody.detail === 'Ressource introuvable') {
    return { ...empty, skipped: 'POST /api/livraisons/:id/accept n’existe pas encore' };
  }

  const couriers = await mapLimit(
    Array.from({ length: options.couriers }, (_, i) => i),
    4,
    (i) => register(base, { email: `coursier-${options.tag}-${i}@bench.test`, name: `Coursier ${i}`, role: 'livreur' }),
  );
  const db = connectDb(dbTarget(api));
  await db.verifyUsers(couriers.map((c) => c.user.id));
  const deliveries = await db.createWaitingDeliveries(options.restaurantId, options.clientId, options.couriers);

  // Every courier tries every delivery (in its own random order), all at once.
  const requests = couriers.flatMap((courier) =>
    [...deliveries]
      .sort(() => Math.random() - 0.5)
      .map((delivery) => ({
        method: 'POST',
        port: api.port,
        path: `/api/livraisons/${delivery}/accept?livreur_id=${courier.user.id}`,
        token: courier.access_token,
        meta: { courier: courier.user.id, delivery },
      })),
  );
  requests.sort(() => Math.random() - 0.5);
  const answers = await burst(requests);
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const wins = answers.filter((a) => a.status === 200);

  const { deliveries: rows, held } = await db.raceRows(
    deliveries,
    couriers.map((c) => c.user.id),
  );
  await db.close();

  const assigned = rows.filter((r) => r.status === 'acceptee' && r.livreur_id);
  const doubleHolders = held.filter((h) => h.n > 1);
  const byDelivery = new Map(rows.map((r) => [r.id, r.livreur_id]));
  const mismatched = wins.filter((w) => byDelivery.get(w.meta.delivery) !== w.meta.courier);
  const winsPerDelivery = new Map<string, number>();
  for (const w of wins) winsPerDelivery.set(w.meta.delivery, (winsPerDelivery.get(w.meta.delivery) ?? 0) + 1);
  const odd = Object.keys(statuses).filter((s) => s !== '200' && s !== '409');
  return {
    ...empty,
    requests: answers.length,
    statuses,
    checks: [
      check(
        'chaque livraison a exactement un livreur',
        assigned.length === deliveries.length &&
          [...winsPerDelivery.values()].every((n) => n === 1) &&
          wins.length === deliveries.length,
        `${assigned.length}/${deliveries.length} acceptées en base, ${wins.length} réponses 200 ; réponses ${JSON.stringify(statuses)}`,
      ),
      check(
        'aucun livreur n’en a deux',
        doubleHolders.length === 0,
        `${doubleHolders.length} livreurs avec plus d’une livraison active`,
      ),
      check(
        'réponses 200 conformes à la base',
        mismatched.length === 0,
        `${mismatched.length} réponses 200 contredites par la base`,
      ),
      check(
        'seulement 200 / 409',
        odd.length === 0,
        odd.length ? `statuts inattendus : ${odd.join(', ')}` : 'les perdants reçoivent 409',
      ),
    ],
  };
}

// ---------------------------------------------------------------------------
// SIGKILL in the middle of a write load
// ---------------------------------------------------------------------------

export interface CrashResult {
  /** `process`: the API (its only process) killed then restarted; `worker`: one of its workers killed. */
  mode: 'process' | 'worker';
  acknowledged: number;
  /** `PRAGMA integrity_check` on SQLite; null on PostgreSQL (see BenchDb.integrityCheck). */
  integrity: string | null;
  missing: number;
  wrongTotal: number;
  /** `process`: time to serve again after the restart; `worker`: time until every worker serves again. */
  restartMs: number;
  /** `worker` mode: what the other process(es) did after the SIGKILL. */
  afterKill?: {
    killedPid: number;
    ms: number;
    acknowledged: number;
    acknowledgedFirstSecond: number;
    cut: number;
    /** Network errors of requests sent more than SURVIVOR_GRACE_MS after the kill. */
    lateErrors: number;
    /** Requests sent around the kill that got no answer until their timeout (see SURVIVOR_GRACE_MS). */
    heldByPrimary: number;
    lastErrorMs: number | null;
    fiveXX: number;
  };
  checks: Check[];
}

/**
 * Requests SENT later than this after the SIGKILL must all succeed (the surviving worker's
 * answers); those sent before may fail: in flight on the killed worker, or handed to it by the
 * primary just as it died (node's cluster then holds the connection unanswered until the client's
 * timeout, 15 s here: reported apart).
 */
const SURVIVOR_GRACE_MS = 1000;

/**
 * SIGKILL during concurrent order writes. One process: killed, then restarted (the data must
 * survive the process). `API_WORKERS` > 1: ONE worker killed while the others keep serving the
 * port (node's cluster hands new connections to the live ones; the primary forks a replacement).
 */
export async function crashMidWrite(
  api: ApiHandle,
  options: { token: string; payload: OrderPayload; concurrency: number; killAfterMs: number; afterKillMs?: number },
): Promise<{ result: CrashResult; proc: Proc }> {
  if ((api.workers ?? 1) > 1) return crashOneWorker(api, { ...options, afterKillMs: options.afterKillMs ?? 3000 });
  const writers = startWriters({
    port: () => api.port,
    tokens: [options.token],
    payload: options.payload,
    concurrency: options.concurrency,
  });
  await sleep(options.killAfterMs);
  const before = writers.stats.acks.length;
  await crash(api.proc);
  await sleep(300);
  const stats = await writers.stop();

  const db = connectDb(dbTarget(api));
  const integrity = await db.integrityCheck();
  const verify = await db.checkAcknowledged(stats.acks);
  await db.close();

  const started = Date.now();
  const proc = await restartApi(api);
  const restartMs = Date.now() - started;
  const last = stats.acks[stats.acks.length - 1];
  let readBack = 0;
  if (last) {
    const res = await fetch(`http://127.0.0.1:${api.port}/api/commandes/${last.id}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    readBack = res.status;
    await res.arrayBuffer();
  }
  return {
    proc,
    result: {
      mode: 'process',
      acknowledged: stats.acks.length,
      integrity,
      missing: verify.missing.length,
      wrongTotal: verify.wrongTotal.length,
      restartMs,
      checks: [
        check(
          'écritures en cours au moment du SIGKILL',
          before > 0 && stats.networkErrors > 0,
          `${before} commandes acquittées avant le SIGKILL, ${stats.networkErrors} requêtes coupées`,
        ),
        ...(integrity === null ? [] : [check('PRAGMA integrity_check = ok', integrity === 'ok', integrity)]),
        check(
          'aucune commande acquittée perdue',
          verify.missing.length === 0 && verify.wrongTotal.length === 0,
          `${stats.acks.length} acquittées, ${verify.missing.length} absentes, ${verify.wrongTotal.length} au mauvais total`,
        ),
        check(
          'redémarrage',
          readBack === 200,
          `API de nouveau prête en ${restartMs} ms ; dernière commande relue : HTTP ${readBack}`,
        ),
      ],
    },
  };
}

async function crashOneWorker(
  api: ApiHandle,
  options: { token: string; payload: OrderPayload; concurrency: number; killAfterMs: number; afterKillMs: number },
): Promise<{ result: CrashResult; proc: Proc }> {
  const workers = api.workers ?? 1;
  const writers = startWriters({
    port: () => api.port,
    tokens: [options.token],
    payload: options.payload,
    concurrency: options.concurrency,
  });
  await sleep(options.killAfterMs);
  // A worker that holds connections of the writers (they all do, round-robin), else any.
  const victim = servingWorkers(api.proc.pid, api.port)[0] ?? childPids(api.proc.pid)[0];
  if (!victim) {
    await writers.stop();
    throw new Error(`aucun processus worker sous le primaire ${api.proc.pid}`);
  }
  const before = writers.stats.acks.length;
  const killedAt = Date.now() - writers.stats.startedAt;
  process.kill(victim, 'SIGKILL');
  // Watched from the kill on (fresh connections every 250 ms, beside the writers'): when does the
  // port have its N serving workers again, the primary's replacement included?
  const killTime = Date.now();
  const replaced = waitForWorkers(api.proc, workers, options.afterKillMs + 30_000).then(
    (pids) => ({ pids, ms: Date.now() - killTime }),
    () => null,
  );
  await sleep(options.afterKillMs);
  const stats = await writers.stop();
  const replacement = await replaced;
  const serving = replacement?.pids ?? servingWorkers(api.proc.pid, api.port);
  const restartMs = replacement?.ms ?? -1;

  const db = connectDb(dbTarget(api));
  const integrity = await db.integrityCheck();
  const verify = await db.checkAcknowledged(stats.acks);
  await db.close();

  const last = stats.acks[stats.acks.length - 1];
  let readBack = 0;
  if (last) {
    const res = await fetch(`http://127.0.0.1:${api.port}/api/commandes/${last.id}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    readBack = res.status;
    await res.arrayBuffer();
  }

  const ackAfter = stats.ackTimes.filter((t) => t > killedAt);
  const errorsAfter = stats.networkFailures.filter((f) => f.at >= killedAt);
  const late = errorsAfter.filter((f) => f.sentAt > killedAt + SURVIVOR_GRACE_MS);
  // Cut by the kill but failing only at the client's timeout: lost in the primary's hand-off.
  const heldByPrimary = errorsAfter.filter(
    (f) => f.sentAt <= killedAt + SURVIVOR_GRACE_MS && f.at - f.sentAt >= 10_000,
  );
  const lastError = errorsAfter.length ? Math.max(...errorsAfter.map((f) => f.at)) - killedAt : null;
  const fiveXX = stats.failures.filter((f) => f.status >= 500).length;
  const afterKill = {
    killedPid: victim,
    ms: options.afterKillMs,
    acknowledged: ackAfter.length,
    acknowledgedFirstSecond: ackAfter.filter((t) => t <= killedAt + 1000).length,
    cut: errorsAfter.length,
    lateErrors: late.length,
    heldByPrimary: heldByPrimary.length,
    lastErrorMs: lastError,
    fiveXX,
  };
  return {
    proc: api.proc,
    result: {
      mode: 'worker',
      acknowledged: stats.acks.length,
      integrity,
      missing: verify.missing.length,
      wrongTotal: verify.wrongTotal.length,
      restartMs,
      afterKill,
      checks: [
        check(
          'écritures en cours au moment du SIGKILL',
          before > 0 && errorsAfter.length > 0,
          `SIGKILL du processus ${victim} (1 sur ${workers}) après ${before} commandes acquittées ; ${errorsAfter.length} requêtes coupées`,
        ),
        check(
          'l’autre processus continue de répondre',
          ackAfter.length > 0 && late.length === 0 && fiveXX === 0,
          `${ackAfter.length} commandes acquittées (2xx) dans les ${options.afterKillMs} ms après le SIGKILL, dont ${afterKill.acknowledgedFirstSecond} la première seconde ; ` +
            `${late.length} erreurs réseau sur les requêtes envoyées après +${SURVIVOR_GRACE_MS} ms (dernière erreur à +${lastError ?? '—'} ms` +
            (heldByPrimary.length
              ? `, dont ${heldByPrimary.length} requêtes envoyées au moment du SIGKILL restées sans réponse jusqu’au délai du client : connexions remises par le primaire au processus tué`
              : '') +
            `) ; ${fiveXX} × 5xx (${JSON.stringify(stats.statuses)})`,
        ),
        ...(integrity === null ? [] : [check('PRAGMA integrity_check = ok', integrity === 'ok', integrity)]),
        check(
          'aucune commande acquittée perdue',
          verify.missing.length === 0 && verify.wrongTotal.length === 0 && stats.acks.length > 0,
          `${stats.acks.length} acquittées, ${verify.missing.length} absentes, ${verify.wrongTotal.length} au mauvais total`,
        ),
        check(
          'processus remplacé',
          restartMs >= 0 && !serving.includes(victim) && readBack === 200,
          `${serving.length} processus servent le port ${restartMs >= 0 ? `${restartMs} ms après le SIGKILL` : `${Math.round(options.afterKillMs / 1000) + 30} s après le SIGKILL`} (pid ${serving.join(', ')}) ; dernière commande relue : HTTP ${readBack}`,
        ),
      ],
    },
  };
}

// ---------------------------------------------------------------------------
// Online backup during writes, then restore
// ---------------------------------------------------------------------------

export function runApiScript(
  script: 'backup' | 'restore',
  file: string,
  dbPath: string,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '-w', 'api', '--', file], {
      cwd: ROOT,
      env: { ...process.env, DB_PATH: dbPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) =>
      resolve({
        code,
        ms: Date.now() - started,
        output: output
          .split('\n')
          .filter((l) => l.trim() && !l.startsWith('npm warn'))
          .join('\n'),
      }),
    );
  });
}

export interface BackupResult {
  backupMs: number;
  backupOutput: string;
  ordersInBackup: number;
  ackedBeforeBackup: number;
  writesDuringBackup: number;
  restoreOutput: string;
  checks: Check[];
}

export async function backupAndRestore(
  api: ApiHandle,
  options: { token: string; payload: OrderPayload; concurrency: number; writeMsBefore: number; writeMsAfter: number },
): Promise<{ result: BackupResult; proc: Proc }> {
  const file = path.join(api.dir, `backup-${Date.now()}.db`);
  const writers = startWriters({
    port: () => api.port,
    tokens: [options.token],
    payload: options.payload,
    concurrency: options.concurrency,
  });
  await sleep(options.writeMsBefore);
  const ackedBefore = writers.stats.acks.slice();
  const duringStart = writers.stats.acks.length;
  const backup = await runApiScript('backup', file, api.dbPath);
  const writesDuringBackup = writers.stats.acks.length - duringStart;
  await sleep(options.writeMsAfter);
  await writers.stop();

  const checks: Check[] = [];
  checks.push(
    check(
      'sauvegarde en ligne pendant les écritures',
      backup.code === 0 && writesDuringBackup > 0,
      `${backup.output || `code ${backup.code}`} ; ${writesDuringBackup} commandes acquittées pendant la sauvegarde`,
    ),
  );
  let ordersInBackup = 0;
  if (backup.code === 0) {
    const copy = openDb(file, { readonly: true });
    const integrity = integrityCheck(copy);
    const verify = checkAcknowledged(copy, ackedBefore);
    ordersInBackup = count(copy, 'SELECT count(*) AS n FROM commandes');
    copy.close();
    checks.push(check('sauvegarde : integrity_check = ok', integrity === 'ok', integrity));
    checks.push(
      check(
        'sauvegarde : contient tout ce qui était acquitté avant',
        verify.missing.length === 0 && verify.wrongTotal.length === 0,
        `${ackedBefore.length} commandes acquittées avant la sauvegarde, ${verify.missing.length} absentes`,
      ),
    );
  }

  // Restore refuses while the API holds the database.
  const refused = await runApiScript('restore', file, api.dbPath);
  checks.push(
    check('restauration refusée tant que l’API tourne', refused.code !== 0, refused.output.split('\n').pop() ?? ''),
  );

  await stop(api.proc);
  const restore = await runApiScript('restore', file, api.dbPath);
  const db = openDb(api.dbPath);
  const integrity = integrityCheck(db);
  const restored = count(db, 'SELECT count(*) AS n FROM commandes');
  db.close();
  checks.push(
    check(
      'restauration : integrity_check = ok',
      restore.code === 0 && integrity === 'ok' && restored === ordersInBackup,
      `${restore.output || `code ${restore.code}`} ; ${restored} commandes en base (sauvegarde : ${ordersInBackup})`,
    ),
  );
  const proc = await restartApi(api);
  const health = await fetch(`http://127.0.0.1:${api.port}/api/restaurants`);
  await health.arrayBuffer();
  checks.push(
    check('API redémarrée sur la base restaurée', health.status === 200, `GET /api/restaurants → ${health.status}`),
  );
  return {
    proc,
    result: {
      backupMs: backup.ms,
      backupOutput: backup.output,
      ordersInBackup,
      ackedBeforeBackup: ackedBefore.length,
      writesDuringBackup,
      restoreOutput: restore.output,
      checks,
    },
  };
}
