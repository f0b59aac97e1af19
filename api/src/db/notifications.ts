/**
 * What one PostgreSQL server tells each API process about the others' writes
 * (drizzle-pg/0002_change_notifications.sql): `teranga_changes` after any table changed,
 * `teranga_events` after a new live event. One listening connection per process.
 *
 * `version` is the PostgreSQL twin of SQLite's `total_changes` + `data_version` probe of the read
 * caches: it moves on this process's own commits at once (`noteCommit`, called by the handle, so
 * a read right after a write never sees a stale cache) and on the other processes' commits when
 * their notification arrives (a few milliseconds). While the listening connection is down, nothing
 * can be known: `version` then moves on every read, i.e. the caches stop caching until it is back.
 */
import pg from 'pg';

export const CHANGES_CHANNEL = 'teranga_changes';
export const EVENTS_CHANNEL = 'teranga_events';

/** Delay before reconnecting a dropped listening connection (doubles up to 5 s). */
const RETRY_MS = 200;

export class ChangeFeed {
  private counter = 0;
  private client: pg.Client | null = null;
  private up = false;
  private closed = false;
  private retryMs = RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly eventListeners = new Set<() => void>();
  /** Server processes of this API process's pool: their change notifications were counted at commit. */
  private readonly ownBackends = new Set<number>();
  private listened: Promise<void> | null = null;
  private heard: (() => void) | null = null;

  constructor(private readonly url: string) {}

  /** Resolves once the listening connection is up (tests; the API works before, without caching). */
  ready(): Promise<void> {
    if (this.up) return Promise.resolve();
    this.listened ??= new Promise<void>((resolve) => (this.heard = resolve));
    return this.listened;
  }

  /** Moves whenever the database may have changed (see the header). */
  version(): number {
    if (!this.up) this.counter += 1;
    return this.counter;
  }

  /** The pool opened (or closed) a connection served by the server process `pid`. */
  trackBackend(pid: number | null | undefined, open: boolean): void {
    if (typeof pid !== 'number') return;
    if (open) this.ownBackends.add(pid);
    else this.ownBackends.delete(pid);
  }

  /** A commit (or an autocommit write) of this process. */
  noteCommit(): void {
    this.counter += 1;
  }

  /** Calls `listener` after another (or this) process committed live events; returns the unsubscribe. */
  onEvents(listener: () => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Whether the listening connection is up (the hub polls while it is not). */
  get live(): boolean {
    return this.up;
  }

  async start(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.up = false;
      this.counter += 1;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) {
        // This process's own events too: its hub reads them like the others'.
        for (const listener of this.eventListeners) listener();
      } else if (!this.ownBackends.has(message.processId)) {
        // Our own writes moved `counter` at their commit already: counting their echo would
        // empty the caches a second time for nothing.
        this.counter += 1;
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${EVENTS_CHANNEL}`);
      if (this.client !== client) return;
      this.up = true;
      this.retryMs = RETRY_MS;
      this.heard?.();
      this.listened = null;
      this.heard = null;
      // Whatever happened while not listening is unknown: the caches start afresh, the hub reads.
      this.counter += 1;
      for (const listener of this.eventListeners) listener();
    } catch {
      lost();
    }
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.up = false;
    this.eventListeners.clear();
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
