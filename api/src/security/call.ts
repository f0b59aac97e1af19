/**
 * One request of the security suite: an operation called as a persona, with the example path, query
 * and body of the access table (or a given body), answered as status + parsed body.
 */
import type { TestContext } from '../test/helpers';
import type { RouteCase } from './access';
import { requiredQuery, urlOf, type Operation } from './openapi';
import type { Persona, World } from './world';

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON (null for a stream or an empty body). */
  body: unknown;
}

/** A raw body (bad-body cases): its text and content type (null: no content type header). */
export interface RawBody {
  text: string;
  contentType: string | null;
}

let calls = 0;

export async function callAs(
  t: TestContext,
  op: Operation,
  route: RouteCase,
  w: World,
  who: Persona,
  raw?: RawBody,
): Promise<Answer> {
  calls += 1;
  const url = urlOf(op, route.params?.(w) ?? {}, requiredQuery(op, route.query?.(w)));
  const headers: Record<string, string> = { ...w.headers(who) };
  let body: RequestInit['body'];
  if (raw) {
    if (raw.contentType !== null) headers['content-type'] = raw.contentType;
    body = raw.text;
  } else if (route.form) {
    body = route.form(w);
  } else if (route.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(route.body(w, who, calls));
  } else if (op.jsonBody?.required) {
    throw new Error(`${op.key}: the route takes a JSON body, give it a valid-looking one in access.ts`);
  }
  const res = await t.app.request(url, { method: op.method, headers, body });
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    // A live stream stays open: its status is the answer.
    await res.body?.cancel();
    return { status: res.status, body: null };
  }
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

/** `detail` of an error answer, when it is a string. */
export function detailOf(answer: Answer): string | null {
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : null;
}

/**
 * Whether an error message reads as the API's French rather than a framework's English default
 * (zod, Hono, the driver): no English keyword, and not empty.
 */
export function looksFrench(detail: string | null): boolean {
  if (!detail || !detail.trim()) return false;
  return !/\b(invalid|expected|required|received|unrecognized|must|should|error|not found|forbidden|unauthorized|malformed|unexpected|body)\b/i.test(
    detail,
  );
}
