import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { problem, unauthorized } from '@teranga/shared-ui/mocks';
import { ADMIN_ERRORS, type DocumentKey, type User } from '@teranga/shared-ui';
import { documents, users } from '../db';

/** The calling admin, or the API's 401 / 403 answer. */
function adminOrProblem(request: Request): User | Response {
  const caller = users.currentUser(request);
  if (!caller) return unauthorized();
  if (!caller.is_active) return problem(403, 'Compte désactivé');
  if (caller.role !== 'admin') return problem(403, 'Accès refusé');
  return caller;
}

type Resolver<Params extends PathParams, Body extends DefaultBodyType> = HttpResponseResolver<Params, Body>;

/** Answers as `resolver` for an active admin (given as `admin`), with the API's 401 / 403 for anyone else. */
export function asAdmin<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  resolver: (info: Parameters<Resolver<Params, Body>>[0] & { admin: User }) => ReturnType<Resolver<Params, Body>>,
): Resolver<Params, Body> {
  return (info) => {
    const admin = adminOrProblem(info.request);
    return admin instanceof Response ? admin : resolver({ ...info, admin });
  };
}

/** The account a write is about, or the API's 404. */
export function targetOrProblem(id: string): User | Response {
  return users.users.find((user) => user.id === id) ?? problem(404, ADMIN_ERRORS.userNotFound);
}

/** Same rule as the API: a restaurateur or livreur neither verified nor rejected. */
export const isPending = (user: User) =>
  (user.role === 'restaurateur' || user.role === 'livreur') && !user.is_verified && !user.rejection_reason;

/** The API's user JSON: documents only travel with the pending-users list and /auth/me. */
export function publicUser({ documents: _documents, ...user }: User): User {
  return user;
}

const DOCUMENT_LINK_TTL_SECONDS = 10 * 60;

/** Links shaped like the API's signed ones: `/api/documents/<userId>/<key>?expires=&signature=`. */
export function documentLinks(userId: string): Partial<Record<DocumentKey, string>> {
  const expires = Math.floor(Date.now() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const links: Partial<Record<DocumentKey, string>> = {};
  for (const key of documents.get(userId) ?? []) {
    links[key] = `/api/documents/${userId}/${key}?expires=${expires}&signature=mock-${userId.slice(0, 8)}-${key}`;
  }
  return links;
}
