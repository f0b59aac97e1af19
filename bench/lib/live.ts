/**
 * The `live` section: `GET /api/events` (Server-Sent Events) of the real API under 2,000 open
 * streams on ONE process, measured from the bench process.
 *
 * - latency of the fan-out: from the HTTP answer of a write (its response headers) to the
 *   arrival of its event(s) at every subscriber that must see it;
 * - resume: 10 % of the subscribers are cut and reconnect with `Last-Event-ID` during the
 *   writes; every subscriber must end with every event it may see exactly once, in order;
 * - memory of an idle stream: the API process's RSS before / after opening the streams;
 * - two processes: a second API process on the same database file streams what the first
 *   one writes (the hub tails the `events` table, it does not pass events in memory).
 *
 * Accounts: the stream limit is per user and per process (6), so the subscribers are spread
 * over many accounts, 5 streams each (the 6th slot lets a cut stream reconnect before the
 * server has noticed the cut, as a browser tab would). Admin accounts (they see every event)
 * are inserted directly in the database as copies of the demo admin row, with its argon2 hash
 * of the demo password (registration cannot create admins), then logged in through
 * `POST /api/auth/login`, so their sessions and tokens are the API's own.
 *
 * The bench side is kept cheap: raw `http.request` (one socket per stream, no keep-alive
 * pool), frames split on the blank line and only their `id:` and `event:` lines read; which
 * write an event belongs to is looked up afterwards in the `events` table by its id (the
 * never-cut reference admin stream also checks `data` against the table).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDb, type Db } from './db';
import { DEMO, login, mapLimit, median, percentile, sleep, type Session } from './http';
import { pickPort, startApi, stop, type Proc } from './proc';
import type { ApiHandle, Check } from './scenarios';

export const LIVE_BUDGETS = {
  p99Ms: 250,
  kbPerStream: 30,
} as const;

const STREAMS_PER_ACCOUNT = 5;

export interface LatencyStats {
  /** (event of a write, subscriber that must see it) pairs received. */
  pairs: number;
  /** Pairs expected: every subscriber that must see the event and was subscribed before it. */
  expectedPairs: number;
  /** Expected pairs never received. */
  missing: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Negative when the event reached a subscriber before the writer got its answer (possible: the hub may tick in between). */
  min: number;
  /** Pairs received through a resume (`Last-Event-ID` replay) rather than live. */
  replayed: number;
}

export interface DeliveryCheck {
  /** Events some subscriber must see, summed over subscribers. */
  expected: number;
  received: number;
  lost: number;
  duplicated: number;
  /** Received but not visible to that subscriber (a visibility leak). */
  unexpected: number;
  /** Received with an id lower than a previous one on the same subscriber. */
  outOfOrder: number;
  resyncs: number;
}

export interface LiveResult {
  subscribers: number;
  mix: string;
  accounts: { admins: number; inserted: number; loginMs: number };
  openMs: number;
  memory: {
    pid: number;
    beforeKb: number;
    afterKb: number;
    samplesBeforeKb: number[];
    samplesAfterKb: number[];
    idleS: number;
    kbPerStream: number;
  };
  writes: { count: number; spacingMs: number; events: number; failed: number; statuses: Record<string, number> };
  /**
   * Where the time went during the writes (until every subscriber had everything): CPU of the
   * API process and of the bench process (which parses every frame), and the bench's event-loop
   * delay (how late it could have timestamped a frame).
   */
  cpu: {
    phaseMs: number;
    apiMs: number;
    apiPct: number;
    /** API CPU per (event, subscriber) delivery. */
    apiUsPerDelivery: number;
    benchMs: number;
    benchPct: number;
    benchLoopDelayP99Ms: number;
  };
  latency: LatencyStats;
  resume: DeliveryCheck & {
    reconnected: number;
    /** 429 answers to a reconnection (the server had not released the cut stream yet), retried. */
    retries429: number;
    /** Streams the server ended by itself (slow reader, expiry…), reconnected with Last-Event-ID. */
    serverClosed: number;
    errors: number;
    referenceMatchesLog: boolean;
    dataMismatches: number;
  };
  twoProcesses: {
    port: number;
    startMs: number;
    subscribers: number;
    writes: number;
    events: number;
    latency: LatencyStats;
    delivery: DeliveryCheck;
  };
  loadAvg: number[];
  durationS: number;
  checks: Check[];
}

