/**
 * How routers declare their routes: who may call a route (its documented
 * `security` and the middleware that enforces it, in one value) and a
 * `createRoute` bound to the router's tag.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Role } from '../db/schema';
import { cursorQuery, limitQuery, nextCursorHeaders } from '../domain/fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '../domain/paging';
import { bearerSecurity, jsonResponse, publicSecurity } from '../lib/openapi';
import { requireAuth, requireRole } from '../middleware/auth';
import { requireApproved } from '../middleware/ownership';
import type { AuthEnv } from '../types';

// ---------------------------------------------------------------------------
// Access: documented security + the guards that enforce it
// ---------------------------------------------------------------------------

type Guard = MiddlewareHandler<AuthEnv>;

type Access = { security: typeof publicSecurity } | { security: typeof bearerSecurity; middleware: Guard[] };

/** No token (the route says so explicitly, see `publicSecurity`). */
export const publicAccess = { security: publicSecurity };

/** Bearer token, checked by these guards in order (a tuple: the handler's context is typed from it). */
export const guardedBy = <G extends Guard[]>(...middleware: G) => ({ security: bearerSecurity, middleware });

/** Any signed-in, active user. */
export const signedIn = guardedBy(requireAuth);

/** Signed-in users of these roles. */
export const withRoles = (...roles: Role[]) => guardedBy(requireRole(...roles));

/** Signed-in users of these roles whose account an administrator approved. */
export const approvedRoles = (...roles: Role[]) => guardedBy(requireRole(...roles), requireApproved);

/** The restaurant's owner (approved) or an administrator: every catalogue write. */
export const restaurantManager = approvedRoles('restaurateur', 'admin');

// ---------------------------------------------------------------------------
// Route factory
// ---------------------------------------------------------------------------

/** What a route documents besides its method, path, operationId, access and tag. */
type RouteDoc = Pick<RouteConfig, 'summary' | 'description' | 'request' | 'responses'> & { summary: string };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type RoutingPath = { getRoutingPath(): string };

/**
 * `createRoute` for the routes of one tag: `route.get('/{id}', 'getPlat', publicAccess, { summary, request, responses })`.
 * The keys keep the order the OpenAPI document has always had (public routes state their
 * security first, guarded ones after the description).
 */
export function routeFactory(tag: string) {
  const tags = [tag];
  const build =
    <M extends Method>(method: M) =>
    <P extends string, A extends Access, D extends RouteDoc>(path: P, operationId: string, access: A, doc: D) => {
      const { summary, description, ...rest } = doc;
      const head = { method, path, operationId };
      const config =
        'middleware' in access
          ? { ...head, tags, summary, description, ...access, ...rest }
          : { ...head, ...access, tags, summary, description, ...rest };
      // The handler's input, context and answers are typed from this intersection, as with a literal config.
      return createRoute(config as never) as typeof head & { path: P; tags: string[] } & A & D & RoutingPath;
    };
  return { get: build('get'), post: build('post'), put: build('put'), patch: build('patch'), delete: build('delete') };
}

// ---------------------------------------------------------------------------
// Paged lists (`domain/paging.ts`)
// ---------------------------------------------------------------------------

/** `limit` and `cursor` query parameters, to spread into a list's query schema. */
export const pageQuery = (limitDoc: { example?: number } = {}) => ({
  limit: limitQuery(MAX_PAGE_SIZE).openapi({
    ...limitDoc,
    description: `Taille de la page, ${DEFAULT_PAGE_SIZE} par défaut`,
  }),
  cursor: cursorQuery,
});

/** How a paged list of `items` (feminine plural: « commandes », « livraisons ») is read, for its description. */
export const pagingDescription = (items: string) =>
  `Pagination par curseur : au plus \`limit\` ${items} (${DEFAULT_PAGE_SIZE} par défaut, ${MAX_PAGE_SIZE} au plus) ; s’il en reste, l’en-tête \`${NEXT_CURSOR_HEADER}\` donne le \`cursor\` de la page suivante (mêmes filtres). ` +
  `Les ${items} créées entre deux pages ne décalent pas les suivantes. Curseur invalide : 400.`;

/** The 200 answer of a paged list: a JSON array of `item`, and the next page's cursor header. */
export const pageResponse = <T extends z.ZodType>(item: T, description: string) => ({
  ...jsonResponse(z.array(item), description),
  headers: nextCursorHeaders,
});
