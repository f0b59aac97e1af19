/**
 * Concurrent order writers over plain HTTP (keep-alive), recording exactly which
 * orders the API acknowledged (2xx with the order's id and total). Used by the fault
 * scenarios, where the server may disappear mid-request.
 */
import http from 'node:http';
import type { Ack } from './db';

export interface OrderPayload {
  restaurant_id: string;
  items: { plat_id: string; quantity: number }[];
  delivery_address: string;
  payment_mode: 'cash' | 'card';
  notes?: string | null;
}

export interface WriterStats {
  acks: Ack[];
  statuses: Record<string, number>;
  /** Network errors (refused, reset…): expected while the server is down. */
  networkErrors: number;
  /** Timestamps (ms since start) of each acknowledgement, for "acknowledged before X". */
  ackTimes: number[];
  /**
   * Each network error: when its request was sent and when it failed (ms since start), for
   * "no request sent after X failed" (a request can fail long after it was sent: timeout).
   */
  networkFailures: { sentAt: number; at: number; message: string }[];
  /** Timestamps (ms since start) and statuses of the non-2xx answers. */
  failures: { at: number; status: number }[];
  startedAt: number;
}

function post(agent: http.Agent, url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export interface Writers {
  stats: WriterStats;
  stop(): Promise<WriterStats>;
}

/** `concurrency` loops posting orders until `stop()`; the port may change (restart) via `setPort`. */
export function startWriters(options: {
  port: () => number;
  tokens: string[];
  payload: OrderPayload;
  concurrency: number;
}): Writers {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const stats: WriterStats = {
    acks: [],
    statuses: {},
    networkErrors: 0,
    ackTimes: [],
    networkFailures: [],
    failures: [],
    startedAt: Date.now(),
  };
  let running = true;
  const body = JSON.stringify(options.payload);
  const loops = Array.from({ length: options.concurrency }, async (_, i) => {
    const token = options.tokens[i % options.tokens.length]!;
    while (running) {
      const sentAt = Date.now() - stats.startedAt;
      try {
        const res = await post(agent, new URL(`http://127.0.0.1:${options.port()}/api/commandes`), token, body);
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        if (res.status >= 200 && res.status < 300) {
          const order = JSON.parse(res.text) as { id: string; total_price: number };
          stats.acks.push({ id: order.id, totalCents: Math.round(order.total_price * 100) });
          stats.ackTimes.push(Date.now() - stats.startedAt);
        } else stats.failures.push({ at: Date.now() - stats.startedAt, status: res.status });
      } catch (error) {
        stats.networkErrors++;
        stats.networkFailures.push({
          sentAt,
          at: Date.now() - stats.startedAt,
          message: error instanceof Error ? error.message : String(error),
        });
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  });
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return stats;
    },
  };
}

/** Sends many requests at once (shared keep-alive pool), returns status + parsed body of each. */
export async function burst<T>(
  requests: { method: string; port: number; path: string; token: string; meta: T }[],
  maxSockets = 256,
): Promise<{ meta: T; status: number; body: unknown }[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  try {
    return await Promise.all(
      requests.map(
        (r) =>
          new Promise<{ meta: T; status: number; body: unknown }>((resolve) => {
            const req = http.request(
              {
                host: '127.0.0.1',
                port: r.port,
                path: r.path,
                method: r.method,
                agent,
                headers: { authorization: `Bearer ${r.token}` },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () => {
                  let body: unknown = null;
                  try {
                    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
                  } catch {
                    /* empty */
                  }
                  resolve({ meta: r.meta, status: res.statusCode ?? 0, body });
                });
              },
            );
            req.on('error', () => resolve({ meta: r.meta, status: 0, body: null }));
            req.end();
          }),
      ),
    );
  } finally {
    agent.destroy();
  }
}