// ---------------------------------------------------------------------------
// One SSE subscriber
// ---------------------------------------------------------------------------

type Group = 'admin' | 'restaurateur' | 'client' | 'outsider';

/** What a subscriber is, for the bench's own (independent) visibility rule. */
interface Who {
  group: Group;
  userId: string;
  restaurantIds: ReadonlySet<string>;
}

class Subscriber {
  /** Event ids received (domain events only, not `ready`), in arrival order. */
  readonly ids: number[] = [];
  readonly times: number[] = [];
  /** Connection number each event came on (0 = first; increases at each cut or reconnection). */
  readonly conns: number[] = [];
  /** `performance.now()` when the answer of connection n arrived. */
  readonly connectedAt: number[] = [];
  /** `ready` position of the first connection: the subscriber must see every visible event after it. */
  base: number | null = null;
  lastId: number | null = null;
  resyncs = 0;
  retries429 = 0;
  serverClosed = 0;
  errors = 0;
  /** `data:` lines, kept only for the reference stream. */
  readonly data = new Map<number, string>();
  private conn = -1;
  private req: http.ClientRequest | null = null;
  private buf = '';
  private closed = false;
  private onReady: (() => void) | null = null;

  constructor(
    readonly who: Who,
    private readonly token: string,
    private readonly port: number,
    private readonly agent: http.Agent,
    private readonly keepData = false,
  ) {}

  /** Connects (with `Last-Event-ID` when resuming); resolves once `ready` (first time) or the answer (resume) arrived. */
  async connect(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const status = await this.attempt();
      if (status === 200) return;
      if (status === 429 && attempt < 50) {
        this.retries429++;
        await sleep(100);
        continue;
      }
      throw new Error(`GET /api/events : HTTP ${status}`);
    }
  }

  private attempt(): Promise<number> {
    const conn = ++this.conn;
    const resume = this.lastId;
    return new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' };
      if (resume !== null) headers['last-event-id'] = String(resume);
      const req = http.request({ host: '127.0.0.1', port: this.port, path: '/api/events', agent: this.agent, headers });
      this.req = req;
      this.buf = '';
      let settled = false;
      // A stream that answers nothing (or no `ready`) within 15 s fails the run instead of hanging it.
      const timer = setTimeout(() => req.destroy(new Error('GET /api/events : pas de réponse en 15 s')), 15_000);
      const settle = (status: number) => {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          resolve(status);
        }
      };
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          settle(res.statusCode ?? 0);
          return;
        }
        this.connectedAt[conn] = performance.now();
        if (resume !== null) settle(200);
        else this.onReady = () => settle(200);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (conn !== this.conn || this.closed) return;
          this.receive(chunk, performance.now(), conn);
        });
        res.on('end', () => {
          if (settled) this.lost(conn);
          else settle(0); // ended before `ready`
        });
        res.on('error', () => undefined);
      });
      req.on('error', (error) => {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          reject(error);
        } else if (conn === this.conn && !this.closed) {
          this.errors++;
          this.lost(conn);
        }
      });
      req.end();
    });
  }

  /** The server ended the stream by itself: reconnect as a client would. */
  private lost(conn: number): void {
    if (conn !== this.conn || this.closed) return;
    this.serverClosed++;
    if (this.serverClosed > 5) return;
    this.req = null;
    this.connect().catch(() => {
      this.errors++;
    });
  }

  private receive(chunk: string, now: number, conn: number): void {
    const buf = this.buf + chunk;
    let start = 0;
    let sep: number;
    while ((sep = buf.indexOf('\n\n', start)) !== -1) {
      this.frame(buf, start, sep, now, conn);
      start = sep + 2;
    }
    this.buf = start === 0 ? buf : buf.slice(start);
  }

  private frame(buf: string, start: number, end: number, now: number, conn: number): void {
    if (buf.charCodeAt(start) === 58 /* ':' comment, the heartbeat */) return;
    let id = -1;
    let event = '';
    let data = '';
    let pos = start;
    while (pos < end) {
      let eol = buf.indexOf('\n', pos);
      if (eol === -1 || eol > end) eol = end;
      if (buf.startsWith('id: ', pos)) id = Number(buf.slice(pos + 4, eol));
      else if (buf.startsWith('event: ', pos)) event = buf.slice(pos + 7, eol);
      else if (this.keepData && buf.startsWith('data: ', pos)) data = buf.slice(pos + 6, eol);
      pos = eol + 1;
    }
    if (id < 0) return; // `retry:` frame
    this.lastId = id;
    if (event === 'ready') {
      this.base ??= id;
      this.onReady?.();
      this.onReady = null;
      return;
    }
    if (event === 'resync') {
      this.resyncs++;
      return;
    }
    this.ids.push(id);
    this.times.push(now);
    this.conns.push(conn);
    if (this.keepData) this.data.set(id, data);
  }

  /** Cuts the stream (as a network drop would) and resumes after `pauseMs` with `Last-Event-ID`. */
  async cutAndResume(pauseMs: number): Promise<void> {
    const req = this.req;
    this.conn++; // the old connection's late chunks and its close are ignored from here on
    req?.destroy();
    await sleep(pauseMs);
    await this.connect();
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
    this.req = null;
  }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** The API's node process: `startApi` spawns node itself, but follow children in case a wrapper sits in between. */
