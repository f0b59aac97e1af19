import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { restaurants, type User } from '../../db/schema';
import {
  EVENT_TYPES,
  TAKEN_EVENT,
  firstEventId,
  lastEventId,
  readEventsAfter,
  visibleTo,
  type Viewer,
} from '../../domain/events';
import { isPendingAccount } from '../../domain/ownership';
import { tooManyRequests } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { encodeFrame, type Subscriber } from '../../live/hub';
import { KITCHEN_PRESENCE_REFRESH_MS, markKitchenSeen } from '../../notifications/presence';
import type { AppDeps } from '../../types';
import { approvedRoles, routeFactory } from '../kit';

export const LIVE_MESSAGES = {
  tooManyStreams: 'Trop de connexions en direct ouvertes pour ce compte',
} as const;

// The heartbeat (a comment line when nothing else was sent, so proxies and browsers keep an idle
// stream open) and the re-reading of the user (deactivation, role, a restaurateur's restaurants)
// run at the hub's `heartbeatMs` (20 s) and `recheckMs` (5 s).
const REPLAY_BATCH = 500;
/** Events a resume may scan; beyond, the client is told to reload (`resync`). */
export const MAX_REPLAY_SCAN = 20_000;
/** Reconnection delay suggested to `EventSource`-like clients (ms). */
export const RETRY_MS = 2_000;

const route = routeFactory('Événements');

const streamRoute = route.get('/', 'streamEvents', approvedRoles('client', 'restaurateur', 'livreur', 'admin'), {
  summary: 'Flux des événements en direct (Server-Sent Events)',
  description: [
    'Un flux `text/event-stream` par onglet connecté, authentifié par l’en-tête `Authorization: Bearer` (jamais de jeton dans l’URL : les navigateurs le lisent avec un lecteur SSE basé sur `fetch`).',
    'Chaque événement : `id:` (position dans le journal, croissante), `event:` (son type) et `data:` (JSON avec au moins `type`, `commande_id`, `livraison_id`, `status` selon le cas, et `at`).',
    `Types : ${EVENT_TYPES.map((type) => `\`${type}\``).join(', ')} ; un livreur reçoit \`${TAKEN_EVENT}\` quand un autre accepte une offre.`,
    'Chacun ne reçoit que ce qu’il peut voir : le client ses commandes (et la position de son livreur une fois en route) ; le restaurateur les commandes et livraisons de ses restaurants ; le livreur validé les offres ouvertes (et l’avancement de leur commande) et ses livraisons ; l’administrateur tout.',
    'Reprise : l’en-tête `Last-Event-ID` renvoie, dans l’ordre et sans doublon, les événements manqués visibles, puis le direct. Si le journal ne les a plus (conservation limitée), un événement `resync` dit de tout recharger.',
    `Le premier événement, \`ready\`, donne la position de départ. Un commentaire de maintien toutes les 20 s. ` +
      `Au plus quelques flux par compte (429 au-delà) ; un lecteur trop lent est déconnecté (il reprend avec \`Last-Event-ID\`) ; ` +
      'le flux se ferme quand le compte est désactivé ou quand le jeton expire (le client se reconnecte avec un jeton neuf).',
  ].join('\n\n'),
  request: {
    headers: z.object({
      'last-event-id': z
        .string()
        .regex(/^\d{1,15}$/)
        .optional()
        .openapi({ description: 'Id du dernier événement reçu (reprise)' }),
    }),
  },
  responses: {
    200: {
      description: 'Flux SSE',
      content: {
        'text/event-stream': {
          schema: z.string().openapi({ example: 'id: 42\nevent: commande.status\ndata: {…}\n\n' }),
        },
      },
    },
    ...errorResponses(401, 403, 429),
  },
});

/** Who `user` is for the visibility rules (a restaurateur's restaurants read now). */
async function viewerOf(deps: AppDeps, user: User): Promise<Viewer> {
  const owned =
    user.role === 'restaurateur'
      ? await deps.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, user.id))
      : [];
  return { id: user.id, role: user.role, restaurantIds: new Set(owned.map((r) => r.id)) };
}

/** Still allowed to listen as the same viewer: active, approved, same role. */
const stillAllowed = (fresh: User | undefined, initial: User) =>
  !!fresh && fresh.isActive && !isPendingAccount(fresh) && fresh.role === initial.role;

/**
 * Sends the events after `from` that the subscriber may see, in order, then lets the hub take over
 * (`lastSentId`). `resync` instead when the log no longer has them all (pruned, or more than
 * MAX_REPLAY_SCAN to read) or `from` is ahead of it (another database).
 *
 * The subscriber is already subscribed with `lastSentId = Infinity`: the hub keeps dispatching to
 * the others during the reads, so the replay goes on until it has reached the hub's position, and
 * hands over without an `await` between that check and `lastSentId`: nothing is lost or sent twice.
 */
async function replay(
  deps: AppDeps,
  subscriber: Subscriber,
  from: number,
  write: (chunk: Uint8Array) => void,
  closed: () => boolean,
): Promise<void> {
  const { db, events: hub } = deps;
  const oldest = await firstEventId(db);
  const newest = await lastEventId(db);
  const live = () => hub.livePosition() ?? 0;
  // Ahead of the log's newest event (not just of this process's position, which may lag another
  // process by a tick): the id comes from another database.
  let overflow = from > newest || (oldest !== null ? from < oldest - 1 : from < live());
  let position = from;
  let scanned = 0;
  while (!overflow) {
    if (closed()) return;
    const dispatched = live();
    const rows = await readEventsAfter(db, position, REPLAY_BATCH);
    scanned += rows.length;
    if (scanned > MAX_REPLAY_SCAN) {
      overflow = true;
      break;
    }
    for (const row of rows) {
      const event = visibleTo(subscriber.viewer, row);
      if (event) write(encodeFrame(event));
      position = row.id;
    }
    if (rows.length === REPLAY_BATCH) continue;
    // The hub has dispatched up to `live()`: what follows reaches this subscriber live.
    if (position >= live()) break;
    // The hub had read past `position` before this read began, which found nothing: those
    // events were pruned meanwhile. Otherwise the hub's read saw commits this one did not: again.
    if (rows.length === 0 && position < dispatched) {
      position = live();
      break;
    }
  }
  if (!overflow) {
    subscriber.lastSentId = position;
    return;
  }
  // The client reloads everything: it resumes from the log's head.
  const reached = Math.max(live(), newest);
  write(encodeFrame({ id: reached, type: 'resync', data: JSON.stringify({ type: 'resync', position: reached }) }));
  subscriber.lastSentId = reached;
}

