/**
 * Web Push (RFC 8030 with VAPID, RFC 8292): the browsers' subscriptions (`push_subscriptions`,
 * `POST /push/subscriptions`) and the sending, through the `web-push` library (payload encrypted
 * with the subscription's keys, request signed with the server's VAPID key).
 */
import type { Agent } from 'node:https';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { VapidKeys } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** What the service worker displays (`title`, `body`) and opens on a click (`url`). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Browsers (devices) one account may have subscribed; the oldest go beyond, as every notice reaches all of them. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * How long a push service keeps a message for an offline browser (seconds): an order's news is
 * stale after an hour, the order page says the rest.
 */
const PUSH_TTL_S = 3600;
/** Socket timeout of one request to a push service (ms): a slow one must not hold the notice. */
const PUSH_TIMEOUT_MS = 10_000;

export interface WebPush {
  /** The VAPID public key the browsers subscribe with (`applicationServerKey`). */
  readonly publicKey: string;
  /** Stores `subscription` for `userId` (the endpoint's previous owner loses it). */
  subscribe(userId: string, subscription: PushSubscriptionInput): Promise<void>;
  /** Forgets `endpoint` if it is `userId`'s; true when it was. */
  unsubscribe(userId: string, endpoint: string): Promise<boolean>;
  /**
   * Sends `message` to every browser of `userId`; a subscription the push service says is gone
   * (404 / 410) is deleted. Resolves to the number of browsers that accepted it; never rejects.
   */
  sendToUser(userId: string, message: PushMessage): Promise<number>;
}

export interface WebPushOptions {
  db: Db;
  logger: Logger;
  vapid: VapidKeys;
  /** The HTTPS agent of the requests (tests: one that trusts the fake push service's certificate). */
  agent?: Agent;
}

export function createWebPush({ db, logger, vapid, agent }: WebPushOptions): WebPush {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  return {
    publicKey: vapid.publicKey,

    async subscribe(userId, { endpoint, keys }) {
      const now = new Date().toISOString();
      await db.tx(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now },
          });
        const kept = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
        await tx.delete(pushSubscriptions).where(
          and(
            eq(pushSubscriptions.userId, userId),
            notInArray(
              pushSubscriptions.id,
              kept.map((row) => row.id),
            ),
          ),
        );
      });
    },

    async unsubscribe(userId, endpoint) {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    async sendToUser(userId, message) {
      let rows: (typeof pushSubscriptions.$inferSelect)[];
      try {
        rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      } catch (error) {
        logger.error({ err: error, userId }, 'push: subscriptions not read');
        return 0;
      }
      const payload = JSON.stringify(message);
      const gone: string[] = [];
      const results = await Promise.all(
        rows.map(async (row) => {
          try {
            await webpush.sendNotification(
              { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
              payload,
              {
                vapidDetails,
                TTL: PUSH_TTL_S,
                urgency: 'high',
                timeout: PUSH_TIMEOUT_MS,
                ...(agent ? { agent } : {}),
              },
            );
            return true;
          } catch (error) {
            const status = error instanceof webpush.WebPushError ? error.statusCode : null;
            // 404 / 410: the browser unsubscribed or the subscription expired; it never comes back.
            if (status === 404 || status === 410) gone.push(row.id);
            else logger.warn({ err: error, userId, status, host: hostOf(row.endpoint) }, 'push: not sent');
            return false;
          }
        }),
      );
      if (gone.length > 0) {
        try {
          await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
          logger.info({ userId, count: gone.length }, 'push: expired subscriptions removed');
        } catch (error) {
          logger.error({ err: error, userId }, 'push: expired subscriptions not removed');
        }
      }
      return results.filter(Boolean).length;
    },
  };
}

/** The push service's host, for the logs (the endpoint's path is the subscription's secret). */
function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}
