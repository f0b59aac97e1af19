import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { ROLES, type Role, type User } from '@teranga/shared-ui';
import { users } from '../db';
import { ADMIN_ERRORS, adminOrProblem, publicUser } from './admin-access';

const newestFirst = (a: User, b: User) => b.created_at.localeCompare(a.created_at);
const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether another active admin than `id` remains (the API never lets the platform lose its last one). */
const anotherActiveAdmin = (id: string) => users.users.some((user) => user.role === 'admin' && user.is_active && user.id !== id);

export const adminUserHandlers = [
  http.get(`${MOCK_API_URL}/admin/users`, ({ request }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const role = new URL(request.url).searchParams.get('role');
    if (role !== null && !isRole(role)) return problem(400, 'Rôle invalide');
    const listed = users.users.filter((user) => !role || user.role === role);
    return HttpResponse.json(listed.sort(newestFirst).map(publicUser));
  }),

  http.patch<{ id: string }, { role?: unknown }>(`${MOCK_API_URL}/admin/users/:id/role`, async ({ request, params }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const { role } = await request.json();
    if (!isRole(role)) return problem(400, 'Rôle invalide');
    const target = users.users.find((user) => user.id === params.id);
    if (!target) return problem(404, ADMIN_ERRORS.userNotFound);
    if (target.role === role) return HttpResponse.json(publicUser(target));
    if (target.id === admin.id) return problem(409, ADMIN_ERRORS.selfDemotion);
    if (target.role === 'admin' && target.is_active && !anotherActiveAdmin(target.id)) {
      return problem(409, ADMIN_ERRORS.lastAdmin);
    }
    target.role = role;
    return HttpResponse.json(publicUser(target));
  }),

  http.patch<{ id: string }, { is_active?: unknown }>(`${MOCK_API_URL}/admin/users/:id/status`, async ({ request, params }) => {
    const admin = adminOrProblem(request);
    if (admin instanceof Response) return admin;
    const { is_active: isActive } = await request.json();
    if (typeof isActive !== 'boolean') return problem(400, 'Le champ is_active doit être un booléen');
    const target = users.users.find((user) => user.id === params.id);
    if (!target) return problem(404, ADMIN_ERRORS.userNotFound);
    if (!isActive && target.id === admin.id) return problem(409, ADMIN_ERRORS.selfDeactivation);
    if (!isActive && target.role === 'admin' && !anotherActiveAdmin(target.id)) {
      return problem(409, ADMIN_ERRORS.lastAdmin);
    }
    target.is_active = isActive;
    return HttpResponse.json(publicUser(target));
  }),
];
