/**
 * Several API processes on one PostgreSQL database (issue 13): three real servers
 * (`src/server.ts`, separate processes on three ports, as behind any load balancer), the requests
 * of each scenario spread over them round-robin. PostgreSQL only (`npm run test:pg`): on SQLite
 * the same guarantees come from the file's single writer, tested by the bench's crash section.
 *
 * Also: `API_WORKERS=3` serves one port from three processes (node's cluster).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './config';
import { commandeItems, commandes, livraisons, plats, restaurants, users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed-data';
import { openTestDatabase, TEST_ENGINE } from './test/database';
import { readStream } from './test/sse';
import { TEST_JWT_SECRET } from './test/helpers';
import type { DatabaseHandle } from './db/client';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
}

const started: ChildProcess[] = [];

async function startServer(url: string, dir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  let output = '';
  // node itself (not the tsx launcher, which would stand between the test and the server's
  // signals): its pid is the server's, and its cluster workers inherit `--import tsx`.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      DB_PATH: path.join(dir, 'unused.db'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API arrêtée (${child.exitCode}) :\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { port, child, output: () => output };
    if (Date.now() > deadline) throw new Error(`API muette sur ${port} :\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(port: number, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function login(port: number, email: string, password = DEMO_PASSWORD) {
  const res = await call(port, 'POST', '/api/auth/login', undefined, { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { access_token: string; user: { id: string } };
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

describe.skipIf(TEST_ENGINE !== 'pg')('three API processes on one PostgreSQL database', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let dir: string;
  let servers: Server[] = [];
  const ports = () => servers.map((s) => s.port);

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-processes-'));
    // The first one migrates and seeds; the two others find it done.
    servers = [await startServer(database.handle.location, dir)];
    servers.push(...(await Promise.all([1, 2].map(() => startServer(database.handle.location, dir)))));
  }, 120_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('50 couriers racing for 50 deliveries over the three processes: exactly one winner each', async () => {
    const { db } = database.handle;
    const couriers = await pool(
      Array.from({ length: 50 }, (_, i) => async () => {
        const port = ports()[i % 3]!;
        const res = await call(port, 'POST', '/api/auth/register', undefined, {
          email: `coursier-${i}@processes.test`,
          password: 'teranga-secret',
          name: `Coursier ${i}`,
          phone: '06 12 34 56 78',
          role: 'livreur',
        });
        expect(res.status).toBe(201);
        return res.body as { access_token: string; user: { id: string } };
      }),
      8,
    );
    const courierIds = couriers.map((c) => c.user.id);
    await db.update(users).set({ isVerified: true }).where(inArray(users.id, courierIds));

    const [client] = await db.select().from(users).where(eq(users.email, 'client@teranga.test'));
    const [restaurant] = await db.select().from(restaurants).limit(1);
    const [dish] = await db.select().from(plats).where(eq(plats.restaurantId, restaurant!.id)).limit(1);
    const deliveryIds: string[] = [];
    await db.tx(async (tx) => {
      for (let i = 0; i < 50; i += 1) {
        const orderId = crypto.randomUUID();
        const at = new Date(Date.now() - (50 - i) * 1000).toISOString();
        await tx.insert(commandes).values({
          id: orderId,
          clientId: client!.id,
          restaurantId: restaurant!.id,
          status: 'confirmee',
          paymentMode: 'cash',
          paymentStatus: 'pending',
          subtotalCents: dish!.priceCents,
          deliveryFeeCents: 250,
          totalCents: dish!.priceCents + 250,
          deliveryAddress: '8 Rue de Clignancourt, 75018 Paris',
          createdAt: at,
          updatedAt: at,
        });
        await tx.insert(commandeItems).values({
          commandeId: orderId,
          platId: dish!.id,
          platName: dish!.name,
          unitPriceCents: dish!.priceCents,
          quantity: 1,
          subtotalCents: dish!.priceCents,
        });
        const [delivery] = await tx
          .insert(livraisons)
          .values({
            commandeId: orderId,
            status: 'en_attente',
            pickupAddress: restaurant!.address,
            deliveryAddress: '8 Rue de Clignancourt, 75018 Paris',
            distanceKm: 2.5,
            estimatedTimeMinutes: 20,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: livraisons.id });
        deliveryIds.push(delivery!.id);
      }
    });

    // Every courier tries every delivery, in its own order, all at once, over the three processes.
    const attempts = couriers.flatMap((courier, c) =>
      [...deliveryIds]
        .sort(() => Math.random() - 0.5)
        .map(
          (id, d) => () => call(ports()[(c + d) % 3]!, 'POST', `/api/livraisons/${id}/accept`, courier.access_token),
        ),
    );
    attempts.sort(() => Math.random() - 0.5);
    const answers = await pool(attempts, 48);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);

    const rows = await db
      .select({ id: livraisons.id, livreurId: livraisons.livreurId, status: livraisons.status })
      .from(livraisons)
      .where(inArray(livraisons.id, deliveryIds));
    expect(rows.every((r) => r.status === 'acceptee' && r.livreurId !== null)).toBe(true);
    // One delivery per courier, one courier per delivery.
    expect(new Set(rows.map((r) => r.livreurId)).size).toBe(50);
  }, 120_000);

  it('an order placed through process A reaches a kitchen stream opened on process C within a second', async () => {
    const [a, , c] = servers;
    const owner = await login(c!.port, 'restaurateur@teranga.test');
    const client = await login(a!.port, 'client@teranga.test');
    const { db } = database.handle;
    const [restaurant] = await db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, owner.user.id), eq(restaurants.isOpen, true)))
      .limit(1);
    const [dish] = await db
      .select()
      .from(plats)
      .where(and(eq(plats.restaurantId, restaurant!.id), eq(plats.isAvailable, true)))
      .limit(1);

    const response = await fetch(`http://127.0.0.1:${c!.port}/api/events`, {
      headers: { authorization: `Bearer ${owner.access_token}` },
    });
    expect(response.status).toBe(200);
    const stream = readStream(response);
    try {
      await stream.until(() => stream.frames.some((f) => f.event === 'ready'), 5000);
      const sentAt = performance.now();
      const placed = await call(a!.port, 'POST', '/api/commandes', client.access_token, {
        restaurant_id: restaurant!.id,
        items: [{ plat_id: dish!.id, quantity: 6 }],
        delivery_address: '8 Rue de Clignancourt, 75018 Paris',
        payment_mode: 'cash',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      await stream.until(
        (events) => events.some((e) => e.type === 'commande.created' && e.data.commande_id === placed.body!.id),
        1000,
      );
      expect(performance.now() - sentAt).toBeLessThan(1000);
    } finally {
      await stream.close();
    }
  }, 30_000);

  it('killing one process during writes loses nothing that was acknowledged; the others keep answering', async () => {
    const [a, b, c] = servers;
    const client = await login(a!.port, 'client@teranga.test');
    const { db } = database.handle;
    const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.isOpen, true)).limit(1);
    const [dish] = await db
      .select()
      .from(plats)
      .where(and(eq(plats.restaurantId, restaurant!.id), eq(plats.isAvailable, true)))
      .limit(1);
    const payload = {
      restaurant_id: restaurant!.id,
      items: [{ plat_id: dish!.id, quantity: 6 }],
      delivery_address: '8 Rue de Clignancourt, 75018 Paris',
      payment_mode: 'cash',
    };

    const acknowledged: string[] = [];
    const afterKill: number[] = [];
    let killed = false;
    let stop = false;
    const writer = async (port: number) => {
      while (!stop) {
        try {
          const res = await call(port, 'POST', '/api/commandes', client.access_token, payload);
          if (res.status === 201) acknowledged.push(res.body!.id as string);
          if (killed && port !== b!.port) afterKill.push(res.status);
        } catch {
          // The killed process's connections fail: expected.
          if (port === b!.port && !killed) throw new Error('process B failed before it was killed');
        }
      }
    };
    const writers = [a!, b!, c!].flatMap((s) => [writer(s.port), writer(s.port)]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    killed = true;
    b!.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 600));
    stop = true;
    await Promise.all(writers);

    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.filter((s) => s !== 201)).toEqual([]);
    const stored = await db.select({ id: commandes.id }).from(commandes).where(inArray(commandes.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
  }, 30_000);

  it('API_WORKERS=3 serves one port from three processes', async () => {
    const server = await startServer(database.handle.location, dir, { API_WORKERS: '3' });
    // The primary's children: its three workers.
    const deadline = Date.now() + 20_000;
    let workers: string[] = [];
    while (Date.now() < deadline) {
      const { execFileSync } = await import('node:child_process');
      workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.trim());
      if (workers.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(workers.length).toBeGreaterThanOrEqual(3);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`http://127.0.0.1:${server.port}/api/restaurants`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    server.child.kill('SIGTERM');
  }, 60_000);
});
