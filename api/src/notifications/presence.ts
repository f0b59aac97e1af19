/**
 * Whether a restaurateur is watching their kitchen screen: any of their open event streams, in
 * any API process, refreshes `kitchen_presence.seen_at`; a new order is e-mailed (and pushed)
 * to them only when none has done so for a while, as the screen already rings.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kitchenPresence } from '../db/schema';

/** How often an open stream refreshes its owner's presence (ms). */
export const KITCHEN_PRESENCE_REFRESH_MS = 20_000;
/**
 * A kitchen seen more recently than this is watched (ms): three refreshes, so one late sweep
 * or a reconnection does not let a mail through while the screen is open.
 */
export const KITCHEN_PRESENCE_TTL_MS = 60_000;

/** Records that `userId`'s kitchen screen is open at `at`. */
export async function markKitchenSeen(db: Db, userId: string, at: Date): Promise<void> {
  const seenAt = at.toISOString();
  await db
    .insert(kitchenPresence)
    .values({ userId, seenAt })
    .onConflictDoUpdate({ target: kitchenPresence.userId, set: { seenAt } });
}

/** True when a kitchen screen of `userId` was seen less than `KITCHEN_PRESENCE_TTL_MS` before `now`. */
export async function kitchenWatched(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ seenAt: kitchenPresence.seenAt })
    .from(kitchenPresence)
    .where(eq(kitchenPresence.userId, userId))
    .limit(1);
  return !!row && now.getTime() - Date.parse(row.seenAt) < KITCHEN_PRESENCE_TTL_MS;
}
