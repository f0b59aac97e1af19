import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { decodeJwt } from 'jose';
import { restaurants, type User } from '../../db/schema';
import {
  EVENT_TYPES,
  TAKEN_EVENT,
  firstEventId,
  readEventsAfter,
  visibleTo,
  type StreamEvent,
  type Viewer,
} from '../../domain/events';
import { isPendingAccount } from '../../domain/ownership';
import { tooManyRequests } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import type { AppDeps } from '../../types';
import { approvedRoles, routeFactory } from '../kit';

export const LIVE_MESSAGES = {
  tooManyStreams: 'Trop de connexions en direct ouvertes pour ce compte',
} as const;

// The heartbeat (a comment line when nothing else was sent, so proxies and browsers keep an idle
// stream open) and the re-reading of the user (deactivation, role, a restaurateur's restaurants)
// run at the hub's `heartbeatMs` (20 s) and `recheckMs` (5 s).
/** Events waiting for a slow reader before the stream is closed (it resumes with `Last-Event-ID`). */
export const MAX_QUEUED_EVENTS = 1_000;
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
    'Chacun ne reçoit que ce qu’il peut voir : le client ses commandes (et la position de son livreur une fois en route) ; le restaurateur les commandes et livraisons de ses restaurants ; le livreur validé les offres ouvertes et ses livraisons ; l’administrateur tout.',
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
function viewerOf(deps: AppDeps, user: User): Viewer {
  const owned =
    user.role === 'restaurateur'
      ? deps.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, user.id)).all()
      : [];
  return { id: user.id, role: user.role, restaurantIds: new Set(owned.map((r) => r.id)) };
}

/** Still allowed to listen as the same viewer: active, approved, same role. */
const stillAllowed = (fresh: User | undefined, initial: User) =>
  !!fresh && fresh.isActive && !isPendingAccount(fresh) && fresh.role === initial.role;

const send = (stream: SSEStreamingApi, event: StreamEvent) =>
  stream.writeSSE({ id: String(event.id), event: event.type, data: event.data });

export function eventRoutes() {
  const router = createRouter();

  router.openapi(streamRoute, (c) => {
    const deps = c.get('deps');
    const { events: hub, logger } = deps;
    const user = c.get('user');
    const lastEventHeader = c.req.valid('header')['last-event-id'];
    if (!hub.acquire(user.id)) throw tooManyRequests(LIVE_MESSAGES.tooManyStreams, 10);
    const token = c.req.header('authorization')!.slice('Bearer '.length).trim();
    const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;

    const response = streamSSE(c, async (stream) => {
      let viewer = viewerOf(deps, user);
      const queue: StreamEvent[] = [];
      let wake: (() => void) | null = null;
      let closed = false;
      const close = () => {
        closed = true;
        wake?.();
      };
      const subscriber = {
        viewer,
        lastSentId: Number.MAX_SAFE_INTEGER, // nothing live until the replay is done
        deliver(event: StreamEvent) {
          if (closed) return;
          queue.push(event);
          if (queue.length > MAX_QUEUED_EVENTS) {
            logger.warn({ userId: user.id, queued: queue.length }, 'live events: slow reader disconnected');
            close();
          }
          wake?.();
        },
      };
      stream.onAbort(close);

      // Live events from here on are queued while the missed ones are replayed.
      const start = hub.currentPosition();
      const unsubscribe = hub.subscribe(subscriber, close);
      try {
        await stream.write(`retry: ${RETRY_MS}\n\n`);
        let sent = start;
        const resumeFrom = lastEventHeader === undefined ? null : Number(lastEventHeader);
        if (resumeFrom === null) {
          await stream.writeSSE({
            id: String(start),
            event: 'ready',
            data: JSON.stringify({ type: 'ready', position: start }),
          });
        } else {
          const oldest = firstEventId(deps.db);
          const gap =
            resumeFrom > start ||
            (oldest !== null && resumeFrom < oldest - 1) ||
            (oldest === null && resumeFrom < start);
          let scanned = 0;
          let position = resumeFrom;
          let overflow = gap;
          while (!overflow && !closed) {
            const rows = readEventsAfter(deps.db, position, 500);
            scanned += rows.length;
            if (scanned > MAX_REPLAY_SCAN) overflow = true;
            for (const row of rows) {
              if (overflow) break;
              const event = visibleTo(viewer, row);
              if (event) await send(stream, event);
              position = row.id;
            }
            if (rows.length < 500) break;
          }
          if (overflow) {
            position = Math.max(start, position);
            await stream.writeSSE({
              id: String(position),
              event: 'resync',
              data: JSON.stringify({ type: 'resync', position }),
            });
          }
          sent = position;
        }
        subscriber.lastSentId = sent;

        let lastWrite = Date.now();
        let lastCheck = Date.now();
        while (!closed && !stream.aborted) {
          while (queue.length > 0 && !closed) {
            const event = queue.shift()!;
            if (event.id <= sent) continue;
            await send(stream, event);
            sent = event.id;
            lastWrite = Date.now();
          }
          if (closed) break;
          const now = Date.now();
          if (now >= expiresAt) break;
          if (now - lastCheck >= hub.recheckMs) {
            lastCheck = now;
            const fresh = deps.auth.findUserById(user.id);
            if (!stillAllowed(fresh, user)) break;
            viewer = viewerOf(deps, fresh!);
            subscriber.viewer = viewer;
          }
          if (now - lastWrite >= hub.heartbeatMs) {
            await stream.write(': keep-alive\n\n');
            lastWrite = now;
          }
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            const wait = Math.min(
              hub.recheckMs,
              hub.heartbeatMs - (Date.now() - lastWrite),
              Math.max(0, expiresAt - Date.now()),
            );
            timer = setTimeout(resolve, Math.max(10, wait));
          });
          clearTimeout(timer);
          wake = null;
        }
      } finally {
        unsubscribe();
        hub.release(user.id);
      }
    });
    // No buffering by proxies (nginx) and no transformation: events must leave at once.
    response.headers.set('X-Accel-Buffering', 'no');
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    return response as never;
  });

  return router;
}
