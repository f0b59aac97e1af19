/**
 * Fan-out of the event log to the open streams of this process (`GET /events`).
 *
 * The hub does not pass events from the writer to the readers in memory: it tails the `events`
 * table (a primary-key range read every `pollMs` while anyone listens). So an event written by
 * another API process on the same database reaches this process's subscribers exactly as a
 * local one does, a restarted process loses nothing, and there is one path to test. On SQLite
 * one writer at a time means ids are committed in increasing order, so reading `id > position`
 * never skips an event that commits late; on PostgreSQL the writers of events commit in id order
 * (`commitInIdOrder` in domain/events.ts), and a commit of events by any process wakes the hub at
 * once through LISTEN/NOTIFY (`db/notifications.ts`) instead of waiting for the next poll.
 *
 * Cost: the read is ~10 µs when nothing is new; each new event is matched against each
 * subscriber once (`visibleTo`), its JSON built once per distinct shape. Reads are awaited (the
 * database may be across the network): a tick that finds the previous read still running is
 * skipped, so reads never overlap and events are dispatched in id order.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/notifications';
import { pruneIdempotencyKeys } from '../domain/idempotency';
import {
  DEFAULT_EVENT_RETENTION_DAYS,
  lastEventId,
  pruneEvents,
  readEventsAfter,
  visibleTo,
  type EventRow,
  type StreamEvent,
  type Viewer,
} from '../domain/events';

export interface Subscriber {
  viewer: Viewer;
  /**
   * Events up to this id were sent (or were not for this viewer). `Infinity` holds live events
   * back, e.g. while the stream replays what it missed.
   */
  lastSentId: number;
  /** `frame` is the event's SSE frame, encoded once for every subscriber that sees it alike. */
  deliver(event: StreamEvent, frame: Uint8Array): void;
  /**
   * Run every `recheckMs` by the hub's one sweep: heartbeat, token expiry, account re-read. Not
   * awaited: it handles its own failures.
   */
  sweep(now: number): void;
  close(): void;
}

const encoder = new TextEncoder();

