/**
 * `abuse` section (issue 15, finding 1): the multipart attack of the security review, measured.
 *
 * Six senders, each signed in as its own courier account (so the per-user upload slots do not
 * stop them by themselves: the parser's cost is what is measured), send in a loop a 10 MB
 * `multipart/form-data` body of 176,000 one-byte fields to `POST /api/auth/me/documents/id_card`.
 * Meanwhile autocannon reads `GET /api/restaurants` with 50 connections. Quiet rounds (no sender)
 * and attacked rounds alternate (Q A A Q…), so the machine's drift hits both alike. The budget:
 * under attack the API keeps at least half its quiet throughput (review's measure before the fix:
 * 12,700 → 19 req/s, p99 8.6 s).
 */
import http from 'node:http';
import { startLoad, summarize, type LoadSpec, type LoadStats } from './load';
import { mapLimit, register } from './http';

export const ABUSE_BUDGETS = {
  /** Share of the quiet read throughput kept under attack. */
  minKeptRatio: 0.5,
  senders: 6,
  fields: 176_000,
} as const;

export interface AbuseResult {
  quiet: LoadStats;
  attacked: LoadStats;
  /** attacked.rps / quiet.rps */
  kept: number;
  /** What the attack's requests got: status → count, `error` for a cut socket. */
  attackAnswers: Record<string, number>;
  attackRequests: number;
  bodyBytes: number;
  pass: boolean;
}

/** 176,000 one-byte text fields: what the review sent. */
function attackBody(boundary: string, fields: number): Buffer {
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const body = Buffer.allocUnsafe(part.length * fields + end.length);
  for (let i = 0; i < fields; i++) part.copy(body, i * part.length);
  end.copy(body, part.length * fields);
  return body;
}

/** One sender: the same request again as soon as the previous one is answered or cut. */
function sendLoop(
  url: URL,
  token: string,
  body: Buffer,
  boundary: string,
  answers: Record<string, number>,
  running: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      if (!running()) return resolve();
      let settled = false;
      const done = (key: string) => {
        if (settled) return;
        settled = true;
        answers[key] = (answers[key] ?? 0) + 1;
        // A refused connection must not become a busy loop of the bench itself.
        if (key === 'error') setTimeout(next, 20);
        else setImmediate(next);
      };
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(String(res.statusCode)));
          res.on('error', () => done(String(res.statusCode)));
        },
      );
      req.on('error', () => done('error'));
      req.end(body);
    };
    next();
  });
}

export async function abuseSection(
  base: string,
  options: { roundS: number; rounds: number; warmupS: number; tag: string; log: (line: string) => void },
): Promise<AbuseResult> {
  const accounts = await mapLimit(
    Array.from({ length: ABUSE_BUDGETS.senders }, (_, i) => i),
    ABUSE_BUDGETS.senders,
    (i) =>
      register(base, { email: `abus-${options.tag}-${i}@bench.test`, name: `Coursier abus ${i}`, role: 'livreur' }),
  );
  // Short, as the review's: 57 bytes a part, 10.0 MB in all, under the route's 10 MiB + form overhead (a
  // longer body would be refused from its Content-Length alone, and the parser not measured).
  const boundary = 'abus15';
  const body = attackBody(boundary, ABUSE_BUDGETS.fields);
  const target = new URL('/api/auth/me/documents/id_card', base);
  const read: LoadSpec = { url: `${base}/api/restaurants`, connections: 50, duration: options.roundS };

  await startLoad({ ...read, duration: options.warmupS }).done;
  const answers: Record<string, number> = {};
  const quietRounds = [];
  const attackedRounds = [];
  const order: ('quiet' | 'attacked')[] = [];
  for (let i = 0; i < Math.max(1, Math.round(options.rounds / 2)); i++)
    order.push('quiet', 'attacked', 'attacked', 'quiet');
  for (const phase of order) {
    if (phase === 'quiet') {
      quietRounds.push(await startLoad(read).done);
      continue;
    }
    let attacking = true;
    const senders = accounts.map((session) =>
      sendLoop(target, session.access_token, body, boundary, answers, () => attacking),
    );
    // Let the six requests be under way before reading: the rounds measure the attack, not its start.
    await new Promise((r) => setTimeout(r, 300));
    attackedRounds.push(await startLoad(read).done);
    attacking = false;
    await Promise.all(senders);
  }
  const quiet = summarize(quietRounds);
  const attacked = summarize(attackedRounds);
  const kept = quiet.rps > 0 ? Math.round((attacked.rps / quiet.rps) * 100) / 100 : 0;
  const attackRequests = Object.values(answers).reduce((s, n) => s + n, 0);
  const serverErrors = Object.entries(answers)
    .filter(([status]) => status.startsWith('5'))
    .reduce((s, [, n]) => s + n, 0);
  options.log(
    `  GET /api/restaurants : ${quiet.rps} req/s au calme (p99 ${quiet.p99} ms), ${attacked.rps} req/s sous l’attaque (p99 ${attacked.p99} ms) : ${Math.round(kept * 100)} % gardés`,
  );
  options.log(
    `  attaque : ${attackRequests} envois de ${(body.length / 1e6).toFixed(1)} Mo, réponses ${JSON.stringify(answers)}`,
  );
  return {
    quiet,
    attacked,
    kept,
    attackAnswers: answers,
    attackRequests,
    bodyBytes: body.length,
    pass:
      kept >= ABUSE_BUDGETS.minKeptRatio &&
      serverErrors === 0 &&
      quiet.errors + attacked.errors === 0 &&
      quiet.non2xx + attacked.non2xx === 0,
  };
}
