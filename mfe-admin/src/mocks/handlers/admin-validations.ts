import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import type { User } from '@teranga/shared-ui';
import { users } from '../db';
import { ADMIN_ERRORS, adminOrProblem, documentLinks, isPending, publicUser } from './admin-access';

const REASON_REQUIRED = 'Le motif du rejet est obligatoire';
const REASON_TOO_LONG = 'Le motif du rejet doit contenir au plus 500 caractères';

const oldestFirst = (a: User, b: User) => a.created_at.localeCompare(b.created_at);

/** The pending user the admin acts on, or the API's 404 / 409 answer. */
function pendingTarget(id: string): User | Response {
  const target = users.users.find((user) => user.id === id);
  if (!target) return problem(404, ADMIN_ERRORS.userNotFound);
  if (!isPending(target)) return problem(409, ADMIN_ERRORS.notPending);
  return target;
}

export const adminValidationHandlers = [
  http.get(`${MOCK_API_URL}/admin/users/pending`, ({ request }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const pending = users.users.filter(isPending).sort(oldestFirst);
    return HttpResponse.json(pending.map((user) => ({ ...publicUser(user), documents: documentLinks(user.id) })));
  }),

  http.patch<{ id: string }>(`${MOCK_API_URL}/admin/users/:id/verify`, ({ request, params }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const target = pendingTarget(params.id);
    if (target instanceof Response) return target;
    target.is_verified = true;
    target.rejection_reason = undefined;
    return HttpResponse.json(publicUser(target));
  }),

  http.patch<{ id: string }, { reason?: unknown }>(`${MOCK_API_URL}/admin/users/:id/reject`, async ({ request, params }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const { reason } = await request.json();
    const trimmed = typeof reason === 'string' ? reason.trim() : '';
    if (!trimmed) return problem(400, REASON_REQUIRED);
    if (trimmed.length > 500) return problem(400, REASON_TOO_LONG);
    const target = pendingTarget(params.id);
    if (target instanceof Response) return target;
    target.rejection_reason = trimmed;
    return HttpResponse.json(publicUser(target));
  }),
];
