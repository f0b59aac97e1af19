import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import type { User } from '@teranga/shared-ui';
import { users } from '../db';
import { ADMIN_ERRORS } from '@teranga/shared-ui';
import { asAdmin, documentLinks, isPending, publicUser, targetOrProblem } from './admin-access';
import { recordAudit } from './admin-audit';

const REASON_REQUIRED = 'Le motif du rejet est obligatoire';
const REASON_TOO_LONG = 'Le motif du rejet doit contenir au plus 500 caractères';

const oldestFirst = (a: User, b: User) => a.created_at.localeCompare(b.created_at);

/** The pending user the admin acts on, or the API's 404 / 409 answer. */
function pendingTarget(id: string): User | Response {
  const target = targetOrProblem(id);
  if (target instanceof Response || isPending(target)) return target;
  return problem(409, ADMIN_ERRORS.notPending);
}

export const adminValidationHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/users/pending`,
    asAdmin(() => {
      const pending = users.users.filter(isPending).sort(oldestFirst);
      return HttpResponse.json<User[]>(
        pending.map((user) => ({ ...publicUser(user), documents: documentLinks(user.id) })),
      );
    }),
  ),

  http.patch(
    `${MOCK_API_URL}/admin/users/:id/verify`,
    asAdmin<{ id: string }>(({ params, admin }) => {
      const target = pendingTarget(params.id);
      if (target instanceof Response) return target;
      recordAudit(admin, {
        action: 'user.verify',
        target_type: 'user',
        target_id: target.id,
        before: { is_verified: false, rejection_reason: null },
        after: { is_verified: true, rejection_reason: null },
      });
      target.is_verified = true;
      target.rejection_reason = undefined;
      return HttpResponse.json<User>(publicUser(target));
    }),
  ),

  http.patch(
    `${MOCK_API_URL}/admin/users/:id/reject`,
    asAdmin<{ id: string }, { reason?: unknown }>(async ({ request, params, admin }) => {
      const { reason } = await request.json();
      const trimmed = typeof reason === 'string' ? reason.trim() : '';
      if (!trimmed) return problem(400, REASON_REQUIRED);
      if (trimmed.length > 500) return problem(400, REASON_TOO_LONG);
      const target = pendingTarget(params.id);
      if (target instanceof Response) return target;
      recordAudit(admin, {
        action: 'user.reject',
        target_type: 'user',
        target_id: target.id,
        reason: trimmed,
        before: { is_verified: false, rejection_reason: null },
        after: { is_verified: false, rejection_reason: trimmed },
      });
      target.rejection_reason = trimmed;
      return HttpResponse.json<User>(publicUser(target));
    }),
  ),
];
