/** autocannon runs with every latency recorded (so rounds can be merged exactly). */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { percentile } from './http';

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-connection headers (e.g. one client account per connection). */
  headersFor?: (connection: number) => Record<string, string>;
  /** Called with each response body (enables body capture, costs a little client CPU). */
  onBody?: (status: number, body: string) => void;
  timeoutS?: number;
}

export interface LoadStats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  bytes: number;
}

interface Raw {
  latencies: number[];
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  bytes: number;
}

export interface RunningLoad {
  stop(): void;
  done: Promise<Raw>;
}

export function startLoad(spec: LoadSpec): RunningLoad {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let connection = 0;
  const request: Record<string, unknown> = { method: spec.method ?? 'GET' };
  if (spec.onBody) {
    const onBody = spec.onBody;
    request.onResponse = (status: number, body: string) => onBody(status, body);
  }
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    timeout: spec.timeoutS ?? 10,
    requests: [request],
    setupClient: spec.headersFor
      ? (client: { setHeaders(h: Record<string, string>): void }) =>
          client.setHeaders({ ...spec.headers, ...spec.headersFor!(connection++) })
      : undefined,
  });
  instance.on('response', (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    bytes += resBytes;
  });
  const done = new Promise<Raw>((resolve, reject) => {
    instance.on('done', (result: { duration: number; non2xx: number; errors: number; timeouts: number }) =>
      resolve({
        latencies,
        seconds: result.duration,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statuses,
        bytes,
      }),
    );
    instance.on('error', reject);
  });
  return { stop: () => instance.stop(), done };
}

export async function runLoad(spec: LoadSpec): Promise<LoadStats> {
  return summarize([await startLoad(spec).done]);
}

/** Merges rounds: rates over the summed durations, percentiles over every latency. */
export function summarize(rounds: Raw[]): LoadStats {
  const all = new Float64Array(rounds.reduce((n, r) => n + r.latencies.length, 0));
  let i = 0;
  for (const r of rounds) for (const l of r.latencies) all[i++] = l;
  all.sort();
  const seconds = rounds.reduce((s, r) => s + r.seconds, 0);
  const statuses: Record<string, number> = {};
  for (const r of rounds) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    requests: all.length,
    seconds: round(seconds),
    rps: Math.round(all.length / seconds),
    p50: round(percentile(all, 50)),
    p90: round(percentile(all, 90)),
    p99: round(percentile(all, 99)),
    max: round(all.length ? all[all.length - 1]! : NaN),
    mean: round(all.reduce((s, x) => s + x, 0) / (all.length || 1)),
    non2xx: rounds.reduce((s, r) => s + r.non2xx, 0),
    errors: rounds.reduce((s, r) => s + r.errors, 0),
    timeouts: rounds.reduce((s, r) => s + r.timeouts, 0),
    statuses,
    bytes: rounds.reduce((s, r) => s + r.bytes, 0),
  };
}

/**
 * Reference and API measured in interleaved rounds (R A A R R A A R… after a warm-up of
 * each), so a drift or a burst of the machine's background load hits both sides alike.
 * `rounds` is the number of rounds per side (even).
 */
export async function compare(
  ref: LoadSpec,
  api: LoadSpec,
  options: { warmupS: number; roundS: number; rounds: number },
): Promise<{ ref: LoadStats; api: LoadStats }> {
  await startLoad({ ...ref, duration: options.warmupS, onBody: undefined }).done;
  await startLoad({ ...api, duration: options.warmupS, onBody: undefined }).done;
  const refRounds: Raw[] = [];
  const apiRounds: Raw[] = [];
  const order: ('ref' | 'api')[] = [];
  for (let i = 0; i < Math.max(1, Math.round(options.rounds / 2)); i++) order.push('ref', 'api', 'api', 'ref');
  for (const side of order) {
    const spec = side === 'ref' ? ref : api;
    const raw = await startLoad({ ...spec, duration: options.roundS }).done;
    (side === 'ref' ? refRounds : apiRounds).push(raw);
  }
  return { ref: summarize(refRounds), api: summarize(apiRounds) };
}
