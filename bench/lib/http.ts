/** Small HTTP helpers over the global fetch (undici). */
export const DEMO_PASSWORD = 'teranga123';
export const DEMO = {
  client: 'client@teranga.test',
  restaurateur: 'restaurateur@teranga.test',
  livreur: 'livreur@teranga.test',
  admin: 'admin@teranga.test',
} as const;

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; name: string; email: string; role: string; is_verified: boolean; [key: string]: unknown };
}

export async function json<T = unknown>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const send = () =>
    fetch(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  let res: Response;
  try {
    res = await send();
  } catch (error) {
    // A keep-alive socket the server closed while idle (its 5 s timeout) just as it was
    // reused: retry once, on a new connection, when the request is safe to repeat.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (method !== 'GET' || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    res = await send();
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

export async function login(base: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await json<Session>(`${base}/api/auth/login`, { body: { email, password } });
  if (res.status !== 200) throw new Error(`Connexion de ${email} : HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function register(
  base: string,
  account: { email: string; name: string; role?: 'client' | 'livreur' | 'restaurateur'; address?: string },
): Promise<Session> {
  const res = await json<Session>(`${base}/api/auth/register`, {
    body: { password: DEMO_PASSWORD, phone: '+33 6 00 00 00 00', ...account },
  });
  if (res.status !== 201)
    throw new Error(`Inscription de ${account.email} : HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
