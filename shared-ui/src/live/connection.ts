// The tab's one connection to `GET /events` (Server-Sent Events). Read with fetch rather than
// `EventSource`, which cannot send the Authorization header (a token never goes in a URL);
// eventsource-parser does the parsing. One instance per page: this module is part of shared-ui's
// federated singleton, so every area of the tab shares it.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { getApiBaseUrl } from '../lib/api-client';
import type { LiveEventType } from '../rules/live-events';
import { authApi } from '../lib/auth-api';
import { useSession } from '../stores/session';

export { LIVE_EVENT_TYPES } from '../rules/live-events';
export type { LiveEventType } from '../rules/live-events';

/** One event of the stream (`data:` with the log id of `id:`), see the API's `GET /events`. */
export interface LiveEvent {
  id: number;
  type: LiveEventType;
  commande_id: string | null;
  livraison_id: string | null;
  restaurant_id?: string | null;
  livreur_id?: string | null;
  status?: string;
  livraison_status?: string;
  payment_status?: string;
  latitude?: number;
  longitude?: number;
  at: string;
}

/** `off`: no session (or not allowed); `reconnecting`: the stream dropped and is being resumed. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'reconnecting';

const MAX_BACKOFF_MS = 30_000;
/** A connection that lived this long was healthy: the next failure starts the backoff again. */
const HEALTHY_MS = 10_000;

export class LiveConnection {
  private statusValue: LiveStatus = 'off';
  private readonly statusListeners = new Set<() => void>();
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private lastEventId: string | null = null;
  private controller: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;

  constructor(private readonly fetcher: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  get status(): LiveStatus {
    return this.statusValue;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /** Closes the stream; the next start begins afresh (a new session is not the old one's resume). */
  stop(): void {
    this.running = false;
    this.controller?.abort();
    this.controller = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.lastEventId = null;
    this.attempt = 0;
    this.setStatus('off');
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener();
  }

  private async connect(): Promise<void> {
    const token = useSession.getState().accessToken;
    if (!this.running || !token) return this.stop();
    if (this.statusValue !== 'reconnecting') this.setStatus('connecting');
    const controller = new AbortController();
    this.controller = controller;
    const opened = Date.now();
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
      if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
      const response = await this.fetcher(`${getApiBaseUrl()}/events`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        // An expired token: the shared API client refreshes it (or ends the session, which stops us).
        await authApi.getMe().catch(() => undefined);
        return this.retry(useSession.getState().accessToken === token ? this.backoff() : 0);
      }
      // Pending or deactivated account: nothing to listen to until the session changes.
      if (response.status === 403) return this.stop();
      if (!response.ok || !response.body) throw new Error(`GET /events → ${response.status}`);
      this.setStatus('open');
      const parser = createParser({ onEvent: (message) => this.handle(message) });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    if (controller.signal.aborted) return;
    // Closed by the server (token expiry, restart) or failed: resume from the last id.
    if (Date.now() - opened > HEALTHY_MS) this.attempt = 0;
    this.retry(this.backoff());
  }

  private backoff(): number {
    const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt);
    this.attempt += 1;
    return base / 2 + Math.random() * (base / 2);
  }

  private retry(delayMs: number): void {
    if (!this.running) return;
    this.setStatus('reconnecting');
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delayMs);
  }

  private handle(message: EventSourceMessage): void {
    if (message.id) this.lastEventId = message.id;
    if (message.event === 'ready') return;
    let data: Omit<LiveEvent, 'id'>;
    try {
      data = JSON.parse(message.data) as Omit<LiveEvent, 'id'>;
    } catch {
      return;
    }
    const event = { ...data, type: (message.event ?? data.type) as LiveEventType, id: Number(message.id) };
    for (const listener of [...this.listeners]) listener(event);
  }
}

/** The tab's connection. */
export const liveConnection = new LiveConnection();
