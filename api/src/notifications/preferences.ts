/** Which channels a user accepts (`GET` / `PUT /auth/me/notifications`); no row: all of them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationPreferences } from '../db/schema';

export interface NotificationChannels {
  email: boolean;
  push: boolean;
}

export const DEFAULT_CHANNELS: NotificationChannels = { email: true, push: true };

export async function readChannels(db: Db, userId: string): Promise<NotificationChannels> {
  const [row] = await db
    .select({ email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? { ...DEFAULT_CHANNELS };
}

export async function writeChannels(
  db: Db,
  userId: string,
  channels: NotificationChannels,
): Promise<NotificationChannels> {
  const values = { email: channels.email, push: channels.push, updatedAt: new Date().toISOString() };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning({ email: notificationPreferences.email, push: notificationPreferences.push });
  return row!;
}
