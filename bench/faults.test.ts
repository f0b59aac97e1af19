/**
 * Load and fault checks, short form of `npm run bench` (sections load, race, crash,
 * backup), run against the REAL API process on a fresh seeded database:
 * - 20 concurrent order writers for 3 s: no 5xx, no lost order, no SQLITE_BUSY;
 * - 10 couriers racing for 10 deliveries: one courier per delivery, none holds two;
 * - SIGKILL in the middle of writes: integrity_check ok, no acknowledged order lost;
 * - online backup during writes, restore: integrity_check ok on both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAcknowledged, loadFixtures, openDb, type Fixtures } from './lib/db';
import { DEMO, login } from './lib/http';
import { pickPort, startApi, stop } from './lib/proc';
import { backupAndRestore, busyInLog, courierRace, crashMidWrite, type ApiHandle, type Check } from './lib/scenarios';
import { startWriters, type OrderPayload } from './lib/writers';

let handle: ApiHandle;
let fx: Fixtures;
let payload: OrderPayload;
let token: string;
let livreurToken: string;

const failed = (checks: Check[]) => checks.filter((c) => !c.pass).map((c) => `${c.name} : ${c.detail}`);

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-faults-'));
  const dbPath = path.join(dir, 'teranga.db');
  const port = await pickPort();
  handle = { dir, dbPath, port, proc: await startApi({ port, dir, dbPath }) };
  const db = openDb(dbPath, { readonly: true });
  fx = loadFixtures(db);
  db.close();
  payload = {
    restaurant_id: fx.order.restaurantId,
    items: fx.order.items,
    delivery_address: '8 Rue de Clignancourt, 75018 Paris',
    payment_mode: 'cash',
    notes: null,
  };
  const base = `http://127.0.0.1:${port}`;
  token = (await login(base, DEMO.client)).access_token;
  livreurToken = (await login(base, DEMO.livreur)).access_token;
});

afterAll(async () => {
  await stop(handle?.proc);
  if (handle) fs.rmSync(handle.dir, { recursive: true, force: true });
});

describe('API under load and faults (real process, fresh database)', () => {
  it('20 concurrent order writers for 3 s: no 5xx, no lost order, no SQLITE_BUSY', async () => {
    const writers = startWriters({ port: () => handle.port, tokens: [token], payload, concurrency: 20 });
    await new Promise((r) => setTimeout(r, 3000));
    const stats = await writers.stop();
    const fiveXX = Object.entries(stats.statuses).filter(([s]) => Number(s) >= 500);
    expect(fiveXX).toEqual([]);
    expect(stats.networkErrors).toBe(0);
    expect(Object.keys(stats.statuses)).toEqual(['201']);
    expect(stats.acks.length).toBeGreaterThan(20);
    const db = openDb(handle.dbPath, { readonly: true });
    const verify = checkAcknowledged(db, stats.acks);
    db.close();
    expect(verify.missing).toEqual([]);
    expect(verify.wrongTotal).toEqual([]);
    expect(busyInLog(handle.proc.logFile)).toBe(0);
  });

  it('10 couriers racing for 10 deliveries: exactly one courier each, nobody holds two', async (ctx) => {
    const result = await courierRace(handle, {
      couriers: 10,
      restaurantId: fx.order.restaurantId,
      clientId: fx.clientId,
      probeToken: livreurToken,
      tag: `t${Date.now()}`,
    });
    if (result.skipped) ctx.skip(result.skipped);
    expect(failed(result.checks)).toEqual([]);
  });

  it('SIGKILL mid-write: integrity_check ok, every acknowledged order is there after restart', async () => {
    const { result, proc } = await crashMidWrite(handle, { token, payload, concurrency: 20, killAfterMs: 1500 });
    handle.proc = proc;
    expect(result.integrity).toBe('ok');
    expect(failed(result.checks)).toEqual([]);
  });

  it('online backup during writes, then restore: both pass integrity_check', async () => {
    const { result, proc } = await backupAndRestore(handle, {
      token,
      payload,
      concurrency: 10,
      writeMsBefore: 1000,
      writeMsAfter: 300,
    });
    handle.proc = proc;
    expect(failed(result.checks)).toEqual([]);
  });
});