function nodePid(pid: number): number {
  const cmdline = (p: number) => {
    try {
      return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    if (cmdline(p).includes('server.ts')) return p;
    try {
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (children) queue.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      /* gone */
    }
  }
  return pid;
}

/** CPU time (user + system) the process has used, in ms (from /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`VmRSS absent de /proc/${pid}/status`);
  return Number(match[1]);
}

async function rssSamples(pid: number, n = 5, everyMs = 200): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) await sleep(everyMs);
    out.push(rssKb(pid));
  }
  return out;
}

interface WriteAnswer {
  status: number;
  /** `performance.now()` when the response headers arrived. */
  at: number;
  body: string;
}

function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<WriteAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers, timeout: 10_000 }, (res) => {
      const at = performance.now();
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A cash order of the demo restaurateur's restaurant, above its minimum. */
function orderPayload(db: Db, restaurantId: string) {
  const restaurant = db.prepare('SELECT min_order_cents FROM restaurants WHERE id = ?').get(restaurantId) as {
    min_order_cents: number;
  };
  const dishes = db
    .prepare(
      'SELECT id, price_cents FROM plats WHERE restaurant_id = ? AND is_available = 1 ORDER BY price_cents DESC, id LIMIT 2',
    )
    .all(restaurantId) as { id: string; price_cents: number }[];
  if (dishes.length === 0) throw new Error('Aucun plat disponible au restaurant de démonstration');
  const items = dishes.map((d) => ({ plat_id: d.id, quantity: 1 }));
  let subtotal = dishes.reduce((s, d) => s + d.price_cents, 0);
  while (subtotal < restaurant.min_order_cents) {
    items[0]!.quantity += 1;
    subtotal += dishes[0]!.price_cents;
  }
  return {
    restaurant_id: restaurantId,
    items,
    delivery_address: '8 Rue de Clignancourt, 75018 Paris',
    payment_mode: 'cash',
    notes: null,
  };
}

interface Write {
  commandeId: string;
  /** 'created' or the status set. */
  step: string;
  at: number;
}

const STEPS = ['confirmee', 'en_preparation', 'prete'] as const;

/**
 * `orders` cash orders placed by the demo client, each moved to confirmee → en_preparation →
 * prete by the restaurateur: 4 writes per order, one every `spacingMs`.
 */
async function driveOrders(options: {
  port: number;
  clientToken: string;
  ownerToken: string;
  payload: unknown;
  orders: number;
  spacingMs: number;
  onTick?: (index: number) => void;
}): Promise<{ writes: Write[]; failed: number; statuses: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const writes: Write[] = [];
  const statuses: Record<string, number> = {};
  let failed = 0;
  const started = performance.now();
  let k = 0;
  const next = async () => {
    const due = started + k * options.spacingMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    options.onTick?.(k);
    k++;
  };
  const count = (res: WriteAnswer, ok: number) => {
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== ok) failed++;
    return res.status === ok;
  };
  try {
    for (let i = 0; i < options.orders; i++) {
      await next();
      const created = await request(
        agent,
        options.port,
        'POST',
        '/api/commandes',
        options.clientToken,
        options.payload,
      );
      if (!count(created, 201)) continue;
      const commandeId = (JSON.parse(created.body) as { id: string }).id;
      writes.push({ commandeId, step: 'created', at: created.at });
      for (const step of STEPS) {
        await next();
        const res = await request(
          agent,
          options.port,
          'PATCH',
          `/api/commandes/${commandeId}/status?new_status=${step}`,
          options.ownerToken,
        );
        if (!count(res, 200)) break;
        writes.push({ commandeId, step, at: res.at });
      }
    }
  } finally {
    agent.destroy();
  }
  return { writes, failed, statuses };
}