/** The SSE frame of `event`: `id:`, `event:` and `data:` lines (the data is one-line JSON). */
export const encodeFrame = (event: StreamEvent) =>
  encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`);

export interface EventHubOptions {
  /** Tail interval while someone listens (default 50 ms). */
  pollMs?: number;
  /** Streams one user may hold in this process (default 6). */
  maxStreamsPerUser?: number;
  retentionDays?: number;
  /** How often an open stream re-reads its user and sends a heartbeat (ms); tests shorten them. */
  recheckMs?: number;
  heartbeatMs?: number;
  /** Bytes a stream may have waiting for a slow reader before it is closed (default 256 KB). */
  maxQueuedBytes?: number;
  /**
   * PostgreSQL's notifications: a commit of events by any process wakes the hub at once
   * (the poll stays, as the fallback while the listening connection is down).
   */
  changes?: ChangeFeed | null;
  logger?: Logger;
}

const BATCH = 500;

export class EventHub {
  readonly pollMs: number;
  readonly maxStreamsPerUser: number;
  readonly retentionDays: number;
  readonly recheckMs: number;
  readonly heartbeatMs: number;
  readonly maxQueuedBytes: number;
  private readonly subscribers = new Set<Subscriber>();
  private readonly streamsByUser = new Map<string, number>();
  private position: number | null = null;
  /** Moves when the timers stop (last unsubscribe, close): a read begun before is then stale. */
  private generation = 0;
  private reading = false;
  /** A wake-up came during a read: read again right after it (its events may be past that read). */
  private readAgain = false;
  private stopListening: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private maintenance: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: EventHubOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 50;
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? 6;
    this.retentionDays = options.retentionDays ?? DEFAULT_EVENT_RETENTION_DAYS;
    this.recheckMs = options.recheckMs ?? 5_000;
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
    this.maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024;
  }

  /**
   * The id of the last event dispatched: every later event will be handed to the subscribers.
   * Null while nobody listens (a subscriber has one once `subscribe` resolved).
   */
  livePosition(): number | null {
    return this.position;
  }

  /** Counts a stream of `userId`; false when they already hold the maximum. */
  acquire(userId: string): boolean {
    const open = this.streamsByUser.get(userId) ?? 0;
    if (open >= this.maxStreamsPerUser) return false;
    this.streamsByUser.set(userId, open + 1);
    return true;
  }

  release(userId: string): void {
    const open = (this.streamsByUser.get(userId) ?? 1) - 1;
    if (open <= 0) this.streamsByUser.delete(userId);
    else this.streamsByUser.set(userId, open);
  }

  /**
   * Starts delivering the events after the hub's position (`livePosition()`, set once this
   * resolves) to `subscriber`; resolves to the unsubscribe function. A subscriber that
   * unsubscribes or is closed meanwhile is simply not started.
   */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    const unsubscribe = () => {
      if (this.subscribers.delete(subscriber) && this.subscribers.size === 0) this.stopTimers();
    };
    while (this.position === null) {
      const generation = this.generation;
      let last: number;
      try {
        last = await lastEventId(this.db);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (!this.subscribers.has(subscriber)) return unsubscribe;
      // Unless another subscription set it meanwhile (its subscribers count on it) or the hub
      // stopped during the read (the value then belongs to the past).
      if (this.position === null && generation === this.generation) this.position = last;
    }
    // One timer each for the whole process, whatever the number of streams: per-stream timers
    // and wake-ups cost more CPU than the events themselves at 2,000 streams (npm run bench).
    this.timer ??= setInterval(() => void this.tick(), this.pollMs).unref();
    this.stopListening ??= this.options.changes?.onEvents(() => void this.tick()) ?? null;
    this.sweeper ??= setInterval(() => this.sweep(), this.recheckMs).unref();
    return unsubscribe;
  }

  private stopTimers(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = null;
    this.sweeper = null;
    this.stopListening?.();
    this.stopListening = null;
    // Re-read from the log on the next subscription: nothing is dispatched meanwhile, and a read
    // still in flight is dropped.
    this.position = null;
    this.generation += 1;
  }

  private sweep(): void {
    const now = Date.now();
    for (const subscriber of [...this.subscribers]) subscriber.sweep(now);
  }

  /**
   * Reads what was committed since the last tick and hands it to the subscribers. Resolves at
   * once when the previous read is still running (or nobody listens).
   */
  async tick(): Promise<void> {
    if (this.position === null) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    this.readAgain = false;
    const generation = this.generation;
    try {
      let position = this.position;
      for (;;) {
        let rows: EventRow[];
        try {
          rows = await readEventsAfter(this.db, position, BATCH);
        } catch (error) {
          if (generation === this.generation) {
            this.options.logger?.error({ err: error }, 'live events: tail read failed');
          }
          return;
        }
        // Stopped or closed during the read: those subscribers are gone, the position reset.
        if (generation !== this.generation) return;
        for (const row of rows) this.dispatch(row);
        if (rows.length > 0) this.position = position = rows[rows.length - 1]!.id;
        if (rows.length < BATCH) return;
      }
    } finally {
      this.reading = false;
      if (this.readAgain && generation === this.generation) void this.tick();
    }
  }

  private dispatch(row: EventRow): void {
    // One JSON and one encoded frame per distinct shape of this event (most subscribers share one).
    const shapes = new Map<string, { event: StreamEvent; frame: Uint8Array } | null>();
    for (const subscriber of this.subscribers) {
      if (row.id <= subscriber.lastSentId) continue;
      const { viewer } = subscriber;
      // Admins all see the same event, couriers all see the same offer; others their own.
      const key =
        viewer.role === 'admin'
          ? 'admin'
          : viewer.role === 'livreur' && row.livreurId !== viewer.id
            ? 'livreur:other'
            : `${viewer.role}:${viewer.id}`;
      let shape = shapes.get(key);
      if (shape === undefined) {
        const event = visibleTo(viewer, row);
        shape = event && { event, frame: encodeFrame(event) };
        shapes.set(key, shape);
      }
      if (shape) {
        subscriber.lastSentId = row.id;
        subscriber.deliver(shape.event, shape.frame);
      }
    }
  }

  /**
   * Deletes the events older than the retention, and the expired idempotency keys of
   * `POST /commandes` (riding on this hourly maintenance rather than a timer of their own);
   * run by every process, idempotent. Returns how many events were removed.
   */
  async prune(now = new Date()): Promise<number> {
    const removed = await pruneEvents(this.db, this.retentionDays, now);
    if (removed > 0) this.options.logger?.info({ removed }, 'live events pruned');
    const keys = await pruneIdempotencyKeys(this.db, now);
    if (keys > 0) this.options.logger?.info({ removed: keys }, 'expired idempotency keys pruned');
    return removed;
  }

  /** Prunes now and every hour (production only: tests prune by hand). */
  startMaintenance(): void {
    if (this.maintenance) return;
    const prune = () =>
      void this.prune().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'live events: pruning failed'),
      );
    prune();
    this.maintenance = setInterval(prune, 60 * 60 * 1000);
    this.maintenance.unref();
  }

  /** Ends every open stream (shutdown), so the server can close at once; a read in flight is dropped. */
  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.stopTimers();
    if (this.maintenance) clearInterval(this.maintenance);
    this.maintenance = null;
  }
}
