import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { kitchenPresence } from '../db/schema';
import { account } from '../test/catalog-fixtures';
import { useTestApp } from '../test/helpers';
import { pause, readStream, type OpenStream } from '../test/sse';
import { KITCHEN_PRESENCE_REFRESH_MS, KITCHEN_PRESENCE_TTL_MS, kitchenWatched, markKitchenSeen } from './presence';

const t = useTestApp({ live: { pollMs: 10, recheckMs: 20 } });

const opened: OpenStream[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});

const seenAt = async (userId: string) =>
  (await t.db.select().from(kitchenPresence).where(eq(kitchenPresence.userId, userId)))[0]?.seenAt;

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) expect.fail('never happened');
    await pause(10);
  }
}

describe('kitchen presence', () => {
  it('a restaurateur’s open event stream marks their kitchen as seen, in the database', async () => {
    const owner = await account(t, 'restaurateur');
    const client = await account(t, 'client');
    const before = Date.now();
    opened.push(readStream(await t.request('/api/events', { headers: owner.headers })));
    opened.push(readStream(await t.request('/api/events', { headers: client.headers })));
    const seen = await waitFor(() => seenAt(owner.id));
    expect(Date.parse(seen)).toBeGreaterThanOrEqual(before - 1);
    expect(await kitchenWatched(t.db, owner.id, new Date())).toBe(true);
    // Sweeps every 20 ms here, but the row is written at most every 20 s.
    await pause(100);
    expect(await seenAt(owner.id)).toBe(seen);
    // Only kitchens: a client's stream leaves no trace.
    expect(await seenAt(client.id)).toBeUndefined();
  });

  it('is watched for a minute after the last sight, comfortably more than the refresh', async () => {
    expect(KITCHEN_PRESENCE_TTL_MS).toBeGreaterThanOrEqual(2 * KITCHEN_PRESENCE_REFRESH_MS);
    const owner = await account(t, 'restaurateur');
    const at = new Date('2026-06-12T18:00:00.000Z');
    expect(await kitchenWatched(t.db, owner.id, at)).toBe(false);
    await markKitchenSeen(t.db, owner.id, at);
    expect(await kitchenWatched(t.db, owner.id, new Date(at.getTime() + 59_999))).toBe(true);
    expect(await kitchenWatched(t.db, owner.id, new Date(at.getTime() + 60_000))).toBe(false);
    // Seen again: the row moves on.
    await markKitchenSeen(t.db, owner.id, new Date(at.getTime() + 60_000));
    expect(await kitchenWatched(t.db, owner.id, new Date(at.getTime() + 61_000))).toBe(true);
  });
});