interface LogRow {
  id: number;
  type: string;
  commande_id: string | null;
  livraison_id: string | null;
  restaurant_id: string | null;
  client_id: string | null;
  payload: string;
}

/** The bench's own reading of the visibility rules (independent of the API's `visibleTo`). */
function mustSee(who: Who, row: LogRow): boolean {
  const payload = row.type === 'livraison.position' ? (JSON.parse(row.payload) as { livraison_status?: string }) : {};
  switch (who.group) {
    case 'admin':
      return true;
    case 'client':
    case 'outsider':
      if (row.client_id !== who.userId) return false;
      return row.type !== 'livraison.position' || payload.livraison_status === 'en_cours';
    case 'restaurateur':
      if (!row.restaurant_id || !who.restaurantIds.has(row.restaurant_id)) return false;
      return row.type !== 'livraison.position' || payload.livraison_status === 'acceptee';
  }
}

/** Which write an event comes from: the order's creation, or the status step (the delivery is offered at confirmation). */
function stepOf(row: LogRow): string | null {
  if (row.type === 'commande.created') return 'created';
  if (row.type === 'livraison.offered') return 'confirmee';
  if (row.type === 'commande.status') return (JSON.parse(row.payload) as { status?: string }).status ?? null;
  return null;
}

function readLog(dbPath: string, after: number): LogRow[] {
  const db = openDb(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, type, commande_id, livraison_id, restaurant_id, client_id, payload FROM events WHERE id > ? ORDER BY id',
      )
      .all(after) as LogRow[];
  } finally {
    db.close();
  }
}

/** Waits until every subscriber has reached the last event it must see (or `timeoutMs`). */
async function settle(subs: Subscriber[], dbPath: string, timeoutMs: number, quick = false): Promise<void> {
  const after = Math.min(...subs.map((s) => s.base ?? 0));
  const rows = readLog(dbPath, after);
  const target = subs.map((s) => {
    let last = -1;
    for (const row of rows) if (row.id > (s.base ?? 0) && mustSee(s.who, row)) last = row.id;
    return last;
  });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (subs.every((s, i) => target[i]! < 0 || (s.lastId ?? -1) >= target[i]!)) break;
    await sleep(50);
  }
  // Late duplicates, if any, would arrive right after (the caller may first read the CPU figures).
  if (!quick) await sleep(300);
}

function analyse(
  subs: Subscriber[],
  rows: LogRow[],
  writes: Write[],
): { latency: LatencyStats; delivery: DeliveryCheck; events: number } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const writeOf = new Map(writes.map((w) => [`${w.commandeId}|${w.step}`, w]));
  const writeOfRow = new Map<number, Write>();
  for (const row of rows) {
    const step = stepOf(row);
    const write = step && row.commande_id ? writeOf.get(`${row.commande_id}|${step}`) : undefined;
    if (write) writeOfRow.set(row.id, write);
  }
  const latencies: number[] = [];
  let expectedPairs = 0;
  let replayed = 0;
  const delivery: DeliveryCheck = {
    expected: 0,
    received: 0,
    lost: 0,
    duplicated: 0,
    unexpected: 0,
    outOfOrder: 0,
    resyncs: 0,
  };
  for (const s of subs) {
    delivery.resyncs += s.resyncs;
    const base = s.base ?? Number.MAX_SAFE_INTEGER;
    const seen = new Set<number>();
    let previous = -1;
    for (let i = 0; i < s.ids.length; i++) {
      const id = s.ids[i]!;
      if (id <= previous) delivery.outOfOrder++;
      previous = Math.max(previous, id);
      if (seen.has(id)) {
        delivery.duplicated++;
        continue;
      }
      seen.add(id);
      delivery.received++;
      const row = byId.get(id);
      if (!row || id <= base || !mustSee(s.who, row)) {
        delivery.unexpected++;
        continue;
      }
      const write = writeOfRow.get(id);
      if (write) {
        latencies.push(s.times[i]! - write.at);
        const conn = s.conns[i]!;
        // Came on a resumed connection for a write answered before that connection was open: a replay.
        if (conn > 0 && write.at < (s.connectedAt[conn] ?? 0)) replayed++;
      }
    }
    for (const row of rows) {
      if (row.id <= base || !mustSee(s.who, row)) continue;
      delivery.expected++;
      if (writeOfRow.has(row.id)) expectedPairs++;
      if (!seen.has(row.id)) delivery.lost++;
    }
  }
  const sorted = Float64Array.from(latencies).sort();
  const r = (x: number) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : NaN);
  return {
    latency: {
      pairs: sorted.length,
      expectedPairs,
      missing: expectedPairs - sorted.length,
      p50: r(percentile(sorted, 50)),
      p90: r(percentile(sorted, 90)),
      p99: r(percentile(sorted, 99)),
      max: r(sorted[sorted.length - 1] ?? NaN),
      min: r(sorted[0] ?? NaN),
      replayed,
    },
    delivery,
    events: writeOfRow.size,
  };
}

