import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { ROLES, type Role, type User } from '@teranga/shared-ui';
import { users } from '../db';
import { ADMIN_ERRORS } from '@teranga/shared-ui';
import { asAdmin, publicUser, targetOrProblem } from './admin-access';
import { recordAudit } from './admin-audit';

const newestFirst = (a: User, b: User) => b.created_at.localeCompare(a.created_at);
const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether the platform would lose its last active admin if `target` stopped being one. */
const lastActiveAdmin = (target: User) =>
  target.role === 'admin' &&
  target.is_active &&
  !users.users.some((user) => user.role === 'admin' && user.is_active && user.id !== target.id);

export const adminUserHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/users`,
    asAdmin(({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      if (role !== null && !isRole(role)) return problem(400, 'Rôle invalide');
      const listed = users.users.filter((user) => !role || user.role === role);
      return HttpResponse.json<User[]>(listed.sort(newestFirst).map(publicUser));
    }),
  ),

  http.patch(
    `${MOCK_API_URL}/admin/users/:id/role`,
    asAdmin<{ id: string }, { role?: unknown }>(async ({ request, params, admin }) => {
      const { role } = await request.json();
      if (!isRole(role)) return problem(400, 'Rôle invalide');
      const target = targetOrProblem(params.id);
      if (target instanceof Response) return target;
      if (target.role === role) return HttpResponse.json<User>(publicUser(target));
      if (target.id === admin.id) return problem(409, ADMIN_ERRORS.selfDemotion);
      if (lastActiveAdmin(target)) return problem(409, ADMIN_ERRORS.lastAdmin);
      recordAudit(admin, {
        action: 'user.role',
        target_type: 'user',
        target_id: target.id,
        before: { role: target.role },
        after: { role },
      });
      target.role = role;
      return HttpResponse.json<User>(publicUser(target));
    }),
  ),

  http.patch(
    `${MOCK_API_URL}/admin/users/:id/status`,
    asAdmin<{ id: string }, { is_active?: unknown }>(async ({ request, params, admin }) => {
      const { is_active: isActive } = await request.json();
      if (typeof isActive !== 'boolean') return problem(400, 'Le champ is_active doit être un booléen');
      const target = targetOrProblem(params.id);
      if (target instanceof Response) return target;
      if (!isActive && target.id === admin.id) return problem(409, ADMIN_ERRORS.selfDeactivation);
      if (!isActive && lastActiveAdmin(target)) return problem(409, ADMIN_ERRORS.lastAdmin);
      if (target.is_active !== isActive) {
        recordAudit(admin, {
          action: 'user.status',
          target_type: 'user',
          target_id: target.id,
          before: { is_active: target.is_active },
          after: { is_active: isActive },
        });
      }
      target.is_active = isActive;
      return HttpResponse.json<User>(publicUser(target));
    }),
  ),
];