const encoder = new TextEncoder();

export function eventRoutes() {
  const router = createRouter();

  router.openapi(streamRoute, async (c) => {
    const deps = c.get('deps');
    const { events: hub, logger } = deps;
    const user = c.get('user');
    const sessionId = c.get('sessionId');
    const lastEventHeader = c.req.valid('header')['last-event-id'];
    if (!hub.acquire(user.id)) throw tooManyRequests(LIVE_MESSAGES.tooManyStreams, 10);
    let viewer: Viewer;
    try {
      viewer = await viewerOf(deps, user);
    } catch (error) {
      hub.release(user.id);
      throw error;
    }
    const token = c.req.header('authorization')!.slice('Bearer '.length).trim();
    const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;

    // A plain byte stream the hub writes encoded frames into: no per-stream loop, timer or
    // promise per event (Hono's streamSSE costs ~4× more CPU per delivery at 2,000 streams, see
    // bench/README.md). Its queue is bounded in bytes: a reader that falls behind is closed
    // and resumes with Last-Event-ID.
    let closeStream = () => {};
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          let closed = false;
          let unsubscribe = () => {};
          let lastWrite = Date.now();
          let sweeping = false;
          // A restaurateur's open stream is their kitchen screen: while it is, new orders are not
          // e-mailed to them (`notifications/presence.ts`). 0: not recorded yet.
          let presenceAt = 0;
          const refreshPresence = async (now: number) => {
            if (user.role !== 'restaurateur' || now - presenceAt < KITCHEN_PRESENCE_REFRESH_MS) return;
            presenceAt = now;
            try {
              await markKitchenSeen(deps.db, user.id, new Date(now));
            } catch (error) {
              presenceAt = 0;
              logger.warn({ err: error, userId: user.id }, 'live events: kitchen presence not recorded');
            }
          };
          const write = (chunk: Uint8Array) => {
            if (closed) return;
            controller.enqueue(chunk);
            lastWrite = Date.now();
            if ((controller.desiredSize ?? 0) < 0) {
              logger.warn({ userId: user.id }, 'live events: slow reader disconnected');
              closeStream();
            }
          };
          closeStream = () => {
            if (closed) return;
            closed = true;
            unsubscribe();
            hub.release(user.id);
            try {
              controller.close();
            } catch {
              // Already cancelled by the client.
            }
          };
          /** The account re-read of the sweep (deactivation, role, a restaurateur's restaurants), then the heartbeat. */
          const recheck = async (now: number) => {
            try {
              // The stream's own session: a logout or a password reset ends the stream at the next sweep.
              const found = await deps.auth.findSessionUser(user.id, sessionId, new Date(now));
              const fresh = found?.sessionOpen ? found.user : undefined;
              if (closed) return;
              if (!stillAllowed(fresh, user)) return closeStream();
              const next = await viewerOf(deps, fresh!);
              if (closed) return;
              subscriber.viewer = next;
              await refreshPresence(now);
            } catch (error) {
              // The stream keeps its viewer until the next sweep: a failed read is no reason to cut it.
              logger.warn({ err: error, userId: user.id }, 'live events: account re-read failed');
            }
            if (now - lastWrite >= hub.heartbeatMs) write(encoder.encode(': keep-alive\n\n'));
          };
          const subscriber: Subscriber = {
            viewer,
            // Nothing live until the stream knows where it starts (below).
            lastSentId: Number.POSITIVE_INFINITY,
            deliver(_event, frame) {
              write(frame);
            },
            sweep(now) {
              if (closed || sweeping) return;
              // The token's end ends the stream: the client reconnects with a fresh one.
              if (now >= expiresAt) return closeStream();
              sweeping = true;
              void recheck(now).finally(() => {
                sweeping = false;
              });
            },
            close: () => closeStream(),
          };
          const begin = async () => {
            const stop = await hub.subscribe(subscriber);
            // Closed while subscribing (client gone, hub closed): `closeStream` had nothing to undo.
            if (closed) return stop();
            unsubscribe = stop;
            // Not awaited: the first frame does not wait for this write.
            void refreshPresence(Date.now());
            if (lastEventHeader === undefined) {
              const start = hub.livePosition() ?? 0;
              subscriber.lastSentId = start;
              write(
                encodeFrame({ id: start, type: 'ready', data: JSON.stringify({ type: 'ready', position: start }) }),
              );
              return;
            }
            await replay(deps, subscriber, Number(lastEventHeader), write, () => closed);
          };

          write(encoder.encode(`retry: ${RETRY_MS}\n\n`));
          begin().catch((error: unknown) => {
            logger.error({ err: error, userId: user.id }, 'live events: stream start failed');
            closeStream();
          });
        },
        cancel() {
          closeStream();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: hub.maxQueuedBytes }),
    );
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // No buffering by proxies (nginx) and no transformation: events must leave at once.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    }) as never;
  });

  return router;
}