/** Opens `subs` with at most `limit` connections being set up at once. */
async function openAll(subs: Subscriber[], limit: number): Promise<number> {
  const started = performance.now();
  await mapLimit(subs, limit, (s) => s.connect());
  return Math.round(performance.now() - started);
}

/**
 * The accounts of the section, inserted in one transaction: `subscribers` streams = 5 of the
 * demo restaurateur, 5 of the demo client, 5 of each of 2 clients without orders (they must
 * receive nothing), admins for the rest (copies of the demo rows: same argon2 hash).
 */
function insertAccounts(dbPath: string, subscribers: number, tag: string) {
  const db = openDb(dbPath);
  try {
    const adminRow = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO.admin) as Record<string, unknown>;
    const clientRow = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO.client) as Record<string, unknown>;
    const owner = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.restaurateur) as { id: string };
    const ownedIds = (
      db.prepare('SELECT id FROM restaurants WHERE owner_id = ? ORDER BY id').all(owner.id) as { id: string }[]
    ).map((r) => r.id);
    if (ownedIds.length === 0) throw new Error('Le restaurateur de démonstration n’a pas de restaurant');
    const payload = orderPayload(db, ownedIds[0]!);
    const fixedStreams = 4 * STREAMS_PER_ACCOUNT;
    const adminAccounts = Math.ceil((subscribers - fixedStreams) / STREAMS_PER_ACCOUNT);
    const cols = Object.keys(adminRow);
    const insert = db.prepare(
      `INSERT INTO users (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
    );
    const now = new Date().toISOString();
    const adminEmails: string[] = [];
    const outsiderEmails: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < adminAccounts; i++) {
        const email = `direct-admin-${tag}-${i}@bench.test`;
        insert.run({
          ...adminRow,
          id: crypto.randomUUID(),
          email,
          name: `Admin direct ${i}`,
          created_at: now,
          updated_at: now,
        });
        adminEmails.push(email);
      }
      for (let i = 0; i < 2; i++) {
        const email = `direct-client-${tag}-${i}@bench.test`;
        insert.run({
          ...clientRow,
          id: crypto.randomUUID(),
          email,
          name: `Client direct ${i}`,
          created_at: now,
          updated_at: now,
        });
        outsiderEmails.push(email);
      }
    })();
    return { adminEmails, outsiderEmails, adminAccounts, fixedStreams, ownedIds, payload };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------
// The section
// ---------------------------------------------------------------------------

export async function liveSection(
  api: ApiHandle,
  options: {
    subscribers: number;
    orders: number;
    spacingMs: number;
    reconnectShare: number;
    idleS: number;
    twoProcessSubscribers: number;
    twoProcessOrders: number;
    tag: string;
    log: (line: string) => void;
  },
): Promise<LiveResult> {
  const { log } = options;
  const started = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const base = `http://127.0.0.1:${api.port}`;

  // Process B boots (tsx, migrations: nothing to do, seed: not empty) while the accounts are made.
  const portB = await pickPort(18002);
  const startB = performance.now();
  let procB: Proc | null = null;
  const bootB = startApi({ port: portB, dir: api.dir, dbPath: api.dbPath, name: 'api-b' }).then((p) => {
    procB = p;
    return p;
  });
  bootB.catch(() => undefined);

  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const subs: Subscriber[] = [];
  const subsB: Subscriber[] = [];
  try {
    // ------------------------------------------------------------ accounts
    const { adminEmails, outsiderEmails, adminAccounts, fixedStreams, ownedIds, payload } = insertAccounts(
      api.dbPath,
      options.subscribers,
      options.tag,
    );

    const loginStarted = performance.now();
    const [adminSessions, outsiderSessions, ownerSession, clientSession] = await Promise.all([
      mapLimit(adminEmails, 4, (email) => login(base, email)),
      mapLimit(outsiderEmails, 2, (email) => login(base, email)),
      login(base, DEMO.restaurateur),
      login(base, DEMO.client),
    ]);
    const loginMs = Math.round(performance.now() - loginStarted);
    log(
      `  ${adminAccounts} comptes admin + 2 clients insérés en base (copies des comptes de démo), connectés en ${(loginMs / 1000).toFixed(1)} s`,
    );

    const restaurantIds = new Set(ownedIds);
    const add = (list: Subscriber[], port: number, session: Session, group: Group, keepData = false) => {
      const who: Who = {
        group,
        userId: session.user.id,
        restaurantIds: group === 'restaurateur' ? restaurantIds : new Set(),
      };
      list.push(new Subscriber(who, session.access_token, port, streamAgent, keepData));
    };
    for (let n = 0; n < STREAMS_PER_ACCOUNT; n++) {
      add(subs, api.port, ownerSession, 'restaurateur');
      add(subs, api.port, clientSession, 'client');
      for (const s of outsiderSessions) add(subs, api.port, s, 'outsider');
    }
    for (const s of adminSessions)
      for (let n = 0; n < STREAMS_PER_ACCOUNT && subs.length < options.subscribers; n++)
        add(subs, api.port, s, 'admin', subs.length === fixedStreams);
    const reference = subs[fixedStreams]!;

    // ------------------------------------------------------------ memory of idle streams
    const pid = nodePid(api.proc.pid);
    // Warm-up: the route, the hub and the SSE path compiled and their first allocations made.
    const warm = adminSessions.slice(0, 10).map((s) => {
      const who: Who = { group: 'admin', userId: s.user.id, restaurantIds: new Set() };
      return new Subscriber(who, s.access_token, api.port, streamAgent);
    });
    await openAll(warm, 10);
    for (const w of warm) w.close();
    await sleep(1500);
    const samplesBeforeKb = await rssSamples(pid);
    const openMs = await openAll(subs, 50);
    log(`  ${subs.length} flux ouverts en ${(openMs / 1000).toFixed(1)} s (tous ont reçu « ready »)`);
    await sleep(options.idleS * 1000);
    const samplesAfterKb = await rssSamples(pid);
    const beforeKb = median(samplesBeforeKb);
    const afterKb = median(samplesAfterKb);
    const kbPerStream = Math.round(((afterKb - beforeKb) / subs.length) * 10) / 10;
    log(
      `  mémoire de l’API (VmRSS, pid ${pid}) : ${Math.round(beforeKb / 1024)} Mo → ${Math.round(afterKb / 1024)} Mo après ${options.idleS} s d’inactivité, ${kbPerStream} Ko par flux`,
    );

    // ------------------------------------------------------------ latency + resume
    // Cut 10 % of the streams, spread over the writes (never the reference), each resuming
    // after a pause of 0–150 ms so that events are written while it is away.
    // One stream of each non-admin kind (their replay is filtered), then every 10th admin.
    const cutEvery = Math.round(1 / options.reconnectShare);
    const toCut = subs.filter((s, i) => s !== reference && (i < fixedStreams ? i < 3 : i % cutEvery === 1));
    const totalWrites = options.orders * 4;
    const waves = 10;
    const wavesAt = new Set(Array.from({ length: waves }, (_, w) => Math.round(((w + 1) * totalWrites) / (waves + 2))));
    let wave = 0;
    const resumes: Promise<void>[] = [];
    log(
      `  ${totalWrites} écritures (${options.orders} commandes × création + 3 statuts), une toutes les ${options.spacingMs} ms ; ${toCut.length} flux coupés puis repris avec Last-Event-ID pendant ce temps`,
    );
    const phaseStart = performance.now();
    const apiCpuStart = cpuMs(pid);
    const benchCpuStart = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const drive = await driveOrders({
      port: api.port,
      clientToken: clientSession.access_token,
      ownerToken: ownerSession.access_token,
      payload,
      orders: options.orders,
      spacingMs: options.spacingMs,
      onTick: (k) => {
        if (!wavesAt.has(k)) return;
        const batch = toCut.filter((_, i) => i % waves === wave);
        wave++;
        for (const s of batch) resumes.push(s.cutAndResume(Math.random() * 150));
      },
    });
    const resumeErrors = (await Promise.allSettled(resumes)).filter((r) => r.status === 'rejected').length;
    await settle(subs, api.dbPath, 10_000, true);
    loopDelay.disable();
    const phaseMs = performance.now() - phaseStart;
    const apiCpuMs = cpuMs(pid) - apiCpuStart;
    const benchCpu = process.cpuUsage(benchCpuStart);
    const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
    // Late duplicates, if any, would arrive right after.
    await sleep(300);
    const after = Math.min(...subs.map((s) => s.base ?? 0));
    const rows = readLog(api.dbPath, after);
    const one = analyse(subs, rows, drive.writes);

    // The never-cut admin stream against the log: same ids, and each `data` says what the row says.
    const refIds = reference.ids.join(',');
    const logIds = rows
      .filter((r) => r.id > (reference.base ?? 0))
      .map((r) => r.id)
      .join(',');
    let dataMismatches = 0;
    for (const row of rows) {
      const raw = reference.data.get(row.id);
      if (raw === undefined) continue;
      const data = JSON.parse(raw) as {
        type?: string;
        commande_id?: string;
        livraison_id?: string | null;
        status?: string;
      };
      const payloadStatus = (JSON.parse(row.payload) as { status?: string }).status;
      if (
        data.type !== row.type ||
        data.commande_id !== row.commande_id ||
        (data.livraison_id ?? null) !== row.livraison_id ||
        data.status !== payloadStatus
      )
        dataMismatches++;
    }
    const l = one.latency;
    const d = one.delivery;
    const cpu = {
      phaseMs: Math.round(phaseMs),
      apiMs: apiCpuMs,
      apiPct: Math.round((apiCpuMs / phaseMs) * 100),
      apiUsPerDelivery: Math.round(((apiCpuMs * 1000) / Math.max(1, one.delivery.received)) * 10) / 10,
      benchMs: Math.round(benchCpuMs),
      benchPct: Math.round((benchCpuMs / phaseMs) * 100),
      benchLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    };
    log(
      `  latence écriture → abonné : p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms sur ${l.pairs} paires (${one.events} événements × abonnés) ; ${l.missing} jamais arrivées`,
    );
    log(
      `  CPU pendant les écritures (${(cpu.phaseMs / 1000).toFixed(1)} s) : API ${cpu.apiPct} % d’un cœur (${cpu.apiUsPerDelivery} µs par événement livré à un abonné), banc ${cpu.benchPct} % (retard de sa boucle p99 ${cpu.benchLoopDelayP99Ms} ms)`,
    );
    log(
      `  reprise : ${toCut.length} coupés, ${d.lost} perdus, ${d.duplicated} doublons, ${d.unexpected} hors visibilité, ${d.outOfOrder} dans le désordre, ${d.resyncs} resync ; ${subs.reduce((n, s) => n + s.retries429, 0)} × 429 réessayés`,
    );
    for (const s of subs) s.close();

    // ------------------------------------------------------------ two processes
    const b = await bootB;
    const startMs = Math.round(performance.now() - startB);
    const perAccount = STREAMS_PER_ACCOUNT;
    for (const s of adminSessions)
      for (let n = 0; n < perAccount && subsB.length < options.twoProcessSubscribers; n++)
        add(subsB, b.port, s, 'admin');
    await openAll(subsB, 50);
    const driveB = await driveOrders({
      port: api.port,
      clientToken: clientSession.access_token,
      ownerToken: ownerSession.access_token,
      payload,
      orders: options.twoProcessOrders,
      spacingMs: options.spacingMs,
    });
    await settle(subsB, api.dbPath, 10_000);
    const rowsB = readLog(api.dbPath, Math.min(...subsB.map((s) => s.base ?? 0)));
    const two = analyse(subsB, rowsB, driveB.writes);
    for (const s of subsB) s.close();
    log(
      `  deux processus : ${two.delivery.received}/${two.delivery.expected} événements écrits par :${api.port} reçus sur :${b.port} (${subsB.length} flux), p50 ${two.latency.p50} ms, p99 ${two.latency.p99} ms`,
    );

    const totalWritesDone = drive.writes.length;
    const checks: Check[] = [
      {
        name: `latence p99 < ${LIVE_BUDGETS.p99Ms} ms (${subs.length} abonnés, 1 processus)`,
        pass: l.pairs > 0 && l.p99 < LIVE_BUDGETS.p99Ms,
        detail: `p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms sur ${l.pairs} paires (écriture, abonné) ; ${totalWritesDone} écritures, ${drive.failed} en échec`,
      },
      {
        name: 'aucune livraison attendue manquante',
        pass: l.missing === 0 && l.expectedPairs > 0,
        detail: `${l.pairs}/${l.expectedPairs} paires reçues, ${l.missing} jamais arrivées (dont ${l.replayed} reçues par reprise)`,
      },
      {
        name: 'reprise Last-Event-ID : 0 perdu',
        pass: d.lost === 0 && d.resyncs === 0 && resumeErrors === 0,
        detail: `${toCut.length} flux coupés et repris ; ${d.received}/${d.expected} événements reçus, ${d.lost} perdus, ${d.resyncs} resync, ${resumeErrors} reprises en échec`,
      },
      {
        name: 'reprise Last-Event-ID : 0 doublon',
        pass: d.duplicated === 0 && d.outOfOrder === 0,
        detail: `${d.duplicated} doublons, ${d.outOfOrder} dans le désordre`,
      },
      {
        name: 'visibilité : aucun événement d’un autre',
        pass: d.unexpected === 0,
        detail: `${d.unexpected} événements reçus hors visibilité (2 clients sans commande : ${subs
          .filter((s) => s.who.group === 'outsider')
          .reduce((n, s) => n + s.ids.length, 0)} reçus)`,
      },
      {
        name: 'flux admin témoin = journal events',
        pass: refIds === logIds && dataMismatches === 0,
        detail: `${reference.ids.length} événements reçus, ${logIds ? logIds.split(',').length : 0} au journal, ${dataMismatches} data différents de la ligne`,
      },
      {
        name: `mémoire < ${LIVE_BUDGETS.kbPerStream} Ko par flux inactif`,
        pass: kbPerStream < LIVE_BUDGETS.kbPerStream,
        detail: `VmRSS médiane ${beforeKb} → ${afterKb} Ko pour ${subs.length} flux : ${kbPerStream} Ko/flux`,
      },
      {
        name: 'deux processus : tout arrive sur B',
        pass:
          two.delivery.expected > 0 &&
          two.delivery.lost === 0 &&
          two.delivery.duplicated === 0 &&
          two.delivery.unexpected === 0 &&
          driveB.failed === 0,
        detail: `${two.delivery.received}/${two.delivery.expected} reçus sur :${b.port} (${subsB.length} flux), écrits par :${api.port} ; p50 ${two.latency.p50} ms, p99 ${two.latency.p99} ms ; ${two.delivery.lost} perdus, ${two.delivery.duplicated} doublons`,
      },
    ];

    return {
      subscribers: subs.length,
      mix: `${subs.length - fixedStreams} flux admin (${adminAccounts} comptes × ${STREAMS_PER_ACCOUNT}), ${STREAMS_PER_ACCOUNT} restaurateur, ${STREAMS_PER_ACCOUNT} client, ${2 * STREAMS_PER_ACCOUNT} autres clients`,
      accounts: { admins: adminAccounts, inserted: adminAccounts + 2, loginMs },
      openMs,
      memory: { pid, beforeKb, afterKb, samplesBeforeKb, samplesAfterKb, idleS: options.idleS, kbPerStream },
      writes: {
        count: totalWritesDone,
        spacingMs: options.spacingMs,
        events: one.events,
        failed: drive.failed,
        statuses: drive.statuses,
      },
      cpu,
      latency: l,
      resume: {
        ...d,
        reconnected: toCut.length,
        retries429: subs.reduce((n, s) => n + s.retries429, 0),
        serverClosed: subs.reduce((n, s) => n + s.serverClosed, 0),
        errors: subs.reduce((n, s) => n + s.errors, 0) + resumeErrors,
        referenceMatchesLog: refIds === logIds,
        dataMismatches,
      },
      twoProcesses: {
        port: b.port,
        startMs,
        subscribers: subsB.length,
        writes: driveB.writes.length,
        events: two.events,
        latency: two.latency,
        delivery: two.delivery,
      },
      loadAvg: [loadBefore, os.loadavg()[0]!].map((x) => Math.round(x * 100) / 100),
      durationS: Math.round((performance.now() - started) / 100) / 10,
      checks,
    };
  } finally {
    for (const s of subs) s.close();
    for (const s of subsB) s.close();
    streamAgent.destroy();
    await bootB.catch(() => null);
    await stop(procB);
  }
}
